import { atom } from '../../state/jotai';

/** The captcha picture (a data URL) once the server asked for one; null while none is needed. */
export const captchaImageAtom = atom<string | null>(null);
