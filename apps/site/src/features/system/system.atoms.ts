import {
  isApiError,
  type Permission,
  type ResourceEntry,
  type SystemStatus,
  type WhitelabelNode,
} from '@lobby/api';
import { systemGate, type SystemGate } from '@lobby/core';
import { queryState } from '../../data/query';
import { atom } from '../../state/jotai';
import { permissionQuery, systemStatusQuery } from './system.queries';

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

/** The site configuration of this host; null until it arrives (or when it failed). */
export const permissionAtom = atom<Permission | null>(
  (get) => queryState(get, permissionQuery).data ?? null,
);

/**
 * The page's gate: `loading` until the status and the configuration have answered (the shell
 * shows meanwhile); then open, or the maintenance or region page that replaces the site.
 */
export const systemAtom = atom<SystemState>((get) => {
  const status = queryState(get, systemStatusQuery);
  const permission = queryState(get, permissionQuery);
  if (status.status === 'pending' || permission.status === 'pending') return { phase: 'loading' };
  return gateOf(
    status.status === 'success'
      ? { status: 'fulfilled', value: status.data! }
      : { status: 'rejected', reason: status.error },
    permission.data ?? null,
  );
});

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
