import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { StyledPeriod } from './promotions.styles';

export interface PromotionPeriodProps {
  startTime: string;
  endTime: string;
}

/** "From ... to ...", in the page's language. */
export function PromotionPeriod({ startTime, endTime }: PromotionPeriodProps) {
  const { t, i18n } = useLingui();
  const from = formatDateTime(startTime, i18n.locale);
  const to = formatDateTime(endTime, i18n.locale);
  return <StyledPeriod>{t`${from} – ${to}`}</StyledPeriod>;
}
PromotionPeriod.displayName = 'PromotionPeriod';
