import { StyledFormError } from './shared.styles';

export interface FormErrorProps {
  /** The message, or nothing. */
  error: string | null | undefined;
  /** Id of the message, so the form can name it in `aria-describedby`. */
  id: string;
}

/** The caller's message under a form (the server's answer). */
export function FormError({ error, id }: FormErrorProps) {
  // The live region stays mounted so a message that appears in it is announced.
  return <div role="alert">{error && <StyledFormError id={id}>{error}</StyledFormError>}</div>;
}
FormError.displayName = 'Account.FormError';
