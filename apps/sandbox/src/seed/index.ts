import type { Database } from '../db';
import { seedAccounts } from './accounts';
import { seedBanners } from './banners';
import { seedContent, seedMemberCentreSwitch, seedMerchants } from './content';
import { SEED_MERCHANTS } from './data';
import { seedLobby } from './lobby';
import { seedGameMaintenance } from './maintenance';
import { withdrawHostileNotices } from './notices';
import { seedMoney } from './money';
import { seedBetHistory } from './records';
import { seedRewardsAndMissions } from './claims';
import { seedMessages } from './messages';
import { seedWinners } from './winners';
import { seedVipLevels } from './vip';
import { seedAgentTeam } from './agentTeam';
// agent centre: contracts
import { seedAgentContracts } from './agentContracts';
// document 1 rows (issue 29)
import { seedDocumentOne } from './documentOne';
import { seedHeaderDetails } from './headerDetails';
// a brand is one file (issues 29, 30)
import { seedFromBrandFiles } from './brandFiles';
import { openBrandMerchants } from './brandMerchants';
import { setChannel } from '../identityProvider/store';
// promotions and activities (issue 27)
import { seedPromotions } from './promotions';
import { seedPointsMall } from './points';

export { SEED_MERCHANTS } from './data';
export { seedContent, seedMerchants } from './content';
export { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODES, DEMO_KNOWN_IP, seedAccounts } from './accounts';
export type { DemoAccount, DemoAccountName } from './accounts';
export { DEMO_PAYMENT_PASSWORD, DEMO_WALLET_VENDORS, MULTI_WALLET_MERCHANT } from './money';

/**
 * One part of the seed: it runs once per database (`seed_steps` records it), after the migrations
 * have built the schema. A step that has run on a database is never edited, like a shipped
 * migration: a change to the seed is a new step at the end of the list.
 */
export interface SeedStep {
  /** Recorded in `seed_steps`; never renamed. */
  name: string;
  /**
   * `now` is the seed's one reading of the clock (epoch ms): the steps whose data is relative to
   * today (the bet history, today's missions) read it, so one run sees one day throughout.
   */
  run: (db: Database, now: number) => void;
}

/**
 * In order. Until migration 11 the migrations seeded the data themselves; migration 11 marks the
 * steps those migrations did as done on a database they ran on (LEGACY_SEED_STEPS), so nothing is
 * seeded twice.
 */
export const SEED_STEPS: readonly SeedStep[] = [
  { name: 'merchants', run: seedMerchants },
  { name: 'content', run: seedContent },
  { name: 'accounts', run: seedAccounts },
  // Window vendors, the VN lottery's draws and the lottery games' popularity.
  { name: 'lobby', run: seedLobby },
  { name: 'game maintenance', run: seedGameMaintenance },
  { name: 'banners', run: seedBanners },
  // Content seeded before ADR 020 gave every brand the notices with hostile markup.
  {
    name: 'no hostile notices',
    run: (db) => {
      for (const { code } of SEED_MERCHANTS) withdrawHostileNotices(db, code);
    },
  },
  { name: 'winners', run: seedWinners },
  // Deposit methods, vendor wallets, uplines and player01's money history (ADR 027).
  { name: 'money', run: seedMoney },
  { name: 'member centre switch', run: seedMemberCentreSwitch },
  // Member centre II, records and rank: the brands' player levels and player01's 60 days of bets.
  { name: 'bet history', run: (db, now) => seedBetHistory(db, now) },
  // Missions, rebate rates and player01's rewards and today's mission progress.
  { name: 'rewards and missions', run: seedRewardsAndMissions },
  // Player01's inbox, the referral rate and player01's two referred friends.
  { name: 'messages', run: seedMessages },
  // agent centre (issue 26): agent01's three-level downline, its bets and the agent notices.
  { name: 'agent team', run: seedAgentTeam },
  // agent centre: contracts. After 'agent team' (agent01's downline): the kinds switched on, a
  // contract of each kind for agent01, agent02's and agent04's, agent03's pending offer, payouts.
  { name: 'agent contracts', run: seedAgentContracts },
  // document 1 rows (issue 29): loopback hosts in the domain lists.
  { name: 'document one', run: seedDocumentOne },
  // A brand is one file (issues 29, 30): each brand file's languages, registration age and
  // protection tools, cooling-off and choices.
  { name: 'brand files', run: seedFromBrandFiles },
  // header details (issue 29): every brand's VIP customer service and chat room address.
  { name: 'header details', run: seedHeaderDetails },
  // Social and phone-provider sign-in (issue 29): jade (code login and mobile registration on)
  // sends its SMS codes through the identity provider and offers Google; aurora offers Google and
  // keeps its own SMS codes. Ember offers neither.
  {
    name: 'identity channels',
    run: (db) => {
      for (const channel of ['phone', 'google']) setChannel(db, 'jade', channel, true);
      setChannel(db, 'aurora', 'google', true);
    },
  },
  // promotions and activities (issue 27): every brand's promotions, one of every kind.
  { name: 'promotions', run: seedPromotions },
  // points mall (issue 27): every brand's ratio and items
  { name: 'points mall', run: seedPointsMall },
  // VIP club (issue 27): every seeded brand's VIP ladder.
  { name: 'vip levels', run: seedVipLevels },
];

/**
 * Runs the steps this database has not had yet, in one transaction: a fresh database gets the
 * whole seed, an existing one only the steps added since, and a second process opening the same
 * file waits for the first and finds nothing left to do. Answers the steps it ran.
 */
export function seedDatabase(db: Database, now: number = Date.now()): string[] {
  return db.transaction(() => {
    const done = new Set(
      db.all<{ step: string }>('SELECT step FROM seed_steps').map((row) => row.step),
    );
    const ran: string[] = [];
    for (const step of SEED_STEPS) {
      if (done.has(step.name)) continue;
      step.run(db, now);
      db.run('INSERT INTO seed_steps (step, done_at) VALUES (?, ?)', [
        step.name,
        new Date().toISOString(),
      ]);
      ran.push(step.name);
    }
    // Not a step: a brand file added since the last start gets its merchant now.
    openBrandMerchants(db);
    return ran;
  });
}

/** Puts every table back to the state of a freshly seeded database (POST /wps/dev/reset). */
export function resetToSeed(db: Database, now: number = Date.now()): void {
  db.transaction(() => {
    // Children before parents; the merchant-owned tables go with their merchant, and favourites,
    // lottery games, maintenance marks and the winner board with the games (ON DELETE CASCADE).
    for (const table of [
      'games',
      'vendors',
      'merchants',
      'countries',
      'help_sections',
      'nonces',
      'outbox',
      'rate_limits',
      // Merchant-owned account tables go with the merchants; these belong to no merchant.
      'bot_challenges',
      'login_failures',
      'account_failures',
      'csp_reports',
    ]) {
      db.run(`DELETE FROM ${table}`);
    }
    db.run("DELETE FROM sqlite_sequence WHERE name = 'outbox'");
    // Every step again; seed_steps keeps saying they are done. Then the brand files' merchants.
    for (const step of SEED_STEPS) step.run(db, now);
    openBrandMerchants(db);
  });
}
