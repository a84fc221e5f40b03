import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MoneyLimitKind, ProtectionTool } from '@lobby/core';
import type { Brand } from '@lobby/theme';
import { BreakPanel, Button, LimitsPanel, ResponsibleGamingIntro, SessionSettings } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { StyledPage } from '../../pages/Page.styles';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { brandAtom } from '../brand/brand.atoms';
import { PageLoad } from '../memberCentre/PageLoad';
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

/** The money limits a profile's tools offer, in the contract's order. */
const LIMIT_TOOLS: readonly (readonly [ProtectionTool, MoneyLimitKind])[] = [
  ['depositLimits', 'deposit'],
  ['lossLimits', 'loss'],
  ['wagerLimits', 'wager'],
];

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
      <ResponsibleGamingIntro minimumAge={profile.minimumAge} helpLinks={profile.helpLinks} />
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
  const { t } = useLingui();
  const status = useQuery(protectionStatusQuery);
  const setLimit = useMoneyAction(setProtectionLimitAtom);
  const setSessionLimit = useMoneyAction(setSessionLimitAtom);
  const setRealityCheck = useMoneyAction(setRealityCheckAtom);
  const takeBreak = useMoneyAction(takeBreakAtom);
  const [saved, setSaved] = useState<string | null>(null);
  const offers = (tool: ProtectionTool) => profile.tools.includes(tool);
  const limitKinds = LIMIT_TOOLS.filter(([tool]) => offers(tool)).map(([, kind]) => kind);
  const showSessionLimit = offers('sessionLimit');
  const showRealityCheck = offers('realityCheck');

  return (
    <PageLoad result={status}>
      {(data) => (
        <>
          {/* What a save did, for a screen reader too; the panels show the limits themselves. */}
          <div role="status">{saved}</div>
          {limitKinds.length > 0 && (
            <section>
              <LimitsPanel
                limits={data.limits}
                tools={limitKinds}
                coolingOffHours={data.coolingOffHours}
                onSave={async (kind, period, amount) => {
                  setSaved(null);
                  await setLimit.run({ kind, period, amount });
                  setSaved(t`Your limit is saved.`);
                }}
              />
              {setLimit.error && <p role="alert">{setLimit.error}</p>}
            </section>
          )}
          {(showSessionLimit || showRealityCheck) && (
            <section>
              <SessionSettings
                sessionLimit={data.sessionLimit}
                sessionLimitChoices={profile.sessionLimitMinutes}
                realityCheckMinutes={data.realityCheckMinutes}
                realityCheckChoices={profile.realityCheckMinutes}
                showSessionLimit={showSessionLimit}
                showRealityCheck={showRealityCheck}
                onSaveSessionLimit={async (minutes) => {
                  setSaved(null);
                  await setSessionLimit.run(minutes);
                  setSaved(t`Your session time limit is saved.`);
                }}
                onSaveRealityCheck={async (minutes) => {
                  setSaved(null);
                  await setRealityCheck.run(minutes);
                  setSaved(t`Your reality check is saved.`);
                }}
              />
              {(setSessionLimit.error ?? setRealityCheck.error) && (
                <p role="alert">{setSessionLimit.error ?? setRealityCheck.error}</p>
              )}
            </section>
          )}
          {(offers('timeOut') || offers('selfExclusion')) && (
            <section>
              <BreakPanel
                timeOut={offers('timeOut')}
                selfExclusion={offers('selfExclusion')}
                // The session ends with it: the account layer says until when.
                onTake={(kind, period) => takeBreak.run({ kind, period })}
              />
              {takeBreak.error && <p role="alert">{takeBreak.error}</p>}
            </section>
          )}
        </>
      )}
    </PageLoad>
  );
}
