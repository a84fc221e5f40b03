import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import {
  SYSTEM_STATUS,
  countryListSchema,
  customerServiceSchema,
  domainRouteSchema,
  encryptionKeySchema,
  helpCenterSchema,
  nonceSchema,
  permissionSchema,
  registerSettingSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '../schemas/system';
import type {
  Country,
  CustomerService,
  DomainRoute,
  EncryptionKey,
  HelpCenter,
  Nonce,
  Permission,
  PermissionQuery,
  RegisterSetting,
  SystemStatus,
  WhitelabelNode,
} from '../schemas/system';
import type { CallOptions } from './options';
import { withSignal } from './options';

export function getSystemStatus(client: ApiClient, options?: CallOptions): Promise<SystemStatus> {
  return client.request({
    method: 'GET',
    path: paths.systemStatus,
    value: systemStatusSchema,
    ...withSignal(options),
  });
}

/**
 * Turns a status answer of maintenance (1) or region restriction (2) into the same typed failure an
 * HTTP 503 / 451 gives, so the site has one place that picks the maintenance or blocked page.
 */
export function assertSystemAvailable(status: SystemStatus): void {
  if (status.status === SYSTEM_STATUS.maintenance) {
    throw new ApiError({
      kind: 'maintenance',
      ...(status.endTime === undefined ? {} : { endTime: status.endTime }),
    });
  }
  if (status.status === SYSTEM_STATUS.regionRestricted) {
    throw new ApiError({
      kind: 'regionRestricted',
      ...(status.ip === undefined ? {} : { ip: status.ip }),
    });
  }
}

/** The site's configuration for the current host (`url` = location.host). */
export function getPermission(
  client: ApiClient,
  query: PermissionQuery,
  options?: CallOptions,
): Promise<Permission> {
  return client.request({
    method: 'GET',
    path: paths.systemPermission,
    query: { url: query.url },
    value: permissionSchema,
    ...withSignal(options),
  });
}

export function getWhitelabel(client: ApiClient, options?: CallOptions): Promise<WhitelabelNode[]> {
  return client.request({
    method: 'GET',
    path: paths.systemWhitelabel,
    value: whitelabelSchema,
    ...withSignal(options),
  });
}

export function getCountries(client: ApiClient, options?: CallOptions): Promise<Country[]> {
  return client.request({
    method: 'GET',
    path: paths.systemCountry,
    value: countryListSchema,
    ...withSignal(options),
  });
}

export function getRegisterSetting(
  client: ApiClient,
  options?: CallOptions,
): Promise<RegisterSetting> {
  return client.request({
    method: 'GET',
    path: paths.systemRegisterSetting,
    value: registerSettingSchema,
    ...withSignal(options),
  });
}

export function getDomainRoute(client: ApiClient, options?: CallOptions): Promise<DomainRoute> {
  return client.request({
    method: 'GET',
    path: paths.systemDomainRoute,
    value: domainRouteSchema,
    ...withSignal(options),
  });
}

export function getHelpCenter(client: ApiClient, options?: CallOptions): Promise<HelpCenter> {
  return client.request({
    method: 'GET',
    path: paths.systemHelpCenter,
    value: helpCenterSchema,
    ...withSignal(options),
  });
}

export function getCustomerService(
  client: ApiClient,
  options?: CallOptions,
): Promise<CustomerService> {
  return client.request({
    method: 'GET',
    path: paths.systemCustomerService,
    value: customerServiceSchema,
    ...withSignal(options),
  });
}

/** The client fetches and caches this itself for encrypted calls; exposed for diagnostics. */
export function getEncryptionKey(client: ApiClient, options?: CallOptions): Promise<EncryptionKey> {
  return client.request({
    method: 'GET',
    path: paths.systemEncryptionKey,
    value: encryptionKeySchema,
    ...withSignal(options),
  });
}

export function getNonce(client: ApiClient, options?: CallOptions): Promise<Nonce> {
  return client.request({
    method: 'GET',
    path: paths.systemNonce,
    value: nonceSchema,
    ...withSignal(options),
  });
}
