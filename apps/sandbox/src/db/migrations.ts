import type { Database } from './types';

// Schema only: the data is the seed's (seed/index.ts), which runs after the migrations. db/ imports
// nothing of the sandbox above it (ADR 026).

export interface MigrationContext {
  /** The versions the database had before this run: what an older sandbox did to it. */
  appliedBefore: ReadonlySet<number>;
}

export interface Migration {
  /** Strictly increasing; never renumber or edit a migration that has shipped — add a new one. */
  version: number;
  name: string;
  /** SQL (may hold several statements) or a function that changes the schema in code. */
  up: string | ((db: Database, context: MigrationContext) => void);
}

/**
 * The seed steps (seed/index.ts) that migrations 1 to 10 did themselves until migration 11 moved
 * the seed out of them: on a database those migrations ran on, migration 11 marks these steps done.
 */
export const LEGACY_SEED_STEPS: ReadonlyMap<number, readonly string[]> = new Map([
  [1, ['merchants']],
  [3, ['content']],
  [5, ['accounts']],
  [6, ['lobby']],
  [7, ['game maintenance']],
  [8, ['banners', 'no hostile notices']],
  [10, ['winners']],
]);

// Migration 6, one statement each (a function migration runs them through Database.run).
const LOBBY_SCHEMA = [
  // 'window': the vendor's games refuse to be framed and open in a window of their own.
  `ALTER TABLE vendors ADD COLUMN launch_mode TEXT NOT NULL DEFAULT 'iframe'
     CHECK (launch_mode IN ('iframe', 'window'))`,
  // Launches in the last week as the operator reports them; GAME_popular ranks lottery games by it.
  `ALTER TABLE games ADD COLUMN popularity INTEGER NOT NULL DEFAULT 0 CHECK (popularity >= 0)`,
  // The hot tab reads only hot rows (a few percent of a type): these hold just those, in list order.
  `CREATE INDEX games_hot_by_type ON games (game_type, sort_key) WHERE is_hot = 1`,
  `CREATE INDEX games_hot_by_vendor ON games (game_type, vassalage, sort_key) WHERE is_hot = 1`,
  // Favourites name the game by node id (doc 2 §3.4) and go with their member or game.
  `CREATE TABLE favourites (
     member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
     node_id INTEGER NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (member_id, node_id)
   ) STRICT`,
  // Without it every deleted game (a reset deletes 10,000) would scan the table for its favourites.
  `CREATE INDEX favourites_by_node ON favourites (node_id)`,
  // The VN lottery's draw games: their menu group, the play type the betting page opens on, and
  // how often they draw (minutes).
  `CREATE TABLE lottery_games (
     game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
     group_code TEXT NOT NULL CHECK (group_code IN ('NORTH', 'CENTRAL', 'SOUTH', 'FAST')),
     default_play_type TEXT NOT NULL,
     draw_interval_minutes INTEGER NOT NULL CHECK (draw_interval_minutes BETWEEN 1 AND 10080),
     position INTEGER NOT NULL
   ) STRICT`,
] as const;

export const migrations: readonly Migration[] = [
  {
    // It inserted the three brands too until migration 11; the seed step "merchants" does now.
    version: 1,
    name: 'merchants and system status',
    up: `
      CREATE TABLE merchants (
        code TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL
      ) STRICT;

      -- status: 0 normal, 1 maintenance, 2 region restriction (the /wps/system/status codes)
      CREATE TABLE system_status (
        merchant TEXT PRIMARY KEY NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        maintenance_end TEXT,
        message TEXT
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'site content, catalogue and security tables',
    up: `
      CREATE TABLE merchant_settings (
        merchant TEXT PRIMARY KEY NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        gtag_id TEXT
      ) STRICT;

      -- The whitelabel tree: parent_mod_id NULL marks a root; position orders siblings.
      CREATE TABLE whitelabel_modules (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        mod_id TEXT NOT NULL,
        parent_mod_id TEXT,
        enabled TEXT NOT NULL CHECK (enabled IN ('0', '1')),
        position INTEGER NOT NULL,
        PRIMARY KEY (merchant, mod_id)
      ) STRICT;

      CREATE TABLE register_rules (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        field TEXT NOT NULL,
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        required INTEGER NOT NULL CHECK (required IN (0, 1)),
        min_length INTEGER NOT NULL CHECK (min_length >= 0),
        max_length INTEGER NOT NULL CHECK (max_length >= min_length),
        accepted_pattern TEXT NOT NULL,
        pattern_id INTEGER NOT NULL CHECK (pattern_id BETWEEN 0 AND 23),
        position INTEGER NOT NULL,
        PRIMARY KEY (merchant, field)
      ) STRICT;

      CREATE TABLE countries (
        country_code TEXT PRIMARY KEY NOT NULL,
        dialing_code TEXT NOT NULL,
        name TEXT NOT NULL,
        position INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE resources (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        resource_type TEXT NOT NULL,
        url TEXT NOT NULL,
        qr_code_url TEXT,
        position INTEGER NOT NULL,
        PRIMARY KEY (merchant, resource_type)
      ) STRICT;

      CREATE TABLE customer_service (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        type TEXT NOT NULL,
        path TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (merchant, type)
      ) STRICT;

      CREATE TABLE domains (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        domain TEXT NOT NULL,
        speed INTEGER NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (merchant, domain)
      ) STRICT;

      CREATE TABLE banners (
        banner_id INTEGER PRIMARY KEY NOT NULL,
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        group_name TEXT NOT NULL,
        title TEXT,
        linkage_type TEXT CHECK (linkage_type IN ('URL', 'PROMOTION', 'GAME')),
        linkage TEXT,
        colour TEXT NOT NULL,
        position INTEGER NOT NULL,
        CHECK ((linkage_type IS NULL) = (linkage IS NULL))
      ) STRICT;
      CREATE INDEX banners_by_group ON banners (merchant, group_name, position);

      CREATE TABLE notices (
        id INTEGER PRIMARY KEY NOT NULL,
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX notices_by_type ON notices (merchant, type, created_at);

      CREATE TABLE help_sections (
        id TEXT PRIMARY KEY NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        position INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE vendors (
        code TEXT PRIMARY KEY NOT NULL,
        game_type TEXT NOT NULL,
        name TEXT NOT NULL,
        account_type_id INTEGER NOT NULL,
        is_hot INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
        colour TEXT NOT NULL,
        position INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX vendors_by_type ON vendors (game_type, is_hot DESC, position);

      -- sort_key is the list order (hot first, then by name) computed once at seed time, so every
      -- filter below reads rows in index order and stops after one page: no sort, no full scan.
      CREATE TABLE games (
        game_id INTEGER PRIMARY KEY NOT NULL,
        node_id INTEGER NOT NULL UNIQUE,
        game_code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        game_type TEXT NOT NULL,
        vassalage TEXT NOT NULL REFERENCES vendors (code),
        classification TEXT NOT NULL CHECK (classification IN ('SC', 'VP', 'TG', 'AC', 'JP', 'BG')),
        min_bet INTEGER NOT NULL CHECK (min_bet > 0),
        is_hot INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
        is_game TEXT,
        colour TEXT NOT NULL,
        sort_key INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX games_by_type ON games (game_type, sort_key);
      CREATE INDEX games_by_vendor ON games (game_type, vassalage, sort_key);
      CREATE INDEX games_by_class ON games (game_type, classification, sort_key);
      CREATE INDEX games_by_min_bet ON games (game_type, min_bet, sort_key);

      -- Bumped on every change to the games, so the store can cache list totals (a COUNT over a name
      -- filter reads thousands of rows) and never serve a stale one. The seed bumps it once per
      -- bulk load (a per-row INSERT/DELETE trigger would run 10,000 times); the trigger catches
      -- edits by hand. Its one row belongs to the schema, not the seed: a reset keeps it.
      CREATE TABLE catalog_version (
        id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
        version INTEGER NOT NULL
      ) STRICT;
      INSERT INTO catalog_version (id, version) VALUES (1, 0);
      CREATE TRIGGER games_updated AFTER UPDATE ON games
        BEGIN UPDATE catalog_version SET version = version + 1; END;

      -- Single-use server nonces for the encrypted calls; expires_at in epoch milliseconds.
      CREATE TABLE nonces (
        nonce TEXT PRIMARY KEY NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX nonces_by_expiry ON nonces (expires_at);

      -- What the sandbox "sends" by SMS or e-mail; the dev outbox shows it.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        recipient TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX outbox_by_recipient ON outbox (recipient, id);

      -- Fixed-window counters of the rate limiter; a row is dead once expires_at has passed.
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY NOT NULL,
        window_start INTEGER NOT NULL,
        count INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX rate_limits_by_expiry ON rate_limits (expires_at);
    `,
  },
  {
    // Seeded the content until migration 11; the seed step "content" does now. Kept, so a database
    // that has it is not asked to run it again.
    version: 3,
    name: 'seed content',
    up: '',
  },
  {
    version: 4,
    name: 'members, sessions and account-access challenges',
    up: `
      -- Players, agents, trial and back-office accounts, per brand. Times are epoch milliseconds;
      -- money is integer minor units. The account name compares without case: Player01 is player01.
      CREATE TABLE members (
        id INTEGER PRIMARY KEY NOT NULL,
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        account TEXT NOT NULL COLLATE NOCASE,
        -- scrypt$N$r$p$salt$hash; NULL for an account that never logs in by password (trial)
        password_hash TEXT,
        nickname TEXT,
        -- 0 player, 1, 2, 41, 42 agent types, 4 trial (doc 1 sections 4 and 9)
        type INTEGER NOT NULL CHECK (type IN (0, 1, 2, 4, 41, 42)),
        -- a back-office account: it exists but may not log in to the site
        non_member INTEGER NOT NULL DEFAULT 0 CHECK (non_member IN (0, 1)),
        dialing_code TEXT,
        mobile TEXT,
        email TEXT COLLATE NOCASE,
        payee_name TEXT,
        payment_password_hash TEXT,
        club_label TEXT,
        club_rank INTEGER,
        balance INTEGER NOT NULL DEFAULT 0,
        -- NULL: set up by the operator with no change date, so it never counts as expired
        password_changed_at INTEGER,
        first_login_done INTEGER NOT NULL DEFAULT 0 CHECK (first_login_done IN (0, 1)),
        language TEXT,
        created_at INTEGER NOT NULL,
        -- base32 authenticator secret, and the last time step used (a code works once)
        totp_secret TEXT,
        totp_last_step INTEGER,
        -- the one-time password of a forgot-by-e-mail request, until used or expired
        reset_hash TEXT,
        reset_expires_at INTEGER,
        register_method TEXT,
        register_url TEXT,
        referral_code TEXT,
        affiliate_code TEXT,
        recommender TEXT,
        -- qqNum, line, whatsapp, facebook, wechat, idNumber as given at registration: kept, never queried
        contacts TEXT NOT NULL DEFAULT '{}',
        CHECK ((dialing_code IS NULL) = (mobile IS NULL)),
        CHECK ((club_label IS NULL) = (club_rank IS NULL)),
        CHECK ((reset_hash IS NULL) = (reset_expires_at IS NULL)),
        UNIQUE (merchant, account),
        UNIQUE (merchant, dialing_code, mobile)
      ) STRICT;
      CREATE INDEX members_by_mobile ON members (merchant, mobile);

      CREATE TABLE member_labels (
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        label_name TEXT NOT NULL,
        color TEXT,
        PRIMARY KEY (member_id, position)
      ) STRICT;

      -- The addresses a member has logged in from; any other one needs the new-IP step.
      CREATE TABLE known_ips (
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        first_seen_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, ip)
      ) STRICT;

      -- Only the SHA-256 of a token is stored: a copy of this table logs nobody in.
      -- change_free: the session itself proved the member (SMS code, forced change), so a password
      -- change needs no old password.
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        login_method TEXT NOT NULL
          CHECK (login_method IN ('password', 'sms', 'register', 'freeplay', 'reset')),
        change_free INTEGER NOT NULL CHECK (change_free IN (0, 1)),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_member ON sessions (member_id);
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);

      -- SMS and e-mail codes: the latest per purpose and recipient wins; hashed, capped attempts.
      CREATE TABLE verification_codes (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forgot', 'new-ip')),
        recipient TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, purpose, recipient)
      ) STRICT;
      CREATE INDEX verification_codes_by_expiry ON verification_codes (expires_at);

      -- One captcha per visitor address and brand: the latest picture is the one to answer.
      CREATE TABLE captcha_challenges (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        answer TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, ip)
      ) STRICT;
      CREATE INDEX captcha_challenges_by_expiry ON captcha_challenges (expires_at);

      -- Proof-of-work challenges, single use.
      CREATE TABLE bot_challenges (
        id TEXT PRIMARY KEY NOT NULL,
        salt TEXT NOT NULL,
        difficulty INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX bot_challenges_by_expiry ON bot_challenges (expires_at);

      -- Failed logins per account and per address, for the captcha marker (a sliding window).
      CREATE TABLE login_failures (
        key TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX login_failures_by_key ON login_failures (key, failed_at);

      -- A login held back until the member proves it from a new address.
      CREATE TABLE login_verifications (
        id TEXT PRIMARY KEY NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        -- comma list of mobile, email, bankAccountName, authenticator
        methods TEXT NOT NULL,
        login_method TEXT NOT NULL CHECK (login_method IN ('password', 'reset')),
        change_free INTEGER NOT NULL CHECK (change_free IN (0, 1)),
        attempts INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL
      ) STRICT;

      -- domain NULL: valid on any of the brand's domains.
      CREATE TABLE affiliate_codes (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        code TEXT NOT NULL COLLATE NOCASE,
        domain TEXT,
        active INTEGER NOT NULL CHECK (active IN (0, 1)),
        PRIMARY KEY (merchant, code)
      ) STRICT;
    `,
  },
  {
    // Seeded the demo accounts until migration 11; the seed step "accounts" does now.
    version: 5,
    name: 'seed demo accounts and affiliate codes',
    up: '',
  },
  {
    // Its seed (window vendors, VN draws, popularity) is the seed step "lobby" since migration 11.
    version: 6,
    name: 'lobby lists: favourites, launch modes, hot indexes, lottery menus and popularity',
    up: (db) => {
      for (const statement of LOBBY_SCHEMA) db.run(statement);
    },
  },
  {
    // Its seed (games under maintenance) is the seed step "game maintenance" since migration 11.
    version: 7,
    name: 'game launches, game sessions, bets and the wallet ledger',
    up: (db) => {
      for (const statement of GAME_PLAY_TABLES) db.run(statement);
    },
  },
  {
    // Its seed is the seed steps "banners" (the campaigns, which replaced the banners of migration
    // 3) and "no hostile notices" (migration 3 gave every brand the notices with hostile markup;
    // now the tests add them to one brand through a dev control) since migration 11.
    version: 8,
    name: 'banner campaigns drawn from their copy; hostile notices only on request',
    up: `
      -- A banner's picture is drawn from its headline (the title), subline and call to action.
      ALTER TABLE banners ADD COLUMN subline TEXT;
      ALTER TABLE banners ADD COLUMN call_to_action TEXT;
    `,
  },
  {
    version: 9,
    name: 'rules held by the server: forced change, wrong codes, failed logins, CSP reports',
    up: `
      -- must_change: the login had to change its password (the default one, or an expired one
      -- where the brand enforces expiry); until it does, only change password and logout answer.
      ALTER TABLE sessions ADD COLUMN must_change INTEGER NOT NULL DEFAULT 0
        CHECK (must_change IN (0, 1));
      ALTER TABLE login_verifications ADD COLUMN must_change INTEGER NOT NULL DEFAULT 0
        CHECK (must_change IN (0, 1));

      -- Every wrong SMS or e-mail code, per recipient and whatever the purpose or the resend:
      -- the daily cap counts these, so a new code no longer buys new guesses.
      CREATE TABLE code_failures (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX code_failures_by_recipient ON code_failures (merchant, recipient, failed_at);
      CREATE INDEX code_failures_by_time ON code_failures (failed_at);

      -- Failed logins in a row per account (member:<id>) or unknown name (name:<brand>:<name>),
      -- until a login or a reset: the waits and the lock (account/lockout.ts).
      CREATE TABLE account_failures (
        key TEXT PRIMARY KEY NOT NULL,
        consecutive INTEGER NOT NULL CHECK (consecutive > 0),
        last_failed_at INTEGER NOT NULL
      ) STRICT;

      -- Content-Security-Policy violations browsers reported (POST /wps/csp-report), the newest
      -- few hundred: URLs kept to origin and path, never a query.
      CREATE TABLE csp_reports (
        id INTEGER PRIMARY KEY NOT NULL,
        received_at INTEGER NOT NULL,
        document_url TEXT NOT NULL,
        directive TEXT NOT NULL,
        blocked TEXT NOT NULL,
        source_file TEXT,
        line INTEGER,
        column_number INTEGER,
        disposition TEXT NOT NULL,
        sample TEXT
      ) STRICT;
    `,
  },
  {
    // Its seed (the board's big wins) is the seed step "winners" since migration 11.
    version: 10,
    name: 'the winner rank list: big wins by time of day, player names masked',
    up: `
      -- A seeded big win: when in the day it happens (it comes back daily, so the board always
      -- has recent wins without a clock in the seed), by whom (masked here already: the board
      -- never holds an account name), in which game, for how much (minor units).
      CREATE TABLE winner_board (
        id INTEGER PRIMARY KEY NOT NULL,
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        player TEXT NOT NULL CHECK (instr(player, '***') > 0),
        game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
        amount INTEGER NOT NULL CHECK (amount > 0),
        second_of_day INTEGER NOT NULL CHECK (second_of_day BETWEEN 0 AND 86399)
      ) STRICT;
      CREATE INDEX winner_board_by_merchant ON winner_board (merchant, second_of_day);
      -- The played wins are read newest first per brand; bets had no index by time.
      CREATE INDEX bets_by_time ON bets (created_at);
    `,
  },
  {
    version: 11,
    name: 'seed steps: the seed runs after the migrations, each step once',
    up: (db, { appliedBefore }) => {
      // The seed steps a database has had (seed/index.ts), with when.
      db.run(`CREATE TABLE seed_steps (
        step TEXT PRIMARY KEY NOT NULL,
        done_at TEXT NOT NULL
      ) STRICT`);
      // An older sandbox seeded in its migrations: the steps they did are done on this database,
      // since the time they ran. A migration of this run seeded nothing, so it marks nothing.
      for (const [version, steps] of LEGACY_SEED_STEPS) {
        if (!appliedBefore.has(version)) continue;
        for (const step of steps) {
          db.run(
            'INSERT INTO seed_steps (step, done_at) SELECT ?, applied_at FROM schema_migrations WHERE version = ?',
            [step, version],
          );
        }
      }
    },
  },
  {
    version: 12,
    name: 'money: deposits, withdrawals, payees, vendor wallets, uplines and a wider ledger',
    up: (db) => {
      for (const statement of MONEY_SCHEMA) db.run(statement);
    },
  },
  {
    // SQLite cannot change a CHECK: the table is rebuilt with its codes (nothing references it).
    version: 13,
    name: 'codes that bind a mobile number or an e-mail address to a member',
    up: `
      CREATE TABLE verification_codes_next (
        merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forgot', 'new-ip', 'bind')),
        recipient TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (merchant, purpose, recipient)
      ) STRICT;
      INSERT INTO verification_codes_next SELECT * FROM verification_codes;
      DROP TABLE verification_codes;
      ALTER TABLE verification_codes_next RENAME TO verification_codes;
      CREATE INDEX verification_codes_by_expiry ON verification_codes (expires_at);
    `,
  },
  {
    version: 14,
    name: 'bonuses: money the merchant credits (promotion, rebate, mission, reward, referral)',
    up: (db) => {
      for (const statement of BONUS_SCHEMA) db.run(statement);
    },
  },
  {
    version: 15,
    name: 'records and rank: the merchant levels and bets by member and time',
    up: (db) => {
      for (const statement of RECORDS_SCHEMA) db.run(statement);
    },
  },
  {
    version: 16,
    name: 'rewards, missions and the manual rebate, each claimed once by a unique claim row',
    up: (db) => {
      for (const statement of CLAIM_SCHEMA) db.run(statement);
    },
  },
  // --- member centre II: messages and referral ---
  {
    version: 17,
    name: 'inbox messages, referral codes, the referral rate and the referral bonuses paid',
    up: (db) => {
      for (const statement of MESSAGES_AND_REFERRAL_SCHEMA) db.run(statement);
    },
  },
  // --- agent centre: team (issue 26) ---
  {
    version: 18,
    name: 'agent centre team: rebate rates of members, promotion codes, agent notices and applications',
    up: (db) => {
      for (const statement of AGENT_TEAM_SCHEMA) db.run(statement);
    },
  },
  // --- agent centre: contracts ---
  {
    version: 19,
    name: 'agent contracts: the merchant switches per kind, offers and their states, payouts once',
    up: (db) => {
      for (const statement of CONTRACT_SCHEMA) db.run(statement);
    },
  },
  // --- document 1 rows (issue 29) ---
  {
    version: 20,
    name: 'the age a visitor confirms to register and the languages a brand offers',
    up: (db) => {
      for (const statement of DOCUMENT_ONE_SCHEMA) db.run(statement);
    },
  },
  // --- player protection (issue 30) ---
  {
    version: 21,
    name: 'player protection: limits, reality-check preferences, breaks, the market profile',
    up: (db) => {
      for (const statement of PROTECTION_SCHEMA) db.run(statement);
    },
  },
  // --- social and phone-provider sign-in (issue 29) ---
  {
    version: 22,
    name: 'identity provider: the channels a merchant enables, phone verifications, dev faults',
    up: (db) => {
      for (const statement of IDENTITY_PROVIDER_SCHEMA) db.run(statement);
    },
  },
  // --- promotions and activities (issue 27) ---
  {
    version: 23,
    name: 'promotions: a merchant promotions by kind, the member entries once each, the images',
    up: (db) => {
      for (const statement of PROMOTION_SCHEMA) db.run(statement);
    },
  },
  // --- promotion mechanics (issue 27) ---
  {
    version: 24,
    name: 'promotion mechanics: red envelopes, wheel spins, egg smashes, sign-ins, each taken once',
    up: (db) => {
      for (const statement of MECHANICS_SCHEMA) db.run(statement);
    },
  },
  // --- points mall (issue 27) ---
  {
    version: 25,
    name: 'points mall: the points ledger, the merchant ratio, mall items and redeems',
    up: (db) => {
      for (const statement of POINTS_MALL_SCHEMA) db.run(statement);
    },
  },
  // --- VIP club and feedback (issue 27) ---
  {
    version: 26,
    name: 'VIP levels per merchant and the feedback players send',
    up: (db) => {
      for (const statement of VIP_SCHEMA) db.run(statement);
    },
  },
  // --- free spins (issue 27) ---
  {
    version: 27,
    name: 'free spins: a grant per member and promotion on one slot game, its rounds once each',
    up: (db) => {
      for (const statement of FREE_SPINS_SCHEMA) db.run(statement);
    },
  },
];

// Migration 18, one statement each: what the agent centre's team calls need.
const AGENT_TEAM_SCHEMA: readonly string[] = [
  // The member's own rebate rate (basis points), set by the agent that opened the account; NULL:
  // the merchant's rates apply. An agent may give a downline no more than its own.
  `ALTER TABLE members ADD COLUMN rebate_bp INTEGER
     CHECK (rebate_bp IS NULL OR rebate_bp BETWEEN 0 AND 10000)`,
  // The team of an agent is read downwards from its id by a recursive query on upline_id.
  'CREATE INDEX members_by_upline ON members (upline_id)',
  // An agent's promotion code: registering with it makes the new member the agent's direct
  // downline. NULL for the operator's affiliate codes; one code per agent.
  `ALTER TABLE affiliate_codes ADD COLUMN member_id INTEGER
     REFERENCES members (id) ON DELETE CASCADE`,
  `CREATE UNIQUE INDEX affiliate_codes_by_member ON affiliate_codes (member_id)
     WHERE member_id IS NOT NULL`,
  // Notices for the brand's agents only (the agent centre's announcement page), newest first.
  `CREATE TABLE agent_announcements (
    id INTEGER PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX agent_announcements_by_merchant ON agent_announcements (merchant, created_at)',
  // A member's application to become an agent (/join); the operator decides it. The partial
  // unique index lets a member have one pending application at a time, however close two sends.
  `CREATE TABLE agent_applications (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    contact TEXT NOT NULL,
    message TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    submitted_at INTEGER NOT NULL,
    decided_at INTEGER,
    CHECK ((status = 'pending') = (decided_at IS NULL))
  ) STRICT`,
  `CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id)
     WHERE status = 'pending'`,
  'CREATE INDEX agent_applications_by_member ON agent_applications (member_id, id)',
];

// Migration 19, one statement each (ADR 030, doc 2 §3.6, §4.6).
const CONTRACT_SCHEMA: readonly string[] = [
  // The merchant's switch per contract kind (the spec's divtypereq, dailysalreqtype,
  // contracthoursalreq, realtimesalreqtype): no row is off, so a brand offers only what it enabled.
  `CREATE TABLE contract_kinds (
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('dividend', 'dailyWage', 'hourly', 'realtime')),
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    PRIMARY KEY (merchant, kind)
  ) STRICT`,
  // A contract an upline (NULL: the operator) offers a downline agent. tiers is the JSON array of
  // core ContractTier; top_rate_bp its highest rate, kept beside it because the lower-rate rule and
  // the offer's ceiling compare by it. The state machine: pending -> active | rejected |
  // terminated (withdrawn or replaced by a newer offer); active -> terminated (ended by the upline,
  // replaced by a newer contract, or by the lower-rate rule). decided_at is when the downline
  // answered; ended_at when it ended. pays_from is the start of the first period it pays, set when
  // it becomes active: the period it was accepted in, or the next one when it replaced an active
  // contract of the kind (which pays through the period it ended in), so no period pays twice.
  `CREATE TABLE contracts (
    id INTEGER PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    upline_id INTEGER REFERENCES members (id) ON DELETE CASCADE,
    downline_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('dividend', 'dailyWage', 'hourly', 'realtime')),
    period TEXT NOT NULL CHECK (period IN ('D', 'W', 'H', 'M', 'hour', '5min')),
    tiers TEXT NOT NULL CHECK (json_valid(tiers) AND json_type(tiers) = 'array'),
    top_rate_bp INTEGER NOT NULL CHECK (top_rate_bp BETWEEN 1 AND 10000),
    status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'rejected', 'terminated')),
    offered_at INTEGER NOT NULL,
    decided_at INTEGER,
    ended_at INTEGER,
    end_reason TEXT CHECK (end_reason IN ('terminated', 'replaced', 'lowerRate')),
    pays_from INTEGER,
    CHECK (upline_id IS NULL OR upline_id <> downline_id),
    CHECK (status <> 'active' OR pays_from IS NOT NULL),
    CHECK (status NOT IN ('pending', 'rejected') OR pays_from IS NULL),
    CHECK (status <> 'pending' OR (decided_at IS NULL AND ended_at IS NULL)),
    CHECK (status NOT IN ('active', 'rejected') OR (decided_at IS NOT NULL AND ended_at IS NULL)),
    CHECK ((status = 'terminated') = (ended_at IS NOT NULL)),
    CHECK ((ended_at IS NULL) = (end_reason IS NULL))
  ) STRICT`,
  // One active contract and one pending offer of a kind per member: the database holds the rule
  // even if two answers race.
  `CREATE UNIQUE INDEX contracts_one_active ON contracts (downline_id, kind) WHERE status = 'active'`,
  `CREATE UNIQUE INDEX contracts_one_pending ON contracts (downline_id, kind) WHERE status = 'pending'`,
  'CREATE INDEX contracts_by_upline ON contracts (upline_id, kind)',
  // Every settled period of a contract, paid or not qualified: UNIQUE (contract_id, period_from) is
  // what makes a payout land once, since the row is inserted in the same transaction as the credit.
  // member_id is the contract's downline, who is paid; its ledger row is a wallet_transactions row
  // of kind 'contract' whose ref_id is this id.
  `CREATE TABLE contract_payouts (
    id INTEGER PRIMARY KEY NOT NULL,
    contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    period_from INTEGER NOT NULL,
    period_to INTEGER NOT NULL CHECK (period_to > period_from),
    valid_bet INTEGER NOT NULL CHECK (valid_bet >= 0),
    profit_loss INTEGER NOT NULL,
    active_members INTEGER NOT NULL CHECK (active_members >= 0),
    base INTEGER NOT NULL CHECK (base >= 0),
    tier INTEGER CHECK (tier >= 0),
    rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
    amount INTEGER NOT NULL CHECK (amount >= 0),
    status TEXT NOT NULL CHECK (status IN ('paid', 'notQualified')),
    settled_at INTEGER NOT NULL,
    UNIQUE (contract_id, period_from),
    CHECK ((status = 'paid') = (amount > 0))
  ) STRICT`,
  'CREATE INDEX contract_payouts_by_member ON contract_payouts (member_id, settled_at)',
  // The ledger gains the kind 'contract' (SQLite cannot change a CHECK, so the table is rebuilt as
  // migration 14 did).
  `CREATE TABLE wallet_transactions_next (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('bet', 'win', 'deposit', 'withdrawal', 'withdrawal_refund',
      'transfer_out', 'transfer_in', 'wallet_move_out', 'wallet_move_in', 'bonus', 'contract')),
    amount INTEGER NOT NULL,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    bet_id INTEGER REFERENCES bets (id) ON DELETE CASCADE,
    ref_id INTEGER,
    vendor TEXT,
    created_at INTEGER NOT NULL,
    CHECK ((kind IN ('bet', 'withdrawal', 'transfer_out', 'wallet_move_out')) = (amount < 0)),
    CHECK (amount <> 0),
    CHECK ((kind IN ('bet', 'win')) = (bet_id IS NOT NULL)),
    CHECK ((kind IN ('wallet_move_out', 'wallet_move_in')) = (vendor IS NOT NULL)),
    CHECK (kind NOT IN ('bonus', 'contract') OR ref_id IS NOT NULL)
  ) STRICT`,
  'INSERT INTO wallet_transactions_next SELECT * FROM wallet_transactions',
  'DROP TABLE wallet_transactions',
  'ALTER TABLE wallet_transactions_next RENAME TO wallet_transactions',
  'CREATE INDEX wallet_transactions_by_member ON wallet_transactions (member_id, id)',
  'CREATE INDEX wallet_transactions_by_bet ON wallet_transactions (bet_id)',
  'CREATE INDEX wallet_transactions_by_time ON wallet_transactions (member_id, created_at)',
];

// Migration 15, one statement each.
const RECORDS_SCHEMA: readonly string[] = [
  // A merchant's player levels (doc 2 §2.3 playerRank): a member is at the highest level whose
  // threshold their lifetime valid bet has reached, so level 1 starts at 0. What a level gives:
  // rebate_bonus_points extra rebate in hundredths of a percentage point (25 = +0.25 points) and
  // how many withdrawals a day it allows.
  `CREATE TABLE player_levels (
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    level INTEGER NOT NULL CHECK (level >= 1),
    name TEXT NOT NULL,
    min_valid_bet INTEGER NOT NULL CHECK (min_valid_bet >= 0),
    rebate_bonus_points INTEGER NOT NULL CHECK (rebate_bonus_points >= 0),
    daily_withdrawals INTEGER NOT NULL CHECK (daily_withdrawals >= 1),
    PRIMARY KEY (merchant, level),
    UNIQUE (merchant, min_valid_bet),
    CHECK (level > 1 OR min_valid_bet = 0)
  ) STRICT`,
  // The betting record and profit and loss filter a member's bets by time; bets_by_member is by id.
  'CREATE INDEX bets_by_member_time ON bets (member_id, created_at)',
];

// Migration 17, one statement each.
const MESSAGES_AND_REFERRAL_SCHEMA: readonly string[] = [
  // The member's platform information (doc 2 §2.3 messageV2, §4.7, §8). A money message stores its
  // kind and parameters, not words, so the site writes it in the member's language; an operator
  // notice ('notice') carries the operator's own title and body. Deleting a message deletes the row.
  `CREATE TABLE messages (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('depositCredited', 'depositFailed', 'withdrawalApproved',
      'withdrawalRejected', 'notice')),
    amount INTEGER,
    ref_id INTEGER,
    title TEXT,
    body TEXT,
    created_at INTEGER NOT NULL,
    read_at INTEGER,
    CHECK ((kind = 'notice') = (title IS NOT NULL AND body IS NOT NULL)),
    CHECK ((kind = 'notice') = (amount IS NULL))
  ) STRICT`,
  // The list (unread first, newest first) and the unread count read only this.
  'CREATE INDEX messages_by_member ON messages (member_id, read_at, id)',
  // A member's own referral code, made the first time the invite page asks; a friend registers
  // with it as members.referral_code, which is how the friend is found.
  `CREATE TABLE referral_codes (
    member_id INTEGER PRIMARY KEY NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    code TEXT NOT NULL,
    UNIQUE (merchant, code)
  ) STRICT`,
  'CREATE INDEX members_by_referral_code ON members (merchant, referral_code)',
  // The merchant's referral rate: basis points of a friend's first credited deposit, capped.
  `CREATE TABLE referral_settings (
    merchant TEXT PRIMARY KEY NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
    cap INTEGER NOT NULL CHECK (cap >= 0)
  ) STRICT`,
  // One referral bonus per friend, ever: the primary key is what makes it once, even when two of
  // the friend's deposits settle at the same moment.
  `CREATE TABLE referral_bonuses (
    friend_id INTEGER PRIMARY KEY NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    referrer_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    bonus_id INTEGER REFERENCES bonuses (id) ON DELETE CASCADE,
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX referral_bonuses_by_referrer ON referral_bonuses (referrer_id)',
];

// Migration 14, one statement each.
const BONUS_SCHEMA: readonly string[] = [
  // Every bonus credited: source says what paid it, source_id which row of that source (the reward,
  // the mission claim, the rebate claim, the friend), so bonus details can name it. Its ledger row
  // is a wallet_transactions row of kind 'bonus' whose ref_id is this id.
  `CREATE TABLE bonuses (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    source TEXT NOT NULL CHECK (source IN ('promotion', 'rebate', 'mission', 'reward', 'referral')),
    source_id INTEGER,
    title TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX bonuses_by_member ON bonuses (member_id, created_at)',
  // The ledger gains the kind 'bonus' (SQLite cannot change a CHECK, so the table is rebuilt).
  `CREATE TABLE wallet_transactions_next (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('bet', 'win', 'deposit', 'withdrawal', 'withdrawal_refund',
      'transfer_out', 'transfer_in', 'wallet_move_out', 'wallet_move_in', 'bonus')),
    amount INTEGER NOT NULL,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    bet_id INTEGER REFERENCES bets (id) ON DELETE CASCADE,
    ref_id INTEGER,
    vendor TEXT,
    created_at INTEGER NOT NULL,
    CHECK ((kind IN ('bet', 'withdrawal', 'transfer_out', 'wallet_move_out')) = (amount < 0)),
    CHECK (amount <> 0),
    CHECK ((kind IN ('bet', 'win')) = (bet_id IS NOT NULL)),
    CHECK ((kind IN ('wallet_move_out', 'wallet_move_in')) = (vendor IS NOT NULL)),
    CHECK (kind <> 'bonus' OR ref_id IS NOT NULL)
  ) STRICT`,
  'INSERT INTO wallet_transactions_next SELECT * FROM wallet_transactions',
  'DROP TABLE wallet_transactions',
  'ALTER TABLE wallet_transactions_next RENAME TO wallet_transactions',
  'CREATE INDEX wallet_transactions_by_member ON wallet_transactions (member_id, id)',
  'CREATE INDEX wallet_transactions_by_bet ON wallet_transactions (bet_id)',
  'CREATE INDEX wallet_transactions_by_time ON wallet_transactions (member_id, created_at)',
];

// Migration 12, one statement each (a function migration runs them through Database.run). Money is
// integer minor units; times are epoch milliseconds. Everything hangs off a member or a merchant
// with ON DELETE CASCADE, so a reset leaves nothing behind.
const MONEY_SCHEMA: readonly string[] = [
  // The ledger gains the kinds of money in and out. SQLite cannot change a CHECK, so the table is
  // rebuilt (nothing references it). Every row is one change of the main wallet: amount is signed,
  // so a member's rows sum to the change of members.balance. bet_id names the round of a bet or a
  // win; ref_id the deposit or withdrawal, or the other member of an upline transfer; vendor the
  // vendor wallet of a move.
  `CREATE TABLE wallet_transactions_next (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('bet', 'win', 'deposit', 'withdrawal', 'withdrawal_refund',
      'transfer_out', 'transfer_in', 'wallet_move_out', 'wallet_move_in')),
    amount INTEGER NOT NULL,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    bet_id INTEGER REFERENCES bets (id) ON DELETE CASCADE,
    ref_id INTEGER,
    vendor TEXT,
    created_at INTEGER NOT NULL,
    CHECK ((kind IN ('bet', 'withdrawal', 'transfer_out', 'wallet_move_out')) = (amount < 0)),
    CHECK (amount <> 0),
    CHECK ((kind IN ('bet', 'win')) = (bet_id IS NOT NULL)),
    CHECK ((kind IN ('wallet_move_out', 'wallet_move_in')) = (vendor IS NOT NULL))
  ) STRICT`,
  `INSERT INTO wallet_transactions_next (id, member_id, kind, amount, balance_after, bet_id, created_at)
     SELECT id, member_id, kind, amount, balance_after, bet_id, created_at FROM wallet_transactions`,
  'DROP TABLE wallet_transactions',
  'ALTER TABLE wallet_transactions_next RENAME TO wallet_transactions',
  'CREATE INDEX wallet_transactions_by_member ON wallet_transactions (member_id, id)',
  'CREATE INDEX wallet_transactions_by_bet ON wallet_transactions (bet_id)',
  'CREATE INDEX wallet_transactions_by_time ON wallet_transactions (member_id, created_at)',

  // Who a member's upline is (the agent above them): transfers to upline go there.
  'ALTER TABLE members ADD COLUMN upline_id INTEGER REFERENCES members (id) ON DELETE SET NULL',

  // One wallet (single_wallet 1) or a main wallet and one per vendor listed below.
  `ALTER TABLE merchant_settings ADD COLUMN single_wallet INTEGER NOT NULL DEFAULT 1
     CHECK (single_wallet IN (0, 1))`,
  `CREATE TABLE merchant_wallet_vendors (
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    vendor TEXT NOT NULL REFERENCES vendors (code) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (merchant, vendor)
  ) STRICT`,
  // A member's money in a vendor wallet; a row appears with the first move into it.
  `CREATE TABLE member_wallets (
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    vendor TEXT NOT NULL REFERENCES vendors (code) ON DELETE CASCADE,
    balance INTEGER NOT NULL CHECK (balance >= 0),
    PRIMARY KEY (member_id, vendor)
  ) STRICT`,

  // presets: a JSON array of amounts; qr_payload: what the QR method's code encodes.
  `CREATE TABLE deposit_methods (
    id INTEGER PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet', 'qr')),
    name TEXT NOT NULL,
    min_amount INTEGER NOT NULL CHECK (min_amount > 0),
    max_amount INTEGER NOT NULL CHECK (max_amount >= min_amount),
    presets TEXT NOT NULL,
    qr_payload TEXT,
    position INTEGER NOT NULL,
    CHECK ((kind = 'qr') = (qr_payload IS NOT NULL))
  ) STRICT`,
  'CREATE INDEX deposit_methods_by_merchant ON deposit_methods (merchant, position)',

  // A deposit is credited once its due time has passed (the payment "arrives"), or fails.
  `CREATE TABLE deposits (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    method_id INTEGER NOT NULL REFERENCES deposit_methods (id) ON DELETE CASCADE,
    amount INTEGER NOT NULL CHECK (amount > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'credited', 'failed')),
    created_at INTEGER NOT NULL,
    due_at INTEGER NOT NULL,
    settled_at INTEGER,
    CHECK ((status = 'pending') = (settled_at IS NULL))
  ) STRICT`,
  'CREATE INDEX deposits_by_member ON deposits (member_id, id)',
  "CREATE INDEX deposits_due ON deposits (due_at) WHERE status = 'pending'",

  `CREATE TABLE payees (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    bank_name TEXT NOT NULL,
    account_name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, account_number)
  ) STRICT`,

  // The payee as it was when the withdrawal was made: removing the payee keeps the history.
  `CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    payee_id INTEGER REFERENCES payees (id) ON DELETE SET NULL,
    bank_name TEXT NOT NULL,
    account_name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'disbursed',
      'received', 'notReceived', 'autoReceived')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    disbursed_at INTEGER,
    confirm_by INTEGER,
    confirmed_at INTEGER,
    comment TEXT,
    CHECK ((disbursed_at IS NULL) = (confirm_by IS NULL))
  ) STRICT`,
  'CREATE INDEX withdrawals_by_member ON withdrawals (member_id, id)',
  "CREATE INDEX withdrawals_awaiting ON withdrawals (confirm_by) WHERE status = 'disbursed'",
  // The proof of a not-received withdrawal: PNG or JPEG bytes, checked by their magic numbers.
  `CREATE TABLE withdrawal_proofs (
    withdrawal_id INTEGER NOT NULL REFERENCES withdrawals (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
    bytes BLOB NOT NULL,
    PRIMARY KEY (withdrawal_id, position)
  ) STRICT`,

  // Where and how a member logged in; the member centre shows the last 20.
  `CREATE TABLE login_history (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    ip TEXT NOT NULL,
    device TEXT NOT NULL
  ) STRICT`,
  'CREATE INDEX login_history_by_member ON login_history (member_id, id)',
];

// Migration 7, one statement each (a function migration runs them through Database.run). Every
// table hangs off a member, a site session or a game with ON DELETE CASCADE: a logout ends the
// games it opened, and a reset (which deletes the games and the merchants) leaves nothing behind.
const GAME_PLAY_TABLES: readonly string[] = [
  // Games that refuse to launch for now ("Game under maintenance").
  `CREATE TABLE game_maintenance (
    game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games (game_id) ON DELETE CASCADE
  ) STRICT`,

  // Each game once per member; seq orders them, most recent launch highest.
  `CREATE TABLE recent_games (
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    launched_at INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    PRIMARY KEY (member_id, game_id)
  ) STRICT`,
  'CREATE INDEX recent_games_by_member ON recent_games (member_id, seq)',
  'CREATE INDEX recent_games_by_game ON recent_games (game_id)',

  // One-time launch tickets, stored as SHA-256; used_at set once, by the exchange.
  `CREATE TABLE game_tickets (
    ticket_hash TEXT PRIMARY KEY NOT NULL,
    session_token_hash TEXT NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    site_origin TEXT NOT NULL,
    back_url TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  ) STRICT`,
  'CREATE INDEX game_tickets_by_session ON game_tickets (session_token_hash)',
  'CREATE INDEX game_tickets_by_expiry ON game_tickets (expires_at)',

  // A game page's session on the game host, its id stored as SHA-256 (the page holds the id).
  `CREATE TABLE game_sessions (
    id_hash TEXT PRIMARY KEY NOT NULL,
    session_token_hash TEXT NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    site_origin TEXT NOT NULL,
    back_url TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX game_sessions_by_session ON game_sessions (session_token_hash)',
  'CREATE INDEX game_sessions_by_expiry ON game_sessions (expires_at)',

  // One row per round; outcome is the engine's JSON. Money in minor units.
  `CREATE TABLE bets (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    stake INTEGER NOT NULL CHECK (stake > 0),
    win INTEGER NOT NULL CHECK (win >= 0),
    outcome TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX bets_by_member ON bets (member_id, id)',
  'CREATE INDEX bets_by_game ON bets (game_id)',

  // The ledger of every balance change: amount is signed (a bet negative, a win positive), so the
  // sum of a member's rows is the change of their balance; balance_after is never below zero.
  `CREATE TABLE wallet_transactions (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('bet', 'win')),
    amount INTEGER NOT NULL,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    bet_id INTEGER NOT NULL REFERENCES bets (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    CHECK ((kind = 'bet' AND amount < 0) OR (kind = 'win' AND amount > 0))
  ) STRICT`,
  'CREATE INDEX wallet_transactions_by_member ON wallet_transactions (member_id, id)',
  'CREATE INDEX wallet_transactions_by_bet ON wallet_transactions (bet_id)',
];

// Migration 16, one statement each. A claim is made once because its claim row has a unique key
// and is written in the same transaction as the bonus it pays (wallet/bonus.ts): a second claim,
// however close behind, fails on the key before any money moves.
const CLAIM_SCHEMA: readonly string[] = [
  // A reward the merchant gave one member, claimable until expires_at.
  `CREATE TABLE rewards (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL CHECK (expires_at > created_at)
  ) STRICT`,
  'CREATE INDEX rewards_by_member ON rewards (member_id, expires_at)',
  // The reward's id is the key: a reward is claimed once.
  `CREATE TABLE reward_claims (
    reward_id INTEGER PRIMARY KEY NOT NULL REFERENCES rewards (id) ON DELETE CASCADE,
    claimed_at INTEGER NOT NULL
  ) STRICT`,
  // The merchant's daily missions: bet target (valid bet, minor units) on a game type, or on any
  // game when game_type is NULL.
  `CREATE TABLE missions (
    id INTEGER PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    title TEXT NOT NULL,
    game_type TEXT,
    target INTEGER NOT NULL CHECK (target > 0),
    period TEXT NOT NULL CHECK (period IN ('daily')),
    reward INTEGER NOT NULL CHECK (reward > 0),
    position INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX missions_by_merchant ON missions (merchant, position)',
  // period is the day (YYYY-MM-DD, UTC): once per mission, member and day.
  `CREATE TABLE mission_claims (
    id INTEGER PRIMARY KEY NOT NULL,
    mission_id INTEGER NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    period TEXT NOT NULL,
    claimed_at INTEGER NOT NULL,
    UNIQUE (mission_id, member_id, period)
  ) STRICT`,
  'CREATE INDEX mission_claims_by_member ON mission_claims (member_id, period)',
  // The merchant's rebate per game type, in basis points of the valid bet (50 = 0.5%).
  `CREATE TABLE rebate_rates (
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    game_type TEXT NOT NULL,
    rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
    PRIMARY KEY (merchant, game_type)
  ) STRICT`,
  // One rebate claim per member and day (YYYY-MM-DD, UTC).
  `CREATE TABLE rebate_claims (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    period TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    claimed_at INTEGER NOT NULL,
    UNIQUE (member_id, period)
  ) STRICT`,
];

// Migration 20, one statement each (doc 1 §1 languages, §9 registration age).
const DOCUMENT_ONE_SCHEMA: readonly string[] = [
  // The age a visitor must confirm to register: 18 by default (doc 1 §9), higher where the
  // brand's market asks for it. Registration refuses a request that does not confirm it.
  `ALTER TABLE merchant_settings ADD COLUMN registration_age INTEGER NOT NULL DEFAULT 18
     CHECK (registration_age BETWEEN 18 AND 99)`,
  // The brand's supported languages, site locale codes separated by commas in the switch's
  // order; NULL offers every language the site has.
  'ALTER TABLE merchant_settings ADD COLUMN languages TEXT',
];

// Migration 21, one statement each (issue 30; security checklist RG-04..RG-07).
const PROTECTION_SCHEMA: readonly string[] = [
  // A member's limits: money limits per UTC period, and the session-time limit (kind 'session',
  // period 'session', amount in minutes). A row exists once a limit was ever set. A raise or a
  // removal waits for the cooling-off: the limit in force stays `amount` until `pending_at`, when
  // `pending_amount` (NULL: no limit) replaces it.
  `CREATE TABLE protection_limits (
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
    period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
    amount INTEGER CHECK (amount IS NULL OR amount > 0),
    pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
    pending_at INTEGER,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, kind, period),
    CHECK ((kind = 'session') = (period = 'session'))
  ) STRICT`,
  // The reality-check interval the member chose; NULL: off.
  `CREATE TABLE protection_preferences (
    member_id INTEGER PRIMARY KEY NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    reality_check_minutes INTEGER CHECK (reality_check_minutes IS NULL OR reality_check_minutes > 0)
  ) STRICT`,
  // A running or past break, one row per member: a new break only ever extends it (it cannot be
  // lifted early). `until` NULL: a permanent self-exclusion.
  `CREATE TABLE protection_breaks (
    member_id INTEGER PRIMARY KEY NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
    started_at INTEGER NOT NULL,
    until INTEGER
  ) STRICT`,
  // The server's part of the brand file's market profile (tools, cooling-off, choices) as JSON;
  // NULL: no protection tool is offered.
  'ALTER TABLE merchant_settings ADD COLUMN protection TEXT',
];

// Migration 22, one statement each (issue 29: social and phone-provider sign-in). The tables of
// the simulated identity provider, which stands for an outside service (Firebase).
const IDENTITY_PROVIDER_SCHEMA: readonly string[] = [
  // The sign-in channels a merchant has switched on with the provider: the site shows their
  // buttons, and the provider refuses the others (operation not allowed).
  `CREATE TABLE identity_channels (
    merchant TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('phone', 'google')),
    PRIMARY KEY (merchant, channel)
  ) STRICT`,
  // One code sent to a phone: its hash, expiry and wrong entries. The rows also count the codes
  // per phone (too many requests) and per merchant and day (the SMS quota).
  `CREATE TABLE identity_verifications (
    id TEXT PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL CHECK (attempts >= 0),
    used INTEGER NOT NULL CHECK (used IN (0, 1))
  ) STRICT`,
  'CREATE INDEX identity_verifications_by_phone ON identity_verifications (phone_number, created_at)',
  'CREATE INDEX identity_verifications_by_merchant ON identity_verifications (merchant, created_at)',
  // The failure a dev control asked the provider to answer the merchant's next call with.
  `CREATE TABLE identity_faults (
    merchant TEXT PRIMARY KEY NOT NULL,
    fault TEXT NOT NULL
  ) STRICT`,
];

// Migration 23, one statement each (issue 27: promotions and activities).
const PROMOTION_SCHEMA: readonly string[] = [
  // A merchant's promotion: its kind says which action it takes (join, apply, claim) or which
  // mechanic runs it; content is HTML the site sanitises. The period is [starts_at, ends_at).
  `CREATE TABLE promotions (
    id INTEGER PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    category TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('join', 'apply', 'claim', 'redEnvelope', 'wheel', 'egg',
      'signIn', 'freeSpins', 'dailyTasks', 'invite', 'vip')),
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    content TEXT NOT NULL,
    colour TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
    reward INTEGER NOT NULL CHECK (reward >= 0),
    sort INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX promotions_by_merchant ON promotions (merchant, sort)',
  // A member's part in a promotion, one row per member and promotion: the unique key is what makes
  // a second join, application or claim (also a concurrent one) fail before anything moves.
  `CREATE TABLE promotion_entries (
    id INTEGER PRIMARY KEY NOT NULL,
    promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('Joined', 'Applying', 'Issued', 'Rejected', 'Claimed')),
    comment TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    UNIQUE (promotion_id, member_id)
  ) STRICT`,
  'CREATE INDEX promotion_entries_by_member ON promotion_entries (member_id)',
  // An application's pictures: PNG or JPEG bytes, checked by their magic numbers.
  `CREATE TABLE promotion_images (
    entry_id INTEGER NOT NULL REFERENCES promotion_entries (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
    bytes BLOB NOT NULL,
    PRIMARY KEY (entry_id, position)
  ) STRICT`,
];

// Migration 24, one statement each (issue 27: promotion mechanics). Each row is written in the same
// transaction as the bonus it pays (mechanics/pay.ts), and its unique key is what makes it once: a
// member's day for the envelope and the sign-in, the member's n-th spin or ticket for the wheel and
// the egg, so concurrent attempts can never take more than the member has.
const MECHANICS_SCHEMA: readonly string[] = [
  `CREATE TABLE mechanic_envelopes (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, day)
  ) STRICT`,
  // ordinal: the member's n-th spin; spins earned are counted from the ledger's deposits.
  `CREATE TABLE mechanic_spins (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL CHECK (ordinal > 0),
    segment INTEGER NOT NULL CHECK (segment >= 0),
    amount INTEGER NOT NULL CHECK (amount >= 0),
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, ordinal)
  ) STRICT`,
  // ordinal: the member's n-th ticket; tickets earned are counted from valid bet.
  `CREATE TABLE mechanic_smashes (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL CHECK (ordinal > 0),
    egg INTEGER NOT NULL CHECK (egg >= 0),
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, ordinal)
  ) STRICT`,
  // streak: consecutive days up to this one; the calendar reads yesterday's to continue it.
  `CREATE TABLE mechanic_sign_ins (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    streak INTEGER NOT NULL CHECK (streak > 0),
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, day)
  ) STRICT`,
  // Dev controls only: spins or tickets given on top of what deposits and bets earned.
  `CREATE TABLE mechanic_grants (
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('spin', 'ticket')),
    count INTEGER NOT NULL CHECK (count >= 0),
    PRIMARY KEY (member_id, kind)
  ) STRICT`,
  // Dev controls only: the member's day moved by whole days, so a journey can come back tomorrow
  // without moving the clock of every other journey.
  `CREATE TABLE mechanic_day_offsets (
    member_id INTEGER PRIMARY KEY NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    days INTEGER NOT NULL
  ) STRICT`,
];

// Migration 25, one statement each (issue 27: the points mall). Points are a ledger of their own,
// not money: whole numbers, earned from valid bets and deposits, spent on items or converted.
const POINTS_MALL_SCHEMA: readonly string[] = [
  // One row per change of a member's points; the balance is their sum. balance_after is what the
  // details page shows and, with its CHECK, a second guard against spending below zero. ref_id: the
  // bet, deposit, redeem or the bonus a conversion paid.
  `CREATE TABLE points_transactions (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    earn_type TEXT NOT NULL CHECK (earn_type IN
      ('live', 'lottery', 'pvp', 'slots', 'sports', 'redeem', 'deposit', 'convert')),
    points INTEGER NOT NULL CHECK (points <> 0),
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    ref_id INTEGER,
    created_at INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX points_transactions_by_member ON points_transactions (member_id, earn_type, id)',
  // A bet or a deposit earns once, whatever retries the code that credits it.
  `CREATE UNIQUE INDEX points_earned_once ON points_transactions (earn_type, ref_id)
     WHERE earn_type IN ('live', 'lottery', 'pvp', 'slots', 'sports', 'deposit')`,
  // Points a conversion pays 1.00 for, per merchant; a merchant without a row has the default.
  `CREATE TABLE points_settings (
    merchant TEXT PRIMARY KEY NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    ratio INTEGER NOT NULL CHECK (ratio > 0)
  ) STRICT`,
  // The merchant's items; stock only goes down by a redeem and back up by its rejection.
  `CREATE TABLE mall_items (
    id INTEGER PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    name TEXT NOT NULL,
    cost INTEGER NOT NULL CHECK (cost > 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    colour TEXT NOT NULL,
    sort_key INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX mall_items_by_merchant ON mall_items (merchant, sort_key)',
  // A redeem keeps the item's name as it was, and the points it took (given back if rejected).
  `CREATE TABLE points_redeems (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    item_id INTEGER NOT NULL REFERENCES mall_items (id) ON DELETE CASCADE,
    item_name TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    points INTEGER NOT NULL CHECK (points > 0),
    status TEXT NOT NULL CHECK (status IN ('In Process', 'Approved', 'Rejected')),
    created_at INTEGER NOT NULL,
    decided_at INTEGER
  ) STRICT`,
  'CREATE INDEX points_redeems_by_member ON points_redeems (member_id, id)',
];

// Migration 26, one statement each (issue 27): the VIP club's ladder and the feedback box.
const VIP_SCHEMA: readonly string[] = [
  // A merchant's VIP levels: a member is at the highest level whose valid bet AND completed
  // deposits (lifetime, minor units) it has reached; below level 1 it is not a VIP. What a level
  // gives: a rebate rate (basis points), withdrawals a day and their total a day (minor units), a
  // birthday bonus (minor units). VIP customer service is core's rule (VIP_SERVICE_LEVEL), not a
  // column, so the table and the customer-service route cannot disagree.
  `CREATE TABLE vip_levels (
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    level INTEGER NOT NULL CHECK (level >= 1),
    name TEXT NOT NULL,
    min_valid_bet INTEGER NOT NULL CHECK (min_valid_bet >= 0),
    min_deposit INTEGER NOT NULL CHECK (min_deposit >= 0),
    rebate_bp INTEGER NOT NULL CHECK (rebate_bp BETWEEN 0 AND 10000),
    daily_withdrawals INTEGER NOT NULL CHECK (daily_withdrawals >= 1),
    daily_withdrawal_limit INTEGER NOT NULL CHECK (daily_withdrawal_limit > 0),
    birthday_bonus INTEGER NOT NULL CHECK (birthday_bonus >= 0),
    PRIMARY KEY (merchant, level)
  ) STRICT`,
  // Feedback (doc 2 §7, PUT, no token): what a visitor or member wrote, for the operator to read.
  // member_id is set when a session came with it; ip lets the operator see a flood.
  `CREATE TABLE feedback (
    id INTEGER PRIMARY KEY NOT NULL,
    merchant TEXT NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
    member_id INTEGER REFERENCES members (id) ON DELETE SET NULL,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    contact TEXT,
    ip TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT`,
  'CREATE INDEX feedback_by_merchant ON feedback (merchant, created_at)',
];

// Migration 27, one statement each (issue 27: free spins). A claim is a grant row UNIQUE per member
// and promotion, so a second or concurrent claim fails on the key. A free spin is the grant's n-th
// round, UNIQUE (grant_id, ordinal), written in the same transaction as the bonus paying its win
// (mechanics/freeSpins.ts), so concurrent rounds can never play more spins than were granted.
const FREE_SPINS_SCHEMA: readonly string[] = [
  // game_id: the slot game the spins are played on, chosen at the claim; stake: minor units a
  // spin plays for. A grant goes with its member, promotion or game.
  `CREATE TABLE free_spin_grants (
    id INTEGER PRIMARY KEY NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    spins INTEGER NOT NULL CHECK (spins > 0),
    stake INTEGER NOT NULL CHECK (stake > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, promotion_id)
  ) STRICT`,
  // The game host asks, on every round, whether the member has spins on the game played.
  'CREATE INDEX free_spin_grants_by_game ON free_spin_grants (member_id, game_id)',
  // A round is no bet (it stakes nothing): it is kept here, not in bets, so it earns no valid bet.
  `CREATE TABLE free_spin_rounds (
    id INTEGER PRIMARY KEY NOT NULL,
    grant_id INTEGER NOT NULL REFERENCES free_spin_grants (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL CHECK (ordinal > 0),
    win INTEGER NOT NULL CHECK (win >= 0),
    outcome TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (grant_id, ordinal)
  ) STRICT`,
];
