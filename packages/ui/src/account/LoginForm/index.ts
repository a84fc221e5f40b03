export { LoginForm } from './LoginForm';
export type {
  LoginCaptcha,
  LoginFormProps,
  LoginLayout,
  LoginMode,
  LoginPhone,
  LoginValues,
  SocialProvider,
} from './LoginForm';
