export { SMS_SEND_THROTTLE_MS, SmsCodeField } from './SmsCodeField';
export type { SmsCodeFieldProps } from './SmsCodeField';
