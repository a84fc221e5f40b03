import { useLingui } from '@lingui/react/macro';
import { VIP_SERVICE_LEVEL } from '@lobby/core';
import { Button, VipLevelTable, VipProgress } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { StyledPage } from '../../pages/Page.styles';
import { useAtomValue } from '../../state/jotai';
import { useProtectedAction } from '../account/useProtectedAction';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { realMemberAtom, sessionAtom } from '../session/session.atoms';
import { vipLevelsQuery, vipProgressQuery } from './vip.queries';

/**
 * /vip (issue 27): the brand's VIP levels and what each gives, for everyone; a real member's
 * progress to the next level (the server computes it from their bets and deposits). A visitor is
 * asked to log in and a trial account to register, through the one protected-action guard.
 */
export function VipPage() {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const realMember = useAtomValue(realMemberAtom);
  const protect = useProtectedAction();
  const money = useCurrencyProps();
  const levels = useQuery(vipLevelsQuery, { keepPrevious: true });
  const progress = useQuery(vipProgressQuery, { enabled: realMember });
  const nameOf = (level: number) => levels.data?.find((row) => row.level === level)?.name;
  const serviceLevel = nameOf(VIP_SERVICE_LEVEL) ?? String(VIP_SERVICE_LEVEL);

  return (
    <StyledPage>
      <h1>{t`VIP club`}</h1>
      <p>{t`Climb the VIP levels with your valid bets and deposits: each level gives a higher rebate, more withdrawals a day and a birthday bonus. From ${serviceLevel}, a VIP host answers you instead of live chat.`}</p>
      {realMember ? (
        <VipProgress
          standing={progress.data ?? null}
          levelName={nameOf}
          error={progress.failed ? errorMessage(i18n, progress.error) : null}
          onRetry={() => void progress.refetch()}
          {...money}
        />
      ) : (
        <div>
          <p>
            {loggedIn
              ? t`This is a demo account. Register a real account to join the VIP club.`
              : t`Log in to see your VIP level and your progress to the next one.`}
          </p>
          <Button onClick={() => protect(() => undefined)}>
            {loggedIn ? t`Register a real account` : t`Log in`}
          </Button>
        </div>
      )}
      <VipLevelTable
        levels={levels.data ?? []}
        currentLevel={realMember ? (progress.data?.level ?? null) : null}
        loading={levels.data === undefined && !levels.failed}
        error={levels.failed ? errorMessage(i18n, levels.error) : null}
        onRetry={() => void levels.refetch()}
        {...money}
      />
    </StyledPage>
  );
}
