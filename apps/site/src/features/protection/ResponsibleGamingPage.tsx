import { useLingui } from '@lingui/react/macro';
import type { BreakRequest } from '@lobby/api';
import type { ProtectionTool } from '@lobby/core';
import type { Brand } from '@lobby/theme';
import {
  BreakPanel,
  Button,
  LimitsPanel,
  ResponsibleGamingIntro,
  SessionSettings,
} from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { StyledPage } from '../../pages/Page.styles';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { brandAtom } from '../brand/brand.atoms';
import { PageLoad } from '../memberCentre/PageLoad';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { useMoneyAction } from '../memberCentre/useMoneyAction';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { realMemberAtom, sessionAtom } from '../session/session.atoms';
import {
  setProtectionLimitAtom,
  setRealityCheckAtom,
  setSessionLimitAtom,
  takeBreakAtom,
} from './protection.actions';
import { protectionStatusQuery } from './protection.queries';

type MarketProfile = Brand['marketProfile'];

/** Where the break panel is, for the opening's link to it. */
const BREAK_ID = 'take-a-break';

/**
 * /responsibleGaming (issue 30): the brand's responsible-gaming text and help organisations for
 * everyone; for a logged-in real member, the tools the brand's market profile offers (limits, the
 * session-time limit and reality check, time-out and self-exclusion). A visitor is asked to log
 * in for them, a trial account to register a real one. Every rule is the server's: the page shows
 * what it answers.
 */
export function ResponsibleGamingPage() {
  useDeferredMessages();
  const { t } = useLingui();
  const profile = useAtomValue(brandAtom).marketProfile;
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const realMember = useAtomValue(realMemberAtom);
  const openDialog = useSetAtom(accountDialogAtom);

  return (
    <StyledPage>
      <h1>{t`Responsible gaming`}</h1>
      <ResponsibleGamingIntro
        minimumAge={profile.minimumAge}
        helpLinks={profile.helpLinks}
        // The time-out and self-exclusion are one click away (RG-03), for a member who has them.
        {...(realMember && { breakHref: `#${BREAK_ID}` })}
      />
      {realMember ? (
        <ProtectionTools profile={profile} />
      ) : loggedIn ? (
        <p>{t`This is a demo account. Register a real account to set limits, a reality check or a break.`}</p>
      ) : (
        <div>
          <p>{t`Log in to set your limits, a reality check or a break.`}</p>
          <Button onClick={() => openDialog({ kind: 'login' })}>{t`Log in`}</Button>
        </div>
      )}
    </StyledPage>
  );
}

/** The member's tools, over their status (PROTECTION_status); each change answers the new status. */
function ProtectionTools({ profile }: { profile: MarketProfile }) {
  const status = useQuery(protectionStatusQuery);
  const money = useCurrencyProps();
  const setLimit = useMoneyAction(setProtectionLimitAtom);
  const setSessionLimit = useMoneyAction(setSessionLimitAtom);
  const setRealityCheck = useMoneyAction(setRealityCheckAtom);
  const takeBreak = useMoneyAction(takeBreakAtom);
  const offers = (tool: ProtectionTool) => profile.tools.includes(tool);
  const showSessionLimit = offers('sessionLimit');
  const showRealityCheck = offers('realityCheck');

  return (
    <PageLoad result={status}>
      {(data) => (
        <>
          {/* The panel shows the kinds the profile offers; each card says what its save did. */}
          <LimitsPanel
            limits={data.limits}
            tools={profile.tools}
            coolingOffHours={data.coolingOffHours}
            {...money}
            onSave={(kind, period, amount) => setLimit.run({ kind, period, amount })}
            error={setLimit.error}
          />
          {(showSessionLimit || showRealityCheck) && (
            <SessionSettings
              sessionLimit={data.sessionLimit}
              sessionLimitChoices={profile.sessionLimitMinutes}
              realityCheckMinutes={data.realityCheckMinutes}
              realityCheckChoices={profile.realityCheckMinutes}
              showSessionLimit={showSessionLimit}
              showRealityCheck={showRealityCheck}
              coolingOffHours={data.coolingOffHours}
              onSaveSessionLimit={(minutes) => setSessionLimit.run(minutes)}
              onSaveRealityCheck={(minutes) => setRealityCheck.run(minutes)}
              error={setSessionLimit.error ?? setRealityCheck.error}
            />
          )}
          {/* Taken, the session ends at once: the account layer says until when. */}
          <BreakPanel
            id={BREAK_ID}
            timeOut={offers('timeOut')}
            selfExclusion={offers('selfExclusion')}
            // The panel offers each length under its own kind, so the pair is a valid request.
            onTake={(kind, period) => takeBreak.run({ kind, period } as BreakRequest)}
            error={takeBreak.error}
          />
        </>
      )}
    </PageLoad>
  );
}
