import { DEFAULT_MERCHANT } from '../constants';
import type { Database } from '../db';
import { applyBrandFile, readBrandFiles } from './brandFiles';
import type { BrandFile } from './brandFiles';
import { loopbackHostsOf } from './documentOne';

/**
 * The configuration a merchant opened for a new brand file starts from: the default brand's rows
 * of every table keyed by merchant alone (its switches, registration rules, resources, customer
 * service, wallets, levels, rates). Lists with rows of their own (banners, notices, deposit
 * methods, missions) start empty: the operator fills them, and the site shows them empty meanwhile.
 */
const TEMPLATE_TABLES = [
  'system_status',
  'merchant_settings',
  'whitelabel_modules',
  'register_rules',
  'resources',
  'customer_service',
  'merchant_wallet_vendors',
  'player_levels',
  'rebate_rates',
  'referral_settings',
  'contract_kinds',
  'vip_levels',
] as const;

function copyTemplateRows(db: Database, table: string, from: string, to: string): void {
  const columns = db
    .all<{ name: string }>(`PRAGMA table_info("${table}")`)
    .map((column) => column.name);
  const quoted = columns.map((name) => `"${name}"`).join(', ');
  const selected = columns.map((name) => (name === 'merchant' ? '?' : `"${name}"`)).join(', ');
  db.run(
    `INSERT INTO "${table}" (${quoted}) SELECT ${selected} FROM "${table}" WHERE merchant = ?`,
    [to, from],
  );
}

/**
 * A brand is one file (issue 29): a brand file the sandbox has no merchant for (one made by
 * `pnpm brand:new`) gets one at the next start, named by the file, answering on its hosts and the
 * loopback names, with the default brand's configuration and the file's own settings. Runs at
 * every start after the seed steps; a brand that has its merchant is left alone. Answers the codes
 * it opened.
 */
export function openBrandMerchants(
  db: Database,
  files: readonly BrandFile[] = readBrandFiles(),
): string[] {
  const known = new Set(
    db.all<{ code: string }>('SELECT code FROM merchants').map((row) => row.code),
  );
  const opened: string[] = [];
  for (const file of files) {
    if (known.has(file.code)) continue;
    db.transaction(() => {
      db.run('INSERT INTO merchants (code, name) VALUES (?, ?)', [file.code, file.name]);
      for (const table of TEMPLATE_TABLES) {
        copyTemplateRows(db, table, DEFAULT_MERCHANT, file.code);
      }
      const hosts = [...new Set([...file.hosts, ...loopbackHostsOf(file.code)])];
      hosts.forEach((host, position) => {
        // Loopback answers fastest; the speed is the list's figure, not a measurement.
        db.run('INSERT INTO domains (merchant, domain, speed, position) VALUES (?, ?, ?, ?)', [
          file.code,
          host,
          1,
          position,
        ]);
      });
      applyBrandFile(db, file);
    });
    opened.push(file.code);
  }
  return opened;
}
