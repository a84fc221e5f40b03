import type { DomainRoute, Permission, SystemStatus } from '@lobby/api';
import { defineQuery } from '../../data/query';

/** The system status (0 open, 1 maintenance, 2 region restriction): the page's gate. */
export const systemStatusQuery = defineQuery<SystemStatus>({
  key: ['system', 'status'],
  scope: 'site',
  load: ({ api, client, signal }) => api.getSystemStatus(client, { signal }),
});

/** The site configuration of this host: whitelabel toggles, resources, customer service. */
export const permissionQuery = defineQuery<Permission>({
  key: ['system', 'permission'],
  scope: 'site',
  load: ({ api, client, signal }) =>
    api.getPermission(client, { url: window.location.host }, { signal }),
});

/**
 * The brand's domain list (doc 1 §7 "Domain list (routers)", cached): asked once a visit, after
 * the start-up has settled, for the domain check.
 */
export const domainRouteQuery = defineQuery<DomainRoute>({
  key: ['system', 'domainRoute'],
  scope: 'site',
  load: ({ api, client, signal }) => api.getDomainRoute(client, { signal }),
});
