export { PhoneField, PICKER_CLOSE_DELAY_MS } from './PhoneField';
export type { PhoneCountry, PhoneFieldProps } from './PhoneField';
export { flagEmoji } from './flag';
