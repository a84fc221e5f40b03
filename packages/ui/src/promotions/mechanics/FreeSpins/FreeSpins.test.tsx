import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../../test/render';
import { FreeSpins } from './FreeSpins';

const game = { id: 41, name: 'Lucky Reels', vendor: 'PG Soft' };

describe('FreeSpins', () => {
  test('claims once while the claim is on its way; a refused claim leaves the button to try again', async () => {
    let refuse: (error: Error) => void = () => {};
    const onClaim = vi.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    render(
      <FreeSpins
        game={game}
        granted={false}
        spins={20}
        left={0}
        stake={20}
        won={0}
        onClaim={onClaim}
        onPlay={() => {}}
      />,
    );
    const user = userEvent.setup();
    const claim = screen.getByRole('button', { name: 'Claim 20 free spins' });
    await user.click(claim);
    await user.click(claim);
    expect(onClaim).toHaveBeenCalledTimes(1);
    refuse(new Error('refused'));
    await user.click(await screen.findByRole('button', { name: 'Claim 20 free spins' }));
    expect(onClaim).toHaveBeenCalledTimes(2);
  });

  test('says when every spin is used, and still opens the game', async () => {
    const onPlay = vi.fn();
    render(
      <FreeSpins
        game={game}
        granted
        spins={20}
        left={0}
        stake={20}
        won={400}
        onClaim={() => {}}
        onPlay={onPlay}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'All your free spins are used. Rounds of Lucky Reels are paid ones now.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play Lucky Reels' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });
});
