import type { BootHandover } from './contract';

/**
 * What the boot script left for the application, taken once. Without a boot script (the
 * development server, a page without a prerendered shell) there is no shell and nothing asked.
 */
export function takeBootHandover(): BootHandover {
  const handover = window.lobbyBoot ?? { shell: false, prefetched: [] };
  delete window.lobbyBoot;
  return handover;
}
