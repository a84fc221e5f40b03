import { useLingui } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import { useProtectedAction } from '../../account/useProtectedAction';
import { StyledInvite } from './mechanics.styles';

export interface MechanicInviteProps {
  title: string;
  who: 'login' | 'realAccountNeeded';
}

/**
 * A mechanic shown to a visitor or a trial account: what it is and one button, which goes through
 * the one guard of protected actions (the login popup, or "please register a member account").
 */
export function MechanicInvite({ title, who }: MechanicInviteProps) {
  const { t } = useLingui();
  const guard = useProtectedAction();
  return (
    <StyledInvite aria-label={title}>
      <h2>{title}</h2>
      <p>
        {who === 'login'
          ? t`Log in to take part and win a bonus.`
          : t`Register a member account to take part and win a bonus.`}
      </p>
      <Button onClick={() => guard(() => {})}>{t`Take part`}</Button>
    </StyledInvite>
  );
}
