import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { useThemeScope } from '../../theme/ThemeContext';
import { maskEmail, maskPhone } from '../shared/amount';
import { formatDateTime } from '../shared/formatDateTime';
import { StyledFacts, StyledHeading, StyledSubheading } from '../shared/shared.styles';
import {
  StyledRow,
  StyledRowText,
  StyledRows,
  StyledSecurityCentre,
  StyledState,
  StyledLevelLink,
} from './SecurityCentre.styles';

export interface SecurityProfile {
  nickname: string;
  memberId: string | number;
  /** The bound phone number (shown masked), or null when none is bound. */
  phone: string | null;
  /** The bound email address (shown masked), or null when none is bound. */
  email: string | null;
}

export interface LoginRecord {
  /** ISO date-time of the sign-in. */
  time: string;
  ip: string;
  /** The device or browser, as the server names it. */
  device: string;
}

export interface SecurityCentreProps {
  profile: SecurityProfile;
  /** Whether a payment password is set: the row offers to set or to change it. */
  hasPaymentPassword: boolean;
  /** The latest sign-ins, newest first. @default [] */
  loginHistory?: readonly LoginRecord[];
  /** The history is loading. @default false */
  loginHistoryLoading?: boolean;
  onChangePassword: () => void;
  /** Opens the payment password form (set or change, by `hasPaymentPassword`). */
  onPaymentPassword: () => void;
  /** Shown while no phone is bound. */
  onBindPhone?: () => void;
  /** Shown while no email is bound. */
  onBindEmail?: () => void;
  /**
   * The member's level and the address of the player rank page (doc 2 §2.3 playerRank): the level
   * shows as a link to it. A plain click calls `onOpen` (the overlay moves there) instead.
   */
  level?: { name: string; href: string; onOpen: () => void };
}

/**
 * My account: the profile in short (nickname, ID, phone and email masked, bound or not), a row
 * per security setting with its action, and the latest sign-ins.
 */
export function SecurityCentre({
  profile,
  hasPaymentPassword,
  loginHistory = [],
  loginHistoryLoading = false,
  onChangePassword,
  onPaymentPassword,
  onBindPhone,
  onBindEmail,
  level,
}: SecurityCentreProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const { phone, email } = profile;

  const bound = (value: string | null, masked: (v: string) => string): ReactNode =>
    value ? (
      <>
        {/* Digits and stars keep their order in right-to-left text. */}
        <span dir="ltr">{masked(value)}</span>
        <StatusBadge tone="success">{t`Bound`}</StatusBadge>
      </>
    ) : (
      <StatusBadge tone="warning">{t`Not bound`}</StatusBadge>
    );

  const columns: DataTableColumn<LoginRecord>[] = [
    { id: 'time', header: t`Time`, cell: (row) => formatDateTime(row.time, lang) },
    { id: 'ip', header: t`IP address`, cell: (row) => row.ip },
    { id: 'device', header: t`Device`, cell: (row) => row.device },
  ];

  return (
    <StyledSecurityCentre aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`My account`}</StyledHeading>
      <StyledFacts>
        <dt>{t`Nickname`}</dt>
        <dd>{profile.nickname}</dd>
        <dt>{t`Member ID`}</dt>
        <dd>{profile.memberId}</dd>
        {level && (
          <>
            <dt>{t`Level`}</dt>
            <dd>
              <StyledLevelLink
                href={level.href}
                onClick={(event) => {
                  // A new tab or a copied link still works; a plain click stays in the overlay.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                    return;
                  event.preventDefault();
                  level.onOpen();
                }}
              >
                {level.name}
              </StyledLevelLink>
            </dd>
          </>
        )}
      </StyledFacts>
      <StyledSubheading>{t`Security`}</StyledSubheading>
      <StyledRows>
        <StyledRow>
          <StyledRowText>
            <span>{t`Login password`}</span>
          </StyledRowText>
          <Button variant="secondary" size="sm" onClick={onChangePassword}>
            {t`Change login password`}
          </Button>
        </StyledRow>
        <StyledRow>
          <StyledRowText>
            <span>{t`Payment password`}</span>
            <StyledState>
              {hasPaymentPassword ? (
                <StatusBadge tone="success">{t`Set`}</StatusBadge>
              ) : (
                <StatusBadge tone="warning">{t`Not set`}</StatusBadge>
              )}
            </StyledState>
          </StyledRowText>
          <Button variant="secondary" size="sm" onClick={onPaymentPassword}>
            {hasPaymentPassword ? t`Change payment password` : t`Set payment password`}
          </Button>
        </StyledRow>
        <StyledRow>
          <StyledRowText>
            <span>{t`Phone number`}</span>
            <StyledState>{bound(phone, maskPhone)}</StyledState>
          </StyledRowText>
          {!phone && onBindPhone && (
            <Button variant="secondary" size="sm" onClick={onBindPhone}>
              {t`Bind phone number`}
            </Button>
          )}
        </StyledRow>
        <StyledRow>
          <StyledRowText>
            <span>{t`Email`}</span>
            <StyledState>{bound(email, maskEmail)}</StyledState>
          </StyledRowText>
          {!email && onBindEmail && (
            <Button variant="secondary" size="sm" onClick={onBindEmail}>
              {t`Bind email`}
            </Button>
          )}
        </StyledRow>
      </StyledRows>
      <StyledSubheading>{t`Login history`}</StyledSubheading>
      <DataTable
        caption={t`Login history`}
        hideCaption
        columns={columns}
        rows={loginHistory}
        getRowKey={(row, index) => `${row.time}-${index}`}
        loading={loginHistoryLoading}
        loadingRows={3}
        emptyTitle={t`No sign-ins recorded yet`}
      />
    </StyledSecurityCentre>
  );
}
SecurityCentre.displayName = 'SecurityCentre';
