import { VIP_SERVICE_LINK_TYPE, encodeCustomerServiceLink } from '@lobby/core';
import type { Database } from '../db';
import { Random } from '../random';
import { SEED_MERCHANTS } from './data';

/** Bump only together with a new seed step: a step that has run on a database never changes. */
const HEADER_DETAILS_SEED = 20261126;

/** The resource type of the operator's chat room (doc 1 §2: a modal the header owns). */
export const CHAT_ROOM_RESOURCE = 'CHATROOM';

/**
 * Where the demo chat room lives on the demo game host (its own origin, so the site frames it as
 * it would an operator's chat host): the resource holds this path, and the site configuration
 * answers it on the game host's origin (routes/system.ts).
 */
export function chatRoomPath(merchant: string): string {
  return `/chatroom?brand=${encodeURIComponent(merchant)}`;
}

/**
 * Seed step 'header details' (issue 29): every brand's VIP customer service (an encrypted link
 * of type "4" on its chat host, as live chat's type "3" is) and its chat room address.
 */
export function seedHeaderDetails(db: Database): void {
  const random = new Random(HEADER_DETAILS_SEED);
  for (const { code } of SEED_MERCHANTS) {
    const vip = `https://chat.${code}.example/vip?brand=${code}&lang=MY`;
    const services = db.get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM customer_service WHERE merchant = ?',
      [code],
    );
    db.run(
      'INSERT OR REPLACE INTO customer_service (merchant, type, path, position) VALUES (?, ?, ?, ?)',
      [
        code,
        VIP_SERVICE_LINK_TYPE,
        encodeCustomerServiceLink(vip, random.token(8)),
        services?.count ?? 0,
      ],
    );
    const resources = db.get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM resources WHERE merchant = ?',
      [code],
    );
    db.run(
      'INSERT OR REPLACE INTO resources (merchant, resource_type, url, qr_code_url, position) VALUES (?, ?, ?, NULL, ?)',
      [code, CHAT_ROOM_RESOURCE, chatRoomPath(code), resources?.count ?? 0],
    );
  }
}
