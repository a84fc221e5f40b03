import { Hono } from 'hono';
import * as v from 'valibot';
import { WINNERS_DEFAULT_COUNT, WINNERS_MAX_COUNT } from '@lobby/api';
import type { Services } from '../context';
import { BANNER_GROUPS, CLASSIFICATIONS, GAME_TYPES, NOTICE_TYPES } from '../constants';
import type { NoticeType } from '../constants';
import { assetUrl } from '../http/assetUrl';
import { ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { intParam, readQuery } from '../http/query';
import { cachedGamePage, listGames, listVendors } from '../store/catalog';
import { getBanners, getNotices } from '../store/content';
import { vendorCategory } from '../store/lotteryCategories';
import type { Notice } from '../store/content';
import { listWinners } from '../store/winners';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
// The api package's bound: far past the last page of any list, and page × size stays exact.
export const MAX_PAGE = 100_000;

const noticeQuery = v.object({
  types: v.pipe(
    v.string(),
    v.maxLength(64, 'is too long'),
    v.transform((s) => s.split(',')),
    v.array(v.picklist(NOTICE_TYPES, `must be a comma list of ${NOTICE_TYPES.join(', ')}`)),
  ),
  platform: v.optional(v.literal('W', "must be 'W'")),
  execution: v.optional(v.literal('B', "must be 'B'")),
});

const bannerQuery = v.object({
  group: v.picklist(BANNER_GROUPS, 'must be a banner group such as w_home'),
});

const winnerQuery = v.object({
  count: v.optional(intParam(1, WINNERS_MAX_COUNT), String(WINNERS_DEFAULT_COUNT)),
});

const gameTypeSchema = v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')}`);

const gameListQuery = v.object({
  gameType: gameTypeSchema,
  vassalage: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/, 'must be a vendor code'))),
  classification: v.optional(
    v.picklist(CLASSIFICATIONS, `must be one of ${CLASSIFICATIONS.join(', ')}`),
  ),
  gameName: v.optional(v.pipe(v.string(), v.maxLength(50, 'is too long'))),
  // Minor units: 0.01 is 1.
  minBet: v.optional(intParam(1, 100_000_000)),
  page: v.optional(intParam(1, MAX_PAGE), '1'),
  pageSize: v.optional(intParam(1, MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
});

/**
 * The `/wps/relay/<SERVICE>_<method>` calls: notices, banners, the game catalogue and the winner
 * rank list.
 */
export function relayRoutes({ db, origin, now }: Services) {
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  routes.get('/NOTICE_list', (c) => {
    const { types } = readQuery(c, noticeQuery);
    const notices = getNotices(db, c.var.merchant.code, [...new Set(types)]);
    const of = (...wanted: NoticeType[]): Notice[] =>
      notices.filter((n) => wanted.includes(n.type));
    return ok(c, {
      player: of('PL', 'H'),
      banners: of('B'),
      popup: of('PU'),
      promotion: of('PR'),
    });
  });

  routes.get('/BANNER_list', (c) => {
    const { group } = readQuery(c, bannerQuery);
    return ok(
      c,
      getBanners(db, c.var.merchant.code, group).map((b) => ({
        bannerId: b.bannerId,
        url: assetUrl(origin, `/sandbox-assets/banners/${b.bannerId}.svg`),
        groupName: b.groupName,
        ...(b.linkageType === null || b.linkage === null
          ? {}
          : { linkageType: b.linkageType, linkage: b.linkage }),
        ...(b.title === null ? {} : { title: b.title }),
      })),
    );
  });

  // The winner rank list (doc 2 §7; no token, doc 2 §6): the brand's latest big wins, names masked.
  routes.get('/WINNER_rank', (c) => {
    const { count } = readQuery(c, winnerQuery);
    return ok(c, listWinners(db, { merchant: c.var.merchant.code, now: now(), count }));
  });

  routes.get('/GAME_vendors', (c) => {
    const { gameType } = readQuery(c, v.object({ gameType: gameTypeSchema }));
    return ok(
      c,
      listVendors(db, gameType).map((vendor) => ({
        // header details (issue 29): a brand may file its lottery vendors under LOTT and ELOTT.
        gameType: vendorCategory(c.var.merchant.code, vendor.code, vendor.gameType),
        vassalage: vendor.code,
        name: vendor.name,
        accountTypeId: vendor.accountTypeId,
        isHot: vendor.isHot,
        logo: assetUrl(origin, `/sandbox-assets/vendors/${vendor.code}.svg`),
        launchMode: vendor.launchMode,
      })),
    );
  });

  routes.get('/GAME_list', (c) => {
    const query = readQuery(c, gameListQuery);
    const thumbnailBase = assetUrl(origin, '/sandbox-assets/games/');
    // The same page is asked for far more often than the catalogue changes: its serialised answer is
    // reused until the catalogue version moves (see cachedGamePage).
    const body = cachedGamePage(db, `${thumbnailBase}\u0000${JSON.stringify(query)}`, () => {
      const { list, total } = listGames(db, {
        gameType: query.gameType,
        page: query.page,
        pageSize: query.pageSize,
        ...(query.vassalage === undefined ? {} : { vassalage: query.vassalage }),
        ...(query.classification === undefined ? {} : { classification: query.classification }),
        ...(query.gameName === undefined ? {} : { gameName: query.gameName.trim() }),
        ...(query.minBet === undefined ? {} : { minBet: query.minBet }),
      });
      return JSON.stringify({
        success: true,
        value: {
          list: list.map(({ colour: _colour, isGame, ...game }) => ({
            ...game,
            ...(isGame === null ? {} : { isGame }),
            thumbnail: `${thumbnailBase}${game.gameId}.svg`,
          })),
          page: query.page,
          pageSize: query.pageSize,
          totalPage: Math.ceil(total / query.pageSize),
          total,
        },
      });
    });
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  return routes;
}
