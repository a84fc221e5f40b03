import type { Database } from '../db';
import { getDomains } from '../store/content';
import { SEED_MERCHANTS } from './data';

/**
 * The hosts the sandbox serves the site on in development and in the journeys: the loopback names
 * and `<brand>.localhost` (Chromium's loopback, which picks a brand by host). The site checks its
 * host against the domain list (doc 1 §8), so they are the brands' domains here; any other host,
 * `unlisted.localhost` for one, is an invalid domain.
 */
export function loopbackHostsOf(merchant: string): readonly string[] {
  return ['localhost', '127.0.0.1', `${merchant}.localhost`];
}

/**
 * Seed step 'document one' (issue 29): loopback domains. (The registration age and the languages
 * it once set come from the brand files now: seed step 'brand files'.)
 */
export function seedDocumentOne(db: Database): void {
  for (const { code } of SEED_MERCHANTS) {
    const listed = new Set(getDomains(db, code).map((entry) => entry.domain));
    let position = listed.size;
    for (const host of loopbackHostsOf(code)) {
      if (listed.has(host)) continue;
      // Loopback answers fastest; the speed is the list's figure, not a measurement.
      db.run('INSERT INTO domains (merchant, domain, speed, position) VALUES (?, ?, ?, ?)', [
        code,
        host,
        1,
        position++,
      ]);
    }
  }
}
