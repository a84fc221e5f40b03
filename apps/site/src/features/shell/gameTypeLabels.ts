import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  PVP: msg`PVP`,
  COCKFIGHT: msg`Cockfight`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`Esports`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  LOTTERY: msg`Lottery`,
  CARD: msg`Cards`,
  MINI: msg`Mini games`,
  JACKPOT: msg`Jackpot`,
};

/** The navigation label of a game type; an unknown type shows its code. */
export function gameTypeLabel(i18n: I18n, type: string): string {
  const label = LABELS[type];
  return label ? i18n._(label) : type;
}
