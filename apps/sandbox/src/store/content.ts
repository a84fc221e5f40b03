import type { Database } from '../db';
import type { BannerGroup, LinkageType, NoticeType, RegisterField } from '../constants';

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export function getWhitelabelTree(db: Database, merchant: string): WhitelabelNode[] {
  const rows = db.all<{ mod_id: string; parent_mod_id: string | null; enabled: '1' | '0' }>(
    `SELECT mod_id, parent_mod_id, enabled FROM whitelabel_modules
     WHERE merchant = ? ORDER BY position, mod_id`,
    [merchant],
  );
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled, childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id);
    if (!node) continue;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    // An orphan (its parent deleted by hand) is shown at the top rather than lost.
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}

/** false when the merchant has no such module. */
export function setWhitelabelFlag(
  db: Database,
  merchant: string,
  modId: string,
  enabled: '1' | '0',
): boolean {
  return (
    db.run('UPDATE whitelabel_modules SET enabled = ? WHERE merchant = ? AND mod_id = ?', [
      enabled,
      merchant,
      modId,
    ]).changes === 1
  );
}

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: number;
}

export function getRegisterRules(
  db: Database,
  merchant: string,
): Partial<Record<RegisterField, FieldRule>> {
  const rows = db.all<{
    field: RegisterField;
    enabled: number;
    required: number;
    min_length: number;
    max_length: number;
    accepted_pattern: string;
    pattern_id: number;
  }>(
    `SELECT field, enabled, required, min_length, max_length, accepted_pattern, pattern_id
     FROM register_rules WHERE merchant = ? ORDER BY position`,
    [merchant],
  );
  const rules: Partial<Record<RegisterField, FieldRule>> = {};
  for (const row of rows) {
    rules[row.field] = {
      enabled: row.enabled === 1,
      required: row.required === 1,
      minLength: row.min_length,
      maxLength: row.max_length,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
    };
  }
  return rules;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

export function getCountries(db: Database): Country[] {
  return db
    .all<{ country_code: string; dialing_code: string; name: string }>(
      'SELECT country_code, dialing_code, name FROM countries ORDER BY position',
    )
    .map((r) => ({
      countryCode: r.country_code,
      countryDialingCode: r.dialing_code,
      name: r.name,
    }));
}

export interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
}

export function getResources(db: Database, merchant: string): Resource[] {
  return db
    .all<{ resource_type: string; url: string; qr_code_url: string | null }>(
      'SELECT resource_type, url, qr_code_url FROM resources WHERE merchant = ? ORDER BY position',
      [merchant],
    )
    .map((r) =>
      r.qr_code_url === null
        ? { resourceType: r.resource_type, url: r.url }
        : { resourceType: r.resource_type, url: r.url, qrCodeUrl: r.qr_code_url },
    );
}

export function getCustomerService(
  db: Database,
  merchant: string,
): { type: string; path: string }[] {
  return db.all<{ type: string; path: string }>(
    'SELECT type, path FROM customer_service WHERE merchant = ? ORDER BY position',
    [merchant],
  );
}

export function getDomains(db: Database, merchant: string): { domain: string; speed: number }[] {
  return db.all<{ domain: string; speed: number }>(
    'SELECT domain, speed FROM domains WHERE merchant = ? ORDER BY position',
    [merchant],
  );
}

export function getGtagId(db: Database, merchant: string): string | undefined {
  return (
    db.get<{ gtag_id: string | null }>('SELECT gtag_id FROM merchant_settings WHERE merchant = ?', [
      merchant,
    ])?.gtag_id ?? undefined
  );
}

export interface BannerRow {
  bannerId: number;
  groupName: BannerGroup;
  title: string | null;
  /** The line under the headline on the banner's picture. */
  subline: string | null;
  /** The button's label on the banner's picture. */
  callToAction: string | null;
  linkageType: LinkageType | null;
  linkage: string | null;
  colour: string;
}

const BANNER_COLUMNS = `banner_id AS bannerId, group_name AS groupName, title, subline,
  call_to_action AS callToAction, linkage_type AS linkageType, linkage, colour`;

export function getBanners(db: Database, merchant: string, group: BannerGroup): BannerRow[] {
  return db.all<BannerRow>(
    `SELECT ${BANNER_COLUMNS} FROM banners WHERE merchant = ? AND group_name = ? ORDER BY position`,
    [merchant, group],
  );
}

/** Any merchant's banner by id, for its picture (pictures are public). */
export function getBanner(db: Database, bannerId: number): BannerRow | undefined {
  return db.get<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners WHERE banner_id = ?`, [bannerId]);
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  type: NoticeType;
  createdAt: string;
}

export function getNotices(db: Database, merchant: string, types: readonly NoticeType[]): Notice[] {
  if (types.length === 0) return [];
  // One placeholder per type: the list is short and closed (validated against NOTICE_TYPES).
  return db.all<Notice>(
    `SELECT id, title, content, type, created_at AS createdAt FROM notices
     WHERE merchant = ? AND type IN (${types.map(() => '?').join(', ')})
     ORDER BY created_at DESC, id DESC`,
    [merchant, ...types],
  );
}

export function getHelpSections(db: Database): { id: string; title: string; content: string }[] {
  return db.all<{ id: string; title: string; content: string }>(
    'SELECT id, title, content FROM help_sections ORDER BY position',
  );
}

/**
 * Whether a whitelabel flag is on for the brand: the module and every group above it enabled. A
 * module the brand does not have is off.
 */
export function isFeatureEnabled(db: Database, merchant: string, modId: string): boolean {
  let current: string | null = modId;
  // The depth bound guards against a cycle written into the table by hand.
  for (let depth = 0; current !== null && depth < 16; depth++) {
    const row: { enabled: string; parent: string | null } | undefined = db.get(
      `SELECT enabled, parent_mod_id AS parent FROM whitelabel_modules
       WHERE merchant = ? AND mod_id = ?`,
      [merchant, current],
    );
    if (!row || row.enabled !== '1') return false;
    current = row.parent;
  }
  return current === null;
}
