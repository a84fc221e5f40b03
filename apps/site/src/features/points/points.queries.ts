import type {
  MallItemList,
  PointsBalance,
  PointsConfig,
  PointsDetail,
  PointsEarnType,
  RedeemList,
} from '@lobby/api';
import { defineQuery } from '../../data/query';

// The points mall's questions (issue 27). The rules and the items are the brand's (scope 'site':
// a visitor browses them); the points, redeems and details are the member's (scope 'session'),
// under ['points', ...], which a redeem or a conversion invalidates.

export const pointsConfigQuery = defineQuery<PointsConfig>({
  key: ['pointsMall', 'config'],
  scope: 'site',
  load: ({ api, client, signal }) => api.getPointsConfig(client, { signal }),
});

export const mallItemsQuery = defineQuery<MallItemList>({
  key: ['pointsMall', 'items'],
  scope: 'site',
  load: ({ api, client, signal }) => api.getMallItems(client, { signal }),
});

export const pointsBalanceQuery = defineQuery<PointsBalance>({
  key: ['points', 'balance'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getPointsBalance(client, { signal }),
});

export const redeemListQuery = (page: number) =>
  defineQuery<RedeemList>({
    key: ['points', 'redeems', page],
    scope: 'session',
    load: ({ api, client, signal }) => api.getRedeemList(client, { page }, { signal }),
  });

export const pointsDetailQuery = (earnType: PointsEarnType | null, page: number) =>
  defineQuery<PointsDetail>({
    key: ['points', 'detail', earnType, page],
    scope: 'session',
    load: ({ api, client, signal }) =>
      api.getPointsDetail(client, { ...(earnType ? { earnType } : {}), page }, { signal }),
  });
