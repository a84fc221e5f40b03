import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { assetUrl } from '../http/assetUrl';
import { ok } from '../http/envelope';
import { visitorIp } from '../http/ip';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { readQuery } from '../http/query';
import { rateLimit } from '../http/rateLimit';
import {
  getCountries,
  getCustomerService,
  getDomains,
  getGtagId,
  getHelpSections,
  getRegisterRules,
  getResources,
  getWhitelabelTree,
} from '../store/content';
import type { Resource } from '../store/content';
import { issueBotChallenge } from '../store/botCheck';
import { getLanguages, getRegistrationAge } from '../store/brandSettings';
import { issueNonce } from '../store/security';
import { getSystemStatus } from '../store/system';
import type { SystemStatusCode } from '../store/system';
import type { Database } from '../db';
import { CHAT_ROOM_RESOURCE } from '../seed/headerDetails';
import type { IdentityChannel } from '@lobby/api';
import { enabledChannels } from '../identityProvider/store';

export interface SystemStatusValue {
  status: SystemStatusCode;
  endTime?: string;
  ip?: string;
}

// The site sends `location.host`: a host name or an IP literal, with an optional port.
const hostSchema = v.pipe(
  v.string(),
  v.maxLength(261, 'is too long'),
  v.regex(
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/,
    'must be a host name',
  ),
);

export function systemRoutes(
  { db, now, keys, limits, botCheckDifficulty, origin }: Services,
  // header details (issue 29): the demo game host also serves the brands' chat rooms.
  { gameOrigin }: { gameOrigin?: string | undefined } = {},
) {
  const resources = (origin: string, db: Database, merchant: string) =>
    resourcesOf(origin, db, merchant, gameOrigin);
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  routes.get('/status', (c) => {
    const current = getSystemStatus(db, c.var.merchant.code);
    const value: SystemStatusValue = { status: current.status };
    if (current.status === 1 && current.maintenanceEnd) value.endTime = current.maintenanceEnd;
    if (current.status === 2) {
      const ip = visitorIp(c);
      if (ip) value.ip = ip;
    }
    return ok(c, value);
  });

  routes.get('/permission', (c) => {
    readQuery(c, v.object({ url: hostSchema }));
    const code = c.var.merchant.code;
    const status = getSystemStatus(db, code);
    const gtagId = getGtagId(db, code);
    const cdn = [origin];
    return ok(c, {
      info: {
        whitelabel: getWhitelabelTree(db, code),
        register: getRegisterRules(db, code),
        resources: resources(origin, db, code),
        customerService: getCustomerService(db, code).map((s) => ({
          csType: s.type,
          path: s.path,
        })),
        ...(gtagId === undefined ? {} : { analytics: { gtagId } }),
        imageCDNs: cdn,
        launchGameCDNs: cdn,
        // document 1 rows (issue 29)
        ...languagesOf(db, code),
        registrationAge: getRegistrationAge(db, code),
        // social and phone-provider sign-in (issue 29)
        ...identityOf(db, code),
      },
      location: { ip: visitorIp(c) ?? '' },
      maintenance: status.status === 1,
      regionRestriction: status.status === 2,
      ...(status.status === 1 && status.maintenanceEnd
        ? { maintenanceEnd: status.maintenanceEnd }
        : {}),
    });
  });

  routes.get('/whitelabel', (c) => ok(c, getWhitelabelTree(db, c.var.merchant.code)));

  routes.get('/country', (c) => ok(c, getCountries(db)));

  routes.get('/setting/register', (c) => ok(c, getRegisterRules(db, c.var.merchant.code)));

  routes.get('/domainRoute', (c) =>
    ok(c, {
      domainList: getDomains(db, c.var.merchant.code),
      resources: resources(origin, db, c.var.merchant.code),
    }),
  );

  routes.get('/helpCenter', (c) => ok(c, { sections: getHelpSections(db) }));

  routes.get('/customerService', (c) =>
    ok(c, { version: { pathList: getCustomerService(db, c.var.merchant.code) } }),
  );

  routes.get('/encryptionKey', async (c) => {
    const { keyId, publicKey, algorithm } = await keys.current();
    return ok(c, { keyId, publicKey, algorithm });
  });

  routes.get('/nonce', rateLimit({ db, now, name: 'nonce', rule: limits.nonce }), (c) =>
    ok(c, issueNonce(db, now())),
  );

  // The bot check (ADR 009): a proof-of-work challenge, single use, two minutes.
  routes.get(
    '/botChallenge',
    rateLimit({ db, now, name: 'botChallenge', rule: limits.botChallenge }),
    (c) => ok(c, issueBotChallenge(db, botCheckDifficulty, now())),
  );

  return routes;
}

function languagesOf(db: Database, merchant: string): { languages?: string[] } {
  const languages = getLanguages(db, merchant);
  return languages === undefined ? {} : { languages };
}

function resourcesOf(
  origin: string,
  db: Database,
  merchant: string,
  gameOrigin: string | undefined,
): Resource[] {
  return getResources(db, merchant).flatMap((r) => {
    // The chat room is a page of the demo game host: without one there is no chat room to show.
    if (r.resourceType === CHAT_ROOM_RESOURCE) {
      return gameOrigin === undefined ? [] : [{ ...r, url: new URL(r.url, gameOrigin).href }];
    }
    return [r.qrCodeUrl === undefined ? r : { ...r, qrCodeUrl: assetUrl(origin, r.qrCodeUrl) }];
  });
}

/** The identity provider's project and the merchant's channels; nothing when none is on. */
function identityOf(
  db: Database,
  merchant: string,
): { identity?: { project: string; channels: IdentityChannel[] } } {
  const channels = enabledChannels(db, merchant);
  return channels.length === 0 ? {} : { identity: { project: merchant, channels } };
}
