import { defaultBrand, type Brand } from '@lobby/theme';
import { atom } from '../../state/jotai';

/** The merchant's brand, resolved once at start. */
export const brandAtom = atom<Brand>(defaultBrand);
