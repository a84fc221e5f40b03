import type { Mode } from '@lobby/theme';

// Preferences only; no secret is ever stored through this module.
const MODE_KEY = 'lobby.mode';
const LANGUAGE_KEY = 'lobby.language';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, policies): preferences then last for the visit only.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See read(): not being able to remember a preference is not an error for the player.
  }
}

export function readStoredMode(): Mode | null {
  const value = read(MODE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

export function storeMode(mode: Mode): void {
  write(MODE_KEY, mode);
}

export function readStoredLanguage(): string | null {
  return read(LANGUAGE_KEY);
}

export function storeLanguage(code: string): void {
  write(LANGUAGE_KEY, code);
}

const LOW_DATA_KEY = 'lobby.lowData';

/** The lobby's low-data choice; null when the player never chose (the browser's Save-Data decides). */
export function readStoredLowData(): boolean | null {
  const value = read(LOW_DATA_KEY);
  return value === 'on' ? true : value === 'off' ? false : null;
}

export function storeLowData(on: boolean): void {
  write(LOW_DATA_KEY, on ? 'on' : 'off');
}
