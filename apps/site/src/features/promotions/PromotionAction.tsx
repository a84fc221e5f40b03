import { useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { PromotionDetail } from '@lobby/api';
import { formatMoney } from '@lobby/core';
import { ApplicationForm, Button } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useAtomValue } from '../../state/jotai';
import { memberQuery } from '../account/member.queries';
import { useProtectedAction } from '../account/useProtectedAction';
import { useMemberCentre } from '../memberCentre/useMemberCentre';
import { useMoneyAction } from '../memberCentre/useMoneyAction';
import { realMemberAtom } from '../session/session.atoms';
import { mechanicPanels } from './mechanicPanels';
import { applyToPromotionAtom, claimPromotionAtom, joinPromotionAtom } from './promotions.actions';
import { StyledActionNote, StyledError } from './PromotionsPage.styles';

/**
 * What the player can do in a promotion, by its kind and their status: join, apply (the
 * application form), claim, or a mechanic's panel. Every action goes through the protected-action
 * guard: a visitor is asked to log in, a trial account to register; the server refuses them too.
 */
export function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useLingui();
  const protect = useProtectedAction();
  const realMember = useAtomValue(realMemberAtom);
  const currency = useQuery(memberQuery, { enabled: false }).data?.currencySymbol ?? 'P';
  const join = useMoneyAction(joinPromotionAtom);
  const apply = useMoneyAction(applyToPromotionAtom);
  const claim = useMoneyAction(claimPromotionAtom);
  const [busy, setBusy] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const memberCentre = useMemberCentre();
  const { id, kind, status } = promotion;
  const reward = formatMoney(promotion.reward, { symbol: currency });

  const run = (action: () => Promise<unknown>) =>
    protect(() => {
      setBusy(true);
      void action()
        .catch(() => undefined)
        .finally(() => setBusy(false));
    });

  const error = join.error ?? claim.error;
  const errorLine = error && <StyledError role="alert">{error}</StyledError>;

  if (status === 'Close')
    return <StyledActionNote>{t`This promotion is not running now.`}</StyledActionNote>;
  if (status === 'Joined')
    return <StyledActionNote>{t`You have joined this promotion.`}</StyledActionNote>;
  if (status === 'Applying') {
    return <StyledActionNote>{t`Your application is being reviewed.`}</StyledActionNote>;
  }
  if (status === 'Rejected') {
    return <StyledActionNote>{t`Your application was not approved.`}</StyledActionNote>;
  }
  if (status === 'Issued') {
    return (
      <StyledActionNote>{t`Approved: ${reward} has been credited to your wallet.`}</StyledActionNote>
    );
  }
  if (status === 'Claimed') {
    return (
      <StyledActionNote>{t`Claimed: ${reward} has been credited to your wallet.`}</StyledActionNote>
    );
  }

  switch (kind) {
    case 'join':
      return (
        <>
          <Button loading={busy} onClick={() => run(() => join.run(id))}>{t`Join`}</Button>
          {errorLine}
        </>
      );
    case 'claim':
      return (
        <>
          <Button loading={busy} onClick={() => run(() => claim.run(id))}>
            {t`Claim ${reward}`}
          </Button>
          {errorLine}
        </>
      );
    case 'apply':
      return formOpen && realMember ? (
        <ApplicationForm
          error={apply.error}
          onSubmit={(application) => apply.run(id, application)}
        />
      ) : (
        <Button onClick={() => protect(() => setFormOpen(true))}>{t`Apply`}</Button>
      );
    default: {
      if (!realMember) {
        // The mechanic's panel is a member's: a visitor or a trial account is told what to do.
        return <Button onClick={() => protect(() => undefined)}>{t`Take part`}</Button>;
      }
      if (kind === 'invite') {
        return (
          <Link
            to={memberCentre.hrefFor('referral')}
          >{t`Open in the member centre: Invite friends`}</Link>
        );
      }
      if (kind === 'vip') return <Link to="/vip">{t`Open the VIP page`}</Link>;
      const Panel = mechanicPanels[kind];
      return <Panel promotionId={id} />;
    }
  }
}
