import { encodeCustomerServiceLink } from '@lobby/core';
import type { Database } from '../db';
import { REGISTER_FIELDS } from '../constants';
import type { Classification, GameType } from '../constants';
import { Random } from '../random';
import {
  BASE_RULES,
  COUNTRIES,
  GAME_WORDS,
  GAMES_PER_TYPE,
  HELP_SECTIONS,
  RULE_OVERRIDES,
  SEED_MERCHANTS,
  VENDORS,
  WHITELABEL_ON,
  WHITELABEL_TREE,
} from './data';
import type { SeedMerchant } from './data';
import { seedNotices } from './notices';

/** Bump only together with a new seed step: a step that has run on a database never changes. */
const SEED = 20260101;

/**
 * The brands, each open for business (the seed step "merchants"; migration 1 inserted them until
 * the seed moved out of the migrations).
 */
export function seedMerchants(db: Database): void {
  db.transaction(() => {
    for (const { code, name } of SEED_MERCHANTS) {
      db.run('INSERT INTO merchants (code, name) VALUES (?, ?)', [code, name]);
    }
    db.run('INSERT INTO system_status (merchant, status) SELECT code, 0 FROM merchants');
  });
}

/**
 * Inserts all seed content but the banners (the step "banners" draws them from their copy). Every
 * section draws from its own PRNG stream, so adding a banner never renumbers or renames the games.
 */
export function seedContent(db: Database): void {
  db.transaction(() => {
    seedCountries(db);
    seedHelp(db);
    seedVendorsAndGames(db);
    for (const merchant of SEED_MERCHANTS) seedMerchant(db, merchant.code);
  });
}

function stream(section: string): Random {
  let hash = SEED;
  for (let i = 0; i < section.length; i++) hash = Math.imul(hash ^ section.charCodeAt(i), 16777619);
  return new Random(hash);
}

function seedCountries(db: Database): void {
  COUNTRIES.forEach(([code, dial, name], position) => {
    db.run(
      'INSERT INTO countries (country_code, dialing_code, name, position) VALUES (?, ?, ?, ?)',
      [code, dial, name, position],
    );
  });
}

function seedHelp(db: Database): void {
  HELP_SECTIONS.forEach((section, position) => {
    db.run('INSERT INTO help_sections (id, title, content, position) VALUES (?, ?, ?, ?)', [
      section.id,
      section.title,
      section.content,
      position,
    ]);
  });
}

const CLASS_WEIGHTS: Readonly<Record<GameType, readonly (readonly [Classification, number])[]>> = {
  RNG: [
    ['SC', 70],
    ['VP', 8],
    ['TG', 5],
    ['AC', 7],
    ['JP', 7],
    ['BG', 3],
  ],
  LIVE: [['TG', 1]],
  FISH: [['AC', 1]],
  PVP: [
    ['TG', 3],
    ['AC', 1],
  ],
  SPORTS: [['AC', 1]],
  ESPORTS: [['AC', 1]],
  LOTTERY: [['BG', 1]],
  COCKFIGHT: [['AC', 1]],
  CARD: [
    ['TG', 3],
    ['VP', 1],
  ],
  MINI: [['AC', 1]],
  JACKPOT: [
    ['JP', 4],
    ['SC', 1],
  ],
};

const MIN_BET_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 30],
  [5, 25],
  [10, 25],
  [50, 12],
  [75, 8],
];

interface GameSeed {
  gameId: number;
  name: string;
  gameType: GameType;
  vassalage: string;
  classification: Classification;
  minBet: number;
  isHot: 0 | 1;
  isGame: string | null;
  colour: string;
}

function seedVendorsAndGames(db: Database): void {
  const random = stream('vendors');
  VENDORS.forEach(([code, gameType, name, hot], position) => {
    db.run(
      `INSERT INTO vendors (code, game_type, name, account_type_id, is_hot, colour, position)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [code, gameType, name, 1000 + position, hot, random.colour(), position],
    );
  });

  // Any cached list total is stale from here on (see catalog_version in migration 2).
  db.run('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
  const games = generateGames();
  // The list order: hot games first, then by name; the id breaks ties so the order is total.
  const ordered = [...games].sort(
    (a, b) =>
      b.isHot - a.isHot || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.gameId - b.gameId),
  );
  const sortKey = new Map(ordered.map((game, index) => [game.gameId, index + 1]));

  const insert = `INSERT INTO games (game_id, node_id, game_code, name, game_type, vassalage,
      classification, min_bet, is_hot, is_game, colour, sort_key)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  for (const game of games) {
    db.run(insert, [
      game.gameId,
      100000 + game.gameId,
      `${game.vassalage}_${String(game.gameId).padStart(5, '0')}`,
      game.name,
      game.gameType,
      game.vassalage,
      game.classification,
      game.minBet,
      game.isHot,
      game.isGame,
      game.colour,
      sortKey.get(game.gameId) ?? 0,
    ]);
  }
}

function generateGames(): GameSeed[] {
  const random = stream('games');
  const games: GameSeed[] = [];
  const { adjectives, nouns, suffixes, typeWords } = GAME_WORDS;
  for (const [gameType, count] of Object.entries(GAMES_PER_TYPE) as [GameType, number][]) {
    // Hot vendors carry more titles, as they do in real lobbies.
    const vendors = VENDORS.filter(([, type]) => type === gameType).map(
      ([code, , , hot]) => [code, hot ? 3 : 1] as const,
    );
    const words: readonly string[] | undefined =
      gameType === 'RNG' ? undefined : typeWords[gameType];
    for (let i = 0; i < count; i++) {
      const gameId = games.length + 1;
      const name = words
        ? `${random.pick(random.chance(0.5) ? adjectives : nouns)} ${random.pick(words)}${random.chance(0.2) ? ` ${random.int(2, 9)}` : ''}`
        : `${random.pick(adjectives)} ${random.pick(nouns)}${random.pick(suffixes)}`;
      // Lobbies of sub-games: live and lottery lobbies, and a few card tables.
      const lobby =
        (gameType === 'LIVE' || gameType === 'LOTTERY' || gameType === 'CARD') &&
        random.chance(0.04);
      games.push({
        gameId,
        name,
        gameType,
        vassalage: random.weighted(vendors),
        classification: random.weighted(CLASS_WEIGHTS[gameType]),
        minBet: random.weighted(MIN_BET_WEIGHTS),
        isHot: random.chance(0.06) ? 1 : 0,
        isGame: lobby ? 'VASSALAGE' : null,
        colour: random.colour(),
      });
    }
  }
  return games;
}

function seedMerchant(db: Database, merchant: SeedMerchant): void {
  const random = stream(`merchant:${merchant}`);
  const site = `${merchant}.example`;

  db.run('INSERT INTO merchant_settings (merchant, gtag_id) VALUES (?, ?)', [
    merchant,
    // One brand without analytics, so the optional field is exercised.
    merchant === 'ember' ? null : `G-${random.token(10).toUpperCase()}`,
  ]);

  const on = new Set(WHITELABEL_ON[merchant]);
  const flag = (modId: string) => (on.has(modId) ? '1' : '0');
  WHITELABEL_TREE.forEach((group, position) => {
    const insert =
      'INSERT INTO whitelabel_modules (merchant, mod_id, parent_mod_id, enabled, position) VALUES (?, ?, ?, ?, ?)';
    db.run(insert, [merchant, group.modId, null, flag(group.modId), position]);
    group.children.forEach((child, childPosition) => {
      db.run(insert, [merchant, child, group.modId, flag(child), childPosition]);
    });
  });

  REGISTER_FIELDS.forEach((field, position) => {
    const rule = { ...BASE_RULES[field], ...RULE_OVERRIDES[merchant][field] };
    db.run(
      `INSERT INTO register_rules (merchant, field, enabled, required, min_length, max_length,
         accepted_pattern, pattern_id, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        merchant,
        field,
        rule.enabled ? 1 : 0,
        rule.required ? 1 : 0,
        rule.minLength,
        rule.maxLength,
        rule.acceptedPattern,
        rule.patternId,
        position,
      ],
    );
  });

  // No qrCodeUrl: the site draws a real, scannable code from the download URL itself.
  const resources: [string, string, string | null][] = [
    ['IOS', `https://apps.${site}/ios`, null],
    ['ANDROID', `https://apps.${site}/android.apk`, null],
    ['FACEBOOK', `https://facebook.${site}/${merchant}`, null],
    ['TELEGRAM', `https://telegram.${site}/${merchant}`, null],
    ['YOUTUBE', `https://youtube.${site}/@${merchant}`, null],
    ['REFERRAL', `https://www.${site}/register?referralCode=`, null],
  ];
  // Viber only for one brand, so "the item shows only when the resource exists" is visible.
  if (merchant === 'jade') resources.push(['VIBER', `https://viber.${site}/${merchant}`, null]);
  resources.forEach(([type, url, qr], position) => {
    db.run(
      'INSERT INTO resources (merchant, resource_type, url, qr_code_url, position) VALUES (?, ?, ?, ?, ?)',
      [merchant, type, url, qr, position],
    );
  });

  const chat = `https://chat.${site}/livechat?brand=${merchant}&lang=MY`;
  const service: [string, string][] = [
    ['1', `https://telegram.${site}/${merchant}_support`],
    ['2', `mailto:support@${site}`],
    ['3', encodeCustomerServiceLink(chat, random.token(8))],
  ];
  service.forEach(([type, path], position) => {
    db.run('INSERT INTO customer_service (merchant, type, path, position) VALUES (?, ?, ?, ?)', [
      merchant,
      type,
      path,
      position,
    ]);
  });

  [`www.${site}`, `m.${site}`, `${merchant}-mirror.example`].forEach((domain, position) => {
    db.run('INSERT INTO domains (merchant, domain, speed, position) VALUES (?, ?, ?, ?)', [
      merchant,
      domain,
      random.int(20, 400),
      position,
    ]);
  });

  seedNotices(db, merchant);
}

/**
 * The member centre's switch (doc 1 §6), a group of its own in every brand's whitelabel tree,
 * after the others: on for every brand (a journey switches it off to see the warning).
 */
export function seedMemberCentreSwitch(db: Database): void {
  const insert =
    'INSERT INTO whitelabel_modules (merchant, mod_id, parent_mod_id, enabled, position) VALUES (?, ?, ?, ?, ?)';
  for (const { code } of SEED_MERCHANTS) {
    db.run(insert, [code, 'MEMBER3', null, '1', WHITELABEL_TREE.length]);
    db.run(insert, [code, 'MEMBERCENTER3', 'MEMBER3', '1', 0]);
  }
}
