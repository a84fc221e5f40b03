import {
  LoginForm,
  type LoginFormProps,
  type LoginMode,
  type LoginPhone,
  type LoginValues,
} from '../../account/LoginForm';
import { StyledRoot } from './CompactLoginForm.styles';

export type { LoginMode, LoginPhone };

/** What a valid submit hands over: text trimmed, the password exactly as typed. */
export type CompactLoginValues = LoginValues;

/**
 * The login form's props without what only the dialog shows (remember-me, social sign-in): the
 * header keeps to the fields, the button and the links.
 */
export type CompactLoginFormProps = Omit<
  LoginFormProps,
  | 'layout'
  | 'remember'
  | 'defaultRemember'
  | 'onRememberChange'
  | 'socialProviders'
  | 'onSocialSignIn'
>;

/**
 * The header's compact login: the one login form, laid out as a row that stacks when the header
 * is narrow. User name and password, or (when code login is enabled) mobile number and SMS code.
 */
export function CompactLoginForm(props: CompactLoginFormProps) {
  return (
    <StyledRoot>
      <LoginForm {...props} layout="compact" />
    </StyledRoot>
  );
}
CompactLoginForm.displayName = 'CompactLoginForm';
