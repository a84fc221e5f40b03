import { localeEntry, type LocaleEntry } from '@lobby/i18n';
import type { Mode } from '@lobby/theme';
import { atom } from '../../state/jotai';

/** Set once at start from storage (or the brand's default mode); changed by the theme switch. */
export const modeAtom = atom<Mode>('light');

/** The active language; its catalog is loaded before the atom changes, so text never flashes. */
export const localeAtom = atom<LocaleEntry>(localeEntry('MY'));
