import { useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  BindContactForm,
  ForcedChangeDialog,
  PaymentPasswordForm,
  SecurityCentre,
} from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { memberQuery } from '../account/member.queries';
import {
  bindContactAtom,
  changeLoginPasswordAtom,
  sendBindCodeAtom,
} from '../account/password.actions';
import { countriesQuery, registerSettingQuery } from '../account/register.queries';
import { setPaymentPasswordAtom } from './money.actions';
import { depositMethodsQuery, loginHistoryQuery } from './money.queries';
import { PageLoad } from './PageLoad';
import { playerRankQuery } from './records.queries';
import { useMemberCentreMove } from './useMemberCentreMove';
import { useMoneyAction } from './useMoneyAction';

/**
 * My account (securityCenter): the profile, the login password and the payment password, the
 * mobile number and e-mail address (bound with a code sent to them), and the latest sign-ins.
 */
export function SecurityCentrePage() {
  const { t } = useLingui();
  const member = useQuery(memberQuery);
  const settings = useQuery(depositMethodsQuery);
  const history = useQuery(loginHistoryQuery);
  const rules = useQuery(registerSettingQuery).data;
  // The level links to the player rank page (doc 2 §2.3); without an answer there is no row.
  const rank = useQuery(playerRankQuery).data;
  const memberCentre = useMemberCentreMove();
  const setPassword = useMoneyAction(setPaymentPasswordAtom);
  const changePassword = useMoneyAction(changeLoginPasswordAtom);
  const bind = useMoneyAction(bindContactAtom);
  const sendBindCode = useMoneyAction(sendBindCodeAtom);
  const [editing, setEditing] = useState<'paymentPassword' | 'password' | 'phone' | 'email' | null>(
    null,
  );
  const countries = useQuery(editing === 'phone' ? countriesQuery : null).data;
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <PageLoad result={member}>
      {(info) => {
        const hasPaymentPassword =
          settings.data?.hasPaymentPassword ?? info.hasPaymentPassword ?? false;
        return (
          <>
            <div role="status">{saved}</div>
            {editing === 'phone' || editing === 'email' ? (
              <BindContactForm
                kind={editing}
                countries={countries ?? []}
                onSendCode={(target) => sendBindCode.run(target)}
                onSubmit={async ({ target, code }) => {
                  await bind.run({ ...target, code });
                  setEditing(null);
                  setSaved(
                    editing === 'phone'
                      ? t`Your mobile number is bound.`
                      : t`Your e-mail address is bound.`,
                  );
                }}
                onCancel={() => setEditing(null)}
                error={bind.error ?? sendBindCode.error}
              />
            ) : editing === 'paymentPassword' ? (
              <PaymentPasswordForm
                mode={hasPaymentPassword ? 'change' : 'set'}
                onSubmit={async ({ oldPassword, newPassword }) => {
                  await setPassword.run({
                    password: newPassword,
                    ...(oldPassword !== undefined && { oldPassword }),
                  });
                  setEditing(null);
                  setSaved(t`Your payment password is saved.`);
                }}
                error={setPassword.error}
              />
            ) : (
              <SecurityCentre
                profile={{
                  nickname: info.nickname ?? info.account,
                  memberId: info.id,
                  phone: info.mobileNum ?? null,
                  email: info.email ?? null,
                }}
                hasPaymentPassword={hasPaymentPassword}
                {...(rank && {
                  level: {
                    name: rank.level.name,
                    href: memberCentre.hrefFor('playerRank'),
                    onOpen: () => memberCentre.moveTo('playerRank'),
                  },
                })}
                loginHistory={(history.data ?? []).map((record) => ({
                  time: record.at,
                  ip: record.ip,
                  device: record.device,
                }))}
                loginHistoryLoading={history.data === undefined}
                onChangePassword={() => {
                  setSaved(null);
                  setEditing('password');
                }}
                onPaymentPassword={() => {
                  setSaved(null);
                  setEditing('paymentPassword');
                }}
                onBindPhone={() => {
                  setSaved(null);
                  setEditing('phone');
                }}
                onBindEmail={() => {
                  setSaved(null);
                  setEditing('email');
                }}
              />
            )}
            {/* issue 30: the member centre's way to the responsible-gaming page (limits, breaks) */}
            <p>
              <Link to="/responsibleGaming">{t`Responsible gaming: limits, reality check and breaks`}</Link>
            </p>
            <ForcedChangeDialog
              open={editing === 'password'}
              onOpenChange={(open) => {
                if (!open) setEditing(null);
              }}
              required={false}
              reason="chosen"
              askOldPassword
              username={info.account}
              {...(rules?.password ? { passwordRule: rules.password } : {})}
              onSubmit={async ({ oldPassword, newPassword }) => {
                await changePassword.run({ oldPassword: oldPassword ?? '', newPassword });
                setEditing(null);
                setSaved(t`Your password is changed.`);
              }}
              error={changePassword.error}
            />
          </>
        );
      }}
    </PageLoad>
  );
}
