import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatMoney } from '@lobby/core';
import { StyledMoney } from './Money.styles';

export interface MoneyProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The amount in integer minor units (cents): `123456` shows `P1,234.56`. */
  amount: number;
  /** Currency symbol shown before the amount. @default 'P' */
  currency?: string;
  /**
   * Shows `***` instead of the amount (the balance eye toggle). The real amount is not rendered
   * at all, so it cannot be read from the page. @default false
   */
  hidden?: boolean;
}

/**
 * An amount of money through @lobby/core's `formatMoney`: 2 decimals, comma thousands, a currency
 * symbol (`-P1,234.56`) and tabular digits.
 */
export function Money({ amount, currency = 'P', hidden = false, ...rest }: MoneyProps) {
  const { t } = useLingui();
  return (
    <StyledMoney {...rest} data-hidden={hidden || undefined}>
      {hidden ? (
        <>
          <span aria-hidden="true">***</span>
          <VisuallyHidden>{t`Amount hidden`}</VisuallyHidden>
        </>
      ) : Number.isFinite(amount) ? (
        formatMoney(amount, { symbol: currency })
      ) : (
        // A missing amount is a data fault: show a dash rather than a made-up zero or a crash.
        '—'
      )}
    </StyledMoney>
  );
}
Money.displayName = 'Money';
