import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { StyledSocial, StyledSocialButtons, StyledSocialHeading } from './shared.styles';

/** A social sign-in the site offers (a provider's id and its name). */
export interface SocialProvider {
  id: string;
  /** The provider's name as shown ("Google"); a brand name, so not translated. */
  label: string;
}

export interface SocialSignInProps {
  providers: readonly SocialProvider[];
  /**
   * Starts the provider's sign-in. A promise keeps every button disabled and the group busy until
   * it settles (the provider's window is open): a second click would open a second window.
   */
  onSignIn: (id: string) => void | Promise<unknown>;
  /** The group's visible name ("Or log in with"). */
  heading: ReactNode;
  disabled?: boolean;
}

/** One button per provider, in a group named by its heading; nothing when there is none. */
export function SocialSignIn({
  providers,
  onSignIn,
  heading,
  disabled = false,
}: SocialSignInProps) {
  const headingId = useId();
  const [signingIn, setSigningIn] = useState(false);
  if (providers.length === 0) return null;
  const signIn = (id: string) => {
    const started = onSignIn(id);
    if (!(started instanceof Promise)) return;
    setSigningIn(true);
    // The outcome (and its message) is the caller's to show; the buttons only wait for it.
    void started.catch(() => undefined).finally(() => setSigningIn(false));
  };
  return (
    <StyledSocial role="group" aria-labelledby={headingId} aria-busy={signingIn || undefined}>
      <StyledSocialHeading id={headingId}>{heading}</StyledSocialHeading>
      <StyledSocialButtons>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            disabled={disabled || signingIn}
            onClick={() => signIn(provider.id)}
          >
            {provider.label}
          </Button>
        ))}
      </StyledSocialButtons>
    </StyledSocial>
  );
}
SocialSignIn.displayName = 'Account.SocialSignIn';
