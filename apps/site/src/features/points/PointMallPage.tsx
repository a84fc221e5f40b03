import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@lobby/api';
import type { PointsEarnType, RedeemEntry } from '@lobby/api';
import {
  Button,
  ConvertForm,
  MallItem,
  PointsHistory,
  PointsSummary,
  RedeemDialog,
  type MallItemData,
  type PointsConversion,
} from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useAtomValue } from '../../state/jotai';
import { useProtectedAction } from '../account/useProtectedAction';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { useMoneyAction } from '../memberCentre/useMoneyAction';
import { PageLoad } from '../memberCentre/PageLoad';
import { SetPaymentPassword } from '../memberCentre/SetPaymentPassword';
import { realMemberAtom } from '../session/session.atoms';
import { convertAtom, redeemAtom } from './points.actions';
import {
  mallItemsQuery,
  pointsBalanceQuery,
  pointsConfigQuery,
  pointsDetailQuery,
  redeemListQuery,
} from './points.queries';
import { StyledItems, StyledPointMall, StyledSection, StyledTop } from './PointMallPage.styles';

/**
 * The money contract's refusal of a member who has no payment password yet (MONEY_CODES, which
 * a component may not import: see eslint.config.js).
 */
const PAYMENT_PASSWORD_NOT_SET = 'PAYMENT_PASSWORD_NOT_SET';

/**
 * /pointMall (doc 2 §3.6, §7; issue 27): the member's points and what they are worth, the
 * conversion to wallet money, the merchant's items and the history of redeems and points. A
 * visitor sees the items; every action of a visitor opens the login, of a trial account the
 * register notice (useProtectedAction); the sandbox refuses them too.
 */
export function PointMallPage() {
  const { t } = useLingui();
  const isMember = useAtomValue(realMemberAtom);
  const protect = useProtectedAction();
  const money = useCurrencyProps();
  const itemsHeading = useId();

  const config = useQuery(pointsConfigQuery);
  const items = useQuery(mallItemsQuery);
  const balance = useQuery(isMember ? pointsBalanceQuery : null);
  const points = balance.data?.points ?? null;

  const redeem = useMoneyAction(redeemAtom);
  const convert = useMoneyAction(convertAtom);
  const [redeeming, setRedeeming] = useState<MallItemData | null>(null);
  const [redeemed, setRedeemed] = useState<RedeemEntry | null>(null);
  const [converted, setConverted] = useState<PointsConversion | null>(null);

  // A member without a payment password is offered to set it here (the refusal's way on).
  const [needsPassword, setNeedsPassword] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const noteRefusal = (failure: unknown) => {
    if (isApiError(failure, 'server') && failure.failure.code === PAYMENT_PASSWORD_NOT_SET) {
      setNeedsPassword(true);
      setRedeeming(null);
    }
  };

  const openRedeem = (item: MallItemData) =>
    protect(() => {
      redeem.clearError();
      setRedeeming(item);
    });

  return (
    <StyledPointMall>
      <h1>{t`Points shop`}</h1>
      {needsPassword && (
        <StyledSection>
          {settingPassword ? (
            <SetPaymentPassword
              onSet={() => {
                setSettingPassword(false);
                setNeedsPassword(false);
                redeem.clearError();
                convert.clearError();
              }}
            />
          ) : (
            <>
              <p role="alert">{t`Set a payment password first. You will enter it to confirm each redeem and conversion.`}</p>
              <Button onClick={() => setSettingPassword(true)}>{t`Set payment password`}</Button>
            </>
          )}
        </StyledSection>
      )}
      <PageLoad result={config} lines={3}>
        {(rules) => (
          <StyledTop>
            <PointsSummary points={isMember ? points : 0} ratio={rules.ratio} {...money} />
            {isMember ? (
              // Loading, or the balance's failure with a retry, or the form.
              <PageLoad result={balance}>
                {({ points: held }) => (
                  <ConvertForm
                    points={held}
                    ratio={rules.ratio}
                    minConvert={rules.minConvert}
                    convertStep={rules.convertStep}
                    {...money}
                    onSubmit={async (request) => {
                      setConverted(null);
                      try {
                        const result = await convert.run(request);
                        setConverted({ points: request.points, credited: result.credited });
                      } catch (failure) {
                        noteRefusal(failure);
                        throw failure;
                      }
                    }}
                    error={convert.error}
                    converted={converted}
                  />
                )}
              </PageLoad>
            ) : (
              <StyledSection>
                <h2>{t`Convert points`}</h2>
                <p>{t`Log in with a member account to see your points and convert them.`}</p>
                <Button onClick={() => protect(() => undefined)}>{t`Convert points`}</Button>
              </StyledSection>
            )}
          </StyledTop>
        )}
      </PageLoad>

      <StyledSection aria-labelledby={itemsHeading}>
        <h2 id={itemsHeading}>{t`Items`}</h2>
        {/* Stays mounted, so the news of a redeem is read out. */}
        <div role="status">
          {redeemed && (
            <p>
              {t`${redeemed.itemName} × ${redeemed.quantity} redeemed. It is In Process until the site approves it.`}
            </p>
          )}
        </div>
        <PageLoad result={items}>
          {(list) =>
            list.length === 0 ? (
              <p>{t`There are no items in the shop yet.`}</p>
            ) : (
              <StyledItems>
                {list.map((item) => (
                  <li key={item.id}>
                    <MallItem item={item} onRedeem={openRedeem} />
                  </li>
                ))}
              </StyledItems>
            )
          }
        </PageLoad>
      </StyledSection>

      {isMember && <History />}

      <RedeemDialog
        item={redeeming}
        points={points ?? 0}
        onClose={() => setRedeeming(null)}
        onSubmit={async (request) => {
          try {
            setRedeemed(await redeem.run(request));
            setRedeeming(null);
          } catch (failure) {
            noteRefusal(failure);
            throw failure;
          }
        }}
        error={redeem.error}
      />
    </StyledPointMall>
  );
}

/** The two histories, each a page at a time; the details filtered by earn type. */
function History() {
  const { i18n } = useLingui();
  const [redeemPage, setRedeemPage] = useState(1);
  const [detailPage, setDetailPage] = useState(1);
  const [earnType, setEarnType] = useState<PointsEarnType | ''>('');
  const redeems = useQuery(redeemListQuery(redeemPage), { keepPrevious: true });
  const details = useQuery(pointsDetailQuery(earnType || null, detailPage), {
    keepPrevious: true,
  });
  const failure = (result: { failed: boolean; error: unknown }) =>
    result.failed ? errorMessage(i18n, result.error) : null;

  return (
    <PointsHistory
      redeems={{
        rows: redeems.data?.list ?? [],
        page: redeemPage,
        totalPages: redeems.data?.totalPage ?? 0,
        onPageChange: setRedeemPage,
        loading: redeems.data === undefined && !redeems.failed,
        error: failure(redeems),
        onRetry: () => void redeems.refetch(),
      }}
      details={{
        rows: details.data?.list ?? [],
        page: detailPage,
        totalPages: details.data?.totalPage ?? 0,
        onPageChange: setDetailPage,
        loading: details.data === undefined && !details.failed,
        error: failure(details),
        onRetry: () => void details.refetch(),
        earnType,
        onEarnTypeChange: (next) => {
          setEarnType(next);
          setDetailPage(1);
        },
      }}
    />
  );
}
