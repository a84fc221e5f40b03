export { CAPTCHA_REFRESH_THROTTLE_MS, CaptchaField } from './CaptchaField';
export type { CaptchaFieldProps } from './CaptchaField';
