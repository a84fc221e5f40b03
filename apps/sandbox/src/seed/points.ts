import type { Database } from '../db';
import { SEED_MERCHANTS } from './data';

/*
 * The points mall of every seeded brand (issue 27): its ratio and its items. One item is out of
 * stock, so the mall shows why it cannot be redeemed; the others have a few, so a journey can take
 * the last one. Jade pays less per point than the others.
 */

const ITEMS: readonly { name: string; cost: number; stock: number; colour: string }[] = [
  { name: 'Travel mug', cost: 500, stock: 40, colour: '#2f80ed' },
  { name: 'Sports cap', cost: 1_200, stock: 25, colour: '#27ae60' },
  { name: 'Wireless earbuds', cost: 6_000, stock: 8, colour: '#9b51e0' },
  { name: 'Gift card 50.00', cost: 5_500, stock: 15, colour: '#f2994a' },
  { name: 'Smart watch', cost: 20_000, stock: 0, colour: '#eb5757' },
  { name: 'Phone stand', cost: 800, stock: 3, colour: '#00a3a3' },
];

const RATIOS: Readonly<Record<string, number>> = { aurora: 100, jade: 200, ember: 100 };

export function seedPointsMall(db: Database): void {
  for (const { code } of SEED_MERCHANTS) {
    db.run('INSERT OR REPLACE INTO points_settings (merchant, ratio) VALUES (?, ?)', [
      code,
      RATIOS[code] ?? 100,
    ]);
    db.run('DELETE FROM mall_items WHERE merchant = ?', [code]);
    ITEMS.forEach((item, index) => {
      db.run(
        `INSERT INTO mall_items (merchant, name, cost, stock, colour, sort_key)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [code, item.name, item.cost, item.stock, item.colour, index],
      );
    });
  }
}
