export { COUNTER_ANNOUNCE_DELAY_MS, TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
