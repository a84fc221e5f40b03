export { LobbyFilters } from './LobbyFilters';
export type { LobbyFiltersProps, LobbyVendorOption } from './LobbyFilters';
