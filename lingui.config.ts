import { defineConfig } from '@lingui/conf';
import { catalogTags } from './packages/i18n/src/registry';

const NOT_SOURCE = ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test.ts', '**/node_modules/**'];

/**
 * Sources whose messages are in the deferred catalog (activateDeferredCatalog loads it). The game
 * units are, but for the card and the row of cards: the home page shows rows of cards on the first
 * visit, which fetches only the shell's catalog. The member and agent centres' units are too:
 * the centres load on demand.
 */
const DEFERRED = [
  '<rootDir>/packages/ui/src/games/GameFrame',
  '<rootDir>/packages/ui/src/games/GameGrid',
  '<rootDir>/packages/ui/src/games/GameSearchAll',
  '<rootDir>/packages/ui/src/games/LobbyFilters',
  '<rootDir>/packages/ui/src/games/LotteryDraws',
  '<rootDir>/packages/ui/src/games/LotteryMenu',
  '<rootDir>/packages/ui/src/games/SubGamePopup',
  '<rootDir>/packages/ui/src/games/VirtualGameGrid',
  '<rootDir>/packages/ui/src/account/LoginDialog',
  '<rootDir>/packages/ui/src/account/RegisterDialog',
  '<rootDir>/packages/ui/src/account/ForgotPasswordDialog',
  '<rootDir>/packages/ui/src/account/ForcedChangeDialog',
  '<rootDir>/packages/ui/src/account/VerificationDialog',
  '<rootDir>/packages/ui/src/member',
  '<rootDir>/packages/ui/src/agent',
  // fields and parts only the member and agent centres use, and the codes only they meet
  '<rootDir>/packages/ui/src/fields/ImageUploadField',
  '<rootDir>/packages/ui/src/fields/TextAreaField',
  '<rootDir>/packages/ui/src/components/DateRangePicker',
  '<rootDir>/apps/site/src/data/centreErrorMessages.ts',
  // the header's help and chat-room modals (issue 29): a chunk fetched when one first opens
  '<rootDir>/packages/ui/src/shell/HelpDialog',
  '<rootDir>/packages/ui/src/shell/ChatRoomDialog',
  '<rootDir>/apps/site/src/features/headerModals/HeaderModals.tsx',
  '<rootDir>/apps/site/src/features/account/containers',
  // social and phone-provider sign-in (issue 29): loaded with the provider (useIdentity)
  '<rootDir>/apps/site/src/features/account/identity',
  '<rootDir>/apps/site/src/features/memberCentre',
  '<rootDir>/apps/site/src/features/agentCentre',
  // issue 30: the responsible-gaming page, the reality check and the break notices load on demand
  '<rootDir>/packages/ui/src/protection',
  '<rootDir>/apps/site/src/features/protection',
  '<rootDir>/apps/site/src/features/lottery',
  '<rootDir>/apps/site/src/features/games',
  '<rootDir>/apps/site/src/pages/groups/byIframe.tsx',
  '<rootDir>/apps/site/src/pages/groups/fbSports.tsx',
  '<rootDir>/apps/site/src/pages/groups/lottery.tsx',
  // promotions and activities (issue 27): /promotions and /promoDetail load on demand
  '<rootDir>/packages/ui/src/promotions',
  '<rootDir>/apps/site/src/features/promotions',
  // points mall (issue 27): the /pointMall screen and its units
  '<rootDir>/packages/ui/src/points',
  '<rootDir>/apps/site/src/features/points',
  '<rootDir>/apps/site/src/pages/groups/pointMall.tsx',
  // issue 27: the VIP club, the winner board and feedback (the Vip group's chunk), hot matches
  // and PVP rooms (the games pages)
  '<rootDir>/packages/ui/src/vip',
  '<rootDir>/apps/site/src/features/vip',
  '<rootDir>/apps/site/src/pages/groups/vip.tsx',
  '<rootDir>/packages/ui/src/games/HotMatches',
  '<rootDir>/packages/ui/src/games/PvpRoomList',
];

/**
 * Text the build alone writes (each page's description, the offline page): in a catalog of its own,
 * so no visitor downloads it with the site's messages.
 */
const BUILD_ONLY = ['<rootDir>/apps/site/src/prerender/texts'];

// One catalog per distinct BCP 47 tag of the locale registry (MY and MS share `ms`, KO and KR `ko`).
// The pseudo-locale is derived from English at load time (packages/i18n/src/pseudo.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: [...catalogTags],
  // A missing translation must fail `lingui compile --strict`, not silently fall back to English.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}',
      include: ['<rootDir>/packages/ui/src', '<rootDir>/apps/site/src'],
      exclude: [...NOT_SOURCE, ...DEFERRED, ...BUILD_ONLY],
    },
    {
      // Parts that load on demand (the account dialogs, the game lobby) carry their own catalog,
      // fetched with them: the first visit fetches only the shell's (docs/quality.md budgets).
      path: '<rootDir>/packages/i18n/src/locales/deferred/{locale}',
      include: DEFERRED,
      exclude: NOT_SOURCE,
    },
    {
      path: '<rootDir>/packages/i18n/src/locales/pages/{locale}',
      include: BUILD_ONLY,
      exclude: NOT_SOURCE,
    },
  ],
});
