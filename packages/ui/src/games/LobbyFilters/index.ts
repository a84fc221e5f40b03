export { LobbyFilters } from './LobbyFilters';
export type { LobbyFiltersProps } from './LobbyFilters';
export { MinBetField, VendorField, useClassificationLabel } from './LobbyFilterFields';
export type { LobbyVendorOption, MinBetFieldProps, VendorFieldProps } from './LobbyFilterFields';
