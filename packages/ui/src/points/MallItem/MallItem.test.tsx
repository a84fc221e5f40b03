import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import type { MallItemData } from '../shared/types';
import { sampleItems } from '../shared/samples';
import { MallItem } from './MallItem';

const mug = sampleItems[0]!; // 500 points, 40 left
const watch = sampleItems[2]!; // out of stock

function setup(item: MallItemData = mug) {
  const onRedeem = vi.fn();
  render(<MallItem item={item} onRedeem={onRedeem} />);
  return { onRedeem, user: userEvent.setup() };
}

describe('MallItem', () => {
  test('a card named by the item, with its cost and stock in comma thousands', () => {
    setup({ ...mug, name: 'Gaming chair', cost: 125_000, stock: 1_200 });
    const card = screen.getByRole('article', { name: 'Gaming chair' });
    expect(within(card).getByRole('heading', { name: 'Gaming chair' })).toBeVisible();
    expect(card).toHaveTextContent('125,000 points');
    expect(card).toHaveTextContent('1,200 left');
    // The picture is decoration: the name already says what the item is.
    expect(within(card).queryByRole('img')).toBeNull();
  });

  test('redeem reports the item it was pressed on', async () => {
    const { onRedeem, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(onRedeem).toHaveBeenCalledOnce();
    expect(onRedeem).toHaveBeenCalledWith(mug);
  });

  test('by keyboard: the button is reached with Tab and works with Enter and Space', async () => {
    const { onRedeem, user } = setup();
    await user.tab();
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRedeem).toHaveBeenCalledTimes(2);
    expect(onRedeem).toHaveBeenLastCalledWith(mug);
  });

  test('the stock left describes the button, so a screen reader hears it with "Redeem"', () => {
    setup({ ...mug, stock: 3 });
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveAccessibleDescription('3 left');
  });

  test('out of stock: the card stays, the button is disabled and says why', async () => {
    const { onRedeem, user } = setup(watch);
    const card = screen.getByRole('article', { name: 'Smart watch' });
    expect(card).toHaveTextContent('20,000 points');
    expect(card).toHaveTextContent('Out of stock');
    expect(card).not.toHaveTextContent('0 left');
    const redeem = within(card).getByRole('button', { name: 'Redeem' });
    expect(redeem).toBeDisabled();
    expect(redeem).toHaveAccessibleDescription('Out of stock');
    await user.click(redeem);
    await user.tab();
    expect(redeem).not.toHaveFocus();
    expect(onRedeem).not.toHaveBeenCalled();
  });

  test('two cards side by side keep their own names and reasons', () => {
    render(
      <>
        <MallItem item={mug} onRedeem={vi.fn()} />
        <MallItem item={watch} onRedeem={vi.fn()} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Redeem' });
    expect(first).toHaveAccessibleDescription('40 left');
    expect(second).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByRole('article', { name: 'Travel mug' })).toContainElement(first!);
    expect(screen.getByRole('article', { name: 'Smart watch' })).toContainElement(second!);
  });
});
