import { useLingui } from '@lingui/react/macro';
import type { PointsEarnType } from './types';

/** The translated name of each earn type (doc 2 §3.6: live, lottery, PVP, slots, sports...). */
export function useEarnTypeLabel(): (type: PointsEarnType) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'live':
        return t`Live`;
      case 'lottery':
        return t`Lottery`;
      case 'pvp':
        return t`PVP`;
      case 'slots':
        return t`Slots`;
      case 'sports':
        return t`Sports`;
      case 'redeem':
        return t`Redeem`;
      case 'deposit':
        return t`Deposit`;
      case 'convert':
        return t`Convert`;
    }
  };
}

/** Whole points as money is written (the spec's comma thousands): 12,500; a sign for a spend. */
export function formatPoints(points: number): string {
  const digits = String(Math.abs(Math.trunc(points))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return points < 0 ? `-${digits}` : digits;
}
