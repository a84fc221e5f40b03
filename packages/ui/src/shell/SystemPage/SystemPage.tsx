import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { useThemeScope } from '../../theme/ThemeContext';
import { MaintenanceIcon, RegionIcon } from './icons';
import {
  StyledActions,
  StyledCard,
  StyledDetails,
  StyledIcon,
  StyledMessage,
  StyledPage,
  StyledTitle,
} from './SystemPage.styles';

export type SystemPageKind = 'maintenance' | 'region';

export interface SystemPageProps {
  /** `maintenance`: the site is down for work; `region`: the visitor's country or IP is blocked. */
  kind: SystemPageKind;
  /** Replaces the default (translated) heading. */
  title?: ReactNode;
  /** Replaces the default (translated) explanation, e.g. with the server's message. */
  message?: ReactNode;
  /** Maintenance only: when the work should end. Shown in the reader's locale; an invalid date is left out. */
  endTime?: Date | number | string | undefined;
  /** Time zone for `endTime` (IANA name). @default the browser's */
  timeZone?: string | undefined;
  /** Region only: the visitor's IP address, as the server saw it. */
  ip?: string | undefined;
  /** Opens customer service. The button shows only when this is passed. */
  onContactService?: () => void;
  className?: string;
}

/** Formats an instant for the reader; `null` when it is not a valid date. */
export function formatEndTime(
  value: Date | number | string,
  locale: string | undefined,
  timeZone?: string,
): { iso: string; text: string } | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone && { timeZone }),
    });
  } catch {
    // An unknown locale tag or time zone: the browser's defaults still give a readable time.
    format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  }
  return { iso: date.toISOString(), text: format.format(date) };
}

/**
 * The page that replaces the whole site during maintenance, or for a visitor from a blocked
 * region: a main landmark with one h1, the reason, the end time or the IP, and customer service.
 */
export function SystemPage({
  kind,
  title,
  message,
  endTime,
  timeZone,
  ip,
  onContactService,
  className,
}: SystemPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useThemeScope();
  const maintenance = kind === 'maintenance';
  const end =
    maintenance && endTime !== undefined
      ? formatEndTime(endTime, lang ?? i18n.locale, timeZone)
      : null;

  return (
    <StyledPage className={className} data-kind={kind}>
      <StyledCard>
        <StyledIcon>{maintenance ? <MaintenanceIcon /> : <RegionIcon />}</StyledIcon>
        <StyledTitle>
          {title ?? (maintenance ? t`We are under maintenance` : t`Not available in your region`)}
        </StyledTitle>
        <StyledMessage>
          {message ?? (
            <p>
              {maintenance
                ? t`We are improving the site and will be back soon. Thank you for your patience.`
                : t`Sorry, our service is not available in your country or region.`}
            </p>
          )}
        </StyledMessage>
        {end && (
          <StyledDetails>
            <dt>{t`Expected to end`}</dt>
            <dd>
              <time dateTime={end.iso}>{end.text}</time>
            </dd>
          </StyledDetails>
        )}
        {!maintenance && ip && (
          <StyledDetails>
            <dt>{t`Your IP address`}</dt>
            <dd>
              <bdi dir="ltr">{ip}</bdi>
            </dd>
          </StyledDetails>
        )}
        {onContactService && (
          <StyledActions>
            <Button onClick={onContactService}>{t`Contact customer service`}</Button>
          </StyledActions>
        )}
      </StyledCard>
    </StyledPage>
  );
}
SystemPage.displayName = 'SystemPage';
