import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../../test/render';
import { GoldenEgg } from './GoldenEgg';

describe('GoldenEgg', () => {
  test('smashes one egg at a time: a second pick while the first is on its way is ignored', async () => {
    let finish: () => void = () => {};
    const onSmash = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <GoldenEgg
        eggs={3}
        tickets={2}
        betPerTicket={50_000}
        towardsNext={0}
        result={null}
        onSmash={onSmash}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Smash egg 1' }));
    await user.click(screen.getByRole('button', { name: 'Smash egg 3' }));
    expect(onSmash).toHaveBeenCalledTimes(1);
    expect(onSmash).toHaveBeenCalledWith(0);
    finish();
    await user.click(await screen.findByRole('button', { name: 'Smash egg 3' }));
    expect(onSmash).toHaveBeenLastCalledWith(2);
  });
});
