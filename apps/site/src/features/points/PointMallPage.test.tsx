import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, POINTS_CODES } from '@lobby/api';
import type { MallItemList, PointsConfig } from '@lobby/api';
import { renderInSite, storeFor } from '../../test/renderInSite';
import type { FakeEndpoints } from '../../test/fakeApi';
import { PointMallPage } from './PointMallPage';

// The page against a fake API: what a refusal and a conversion ask again (the journey proves the
// whole against the sandbox).

const config: PointsConfig = {
  ratio: 100,
  minConvert: 1_000,
  convertStep: 100,
  earnRates: { live: 50, lottery: 50, pvp: 50, slots: 100, sports: 80, deposit: 100 },
};
const items: MallItemList = [
  { id: 4, name: 'Phone stand', picture: '/p.svg', cost: 800, stock: 1 },
];
const emptyPage = { list: [], page: 1, pageSize: 10, totalPage: 0, total: 0 };

function open(endpoints: FakeEndpoints) {
  const store = storeFor('member', [], {
    getPointsConfig: () => Promise.resolve(config),
    getRedeemList: () => Promise.resolve(emptyPage),
    getPointsDetail: () => Promise.resolve(emptyPage),
    getWalletBalance: () => Promise.resolve({ balance: 10_000, sumBalance: 10_000 }),
    ...endpoints,
  });
  return renderInSite(<PointMallPage />, { store, entries: ['/pointMall'] });
}

describe('PointMallPage', () => {
  test('a redeem refused for stock says so in the dialog and asks the items again', async () => {
    const user = userEvent.setup();
    const getMallItems = vi.fn(() => Promise.resolve(items));
    const redeemPoints = vi.fn(() =>
      Promise.reject(new ApiError({ kind: 'server', status: 409, code: POINTS_CODES.outOfStock })),
    );
    await open({
      getMallItems,
      getPointsBalance: () => Promise.resolve({ points: 5_000 }),
      redeemPoints,
    });
    const card = await screen.findByRole('article', { name: 'Phone stand' });
    await user.click(within(card).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Phone stand' });
    await user.type(within(dialog).getByLabelText(/Payment password/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(redeemPoints).toHaveBeenCalledWith(expect.anything(), {
      itemId: 4,
      quantity: 1,
      paymentPassword: '135790',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This item is out of stock now.',
    );
    await waitFor(() => expect(getMallItems).toHaveBeenCalledTimes(2));
  });

  test('a conversion tells what it paid and asks the points again', async () => {
    const user = userEvent.setup();
    let points = 5_000;
    const getPointsBalance = vi.fn(() => Promise.resolve({ points }));
    const convertPoints = vi.fn(() => {
      points = 3_500;
      return Promise.resolve({ points, credited: 1_500, balance: 11_500 });
    });
    await open({
      getMallItems: () => Promise.resolve(items),
      getPointsBalance,
      convertPoints,
    });
    const form = await screen.findByRole('form', { name: 'Convert points' });
    await user.type(within(form).getByRole('textbox', { name: /Points/ }), '1500');
    await user.type(within(form).getByLabelText(/Payment password/), '135790');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('1,500 points converted: P15.00 added to your wallet.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My points' })).toHaveTextContent('3,500'),
    );
  });
});
