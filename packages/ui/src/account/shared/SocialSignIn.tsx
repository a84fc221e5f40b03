import { useId, type ReactNode } from 'react';
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
  onSignIn: (id: string) => void;
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
  if (providers.length === 0) return null;
  return (
    <StyledSocial role="group" aria-labelledby={headingId}>
      <StyledSocialHeading id={headingId}>{heading}</StyledSocialHeading>
      <StyledSocialButtons>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            disabled={disabled}
            onClick={() => onSignIn(provider.id)}
          >
            {provider.label}
          </Button>
        ))}
      </StyledSocialButtons>
    </StyledSocial>
  );
}
SocialSignIn.displayName = 'Account.SocialSignIn';
