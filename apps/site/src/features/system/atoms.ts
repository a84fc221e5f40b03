import {
  isApiError,
  type Permission,
  type ResourceEntry,
  type SystemStatus,
  type WhitelabelNode,
} from '@lobby/api';
import { pickCdn, systemGate, type SystemGate } from '@lobby/core';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';

export type SystemState =
  | { phase: 'loading' }
  | {
      phase: 'ready';
      gate: SystemGate;
      /** Maintenance end time, when the server gave one. */
      endTime?: string | undefined;
      /** The visitor's IP, for the region page. */
      ip?: string | undefined;
    };

/** The boot state: the shell renders while it is `loading`; a gate other than `open` replaces it. */
export const systemAtom = atom<SystemState>({ phase: 'loading' });

/** The site configuration of this host; null until it arrives (or when it failed). */
export const permissionAtom = atom<Permission | null>(null);

/** Image and game-launch CDNs, picked once at boot from the server's lists. */
export const imageCdnAtom = atom<string | null>(null);
export const launchCdnAtom = atom<string | null>(null);

function flatten(nodes: readonly WhitelabelNode[], into: Record<string, boolean>): void {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    flatten(node.childrenNodes, into);
  }
}

/** Whitelabel toggles by module id (`FREEPLAY3`: true); empty until the configuration arrives. */
export const whitelabelAtom = atom<Readonly<Record<string, boolean>>>((get) => {
  const flags: Record<string, boolean> = {};
  flatten(get(permissionAtom)?.info.whitelabel ?? [], flags);
  return flags;
});

/** The resources (apps, socials, referral) by type; empty until the configuration arrives. */
export const resourcesAtom = atom<Readonly<Record<string, ResourceEntry>>>((get) => {
  const byType: Record<string, ResourceEntry> = {};
  for (const entry of get(permissionAtom)?.info.resources ?? []) {
    byType[entry.resourceType.toUpperCase()] ??= entry;
  }
  return byType;
});

/** The gate of a status answer (or its failure) and the permission flags; maintenance wins. */
export function gateOf(
  status: PromiseSettledResult<SystemStatus>,
  permission: Permission | null,
): Extract<SystemState, { phase: 'ready' }> {
  let code: 0 | 1 | 2 | undefined;
  let endTime: string | undefined;
  let ip: string | undefined;
  if (status.status === 'fulfilled') {
    code = status.value.status;
    if (status.value.status === 1) endTime = status.value.endTime;
    if (status.value.status === 2) ip = status.value.ip;
  } else if (isApiError(status.reason, 'maintenance')) {
    code = 1;
    endTime = status.reason.failure.endTime;
  } else if (isApiError(status.reason, 'regionRestricted')) {
    code = 2;
    ip = status.reason.failure.ip;
  }
  const gate = systemGate({
    status: code,
    maintenance: permission?.maintenance,
    regionRestriction: permission?.regionRestriction,
  });
  return {
    phase: 'ready',
    gate,
    endTime: endTime ?? permission?.maintenanceEnd,
    ip: ip || permission?.location.ip || undefined,
  };
}

/**
 * The first screen is complete: its first calls have answered and the browser has had an idle
 * moment. Parts a player does not need in the first second (the app-download menu, the side bar,
 * the snow) wait for it, so their code and rendering stay out of the way of the page's content.
 */
export const startUpDoneAtom = atom(false);

/** Boot: system status and permission in parallel; the shell is already on screen meanwhile. */
export const bootSystemAtom = atom(null, async (get, set) => {
  const { api, client } = await get(apiAtom);
  const [status, permission] = await Promise.allSettled([
    api.getSystemStatus(client),
    api.getPermission(client, { url: window.location.host }),
  ]);
  const config = permission.status === 'fulfilled' ? permission.value : null;
  if (config) {
    set(permissionAtom, config);
    set(imageCdnAtom, pickCdn(config.info.imageCDNs));
    set(launchCdnAtom, pickCdn(config.info.launchGameCDNs));
  }
  set(systemAtom, gateOf(status, config));
});
