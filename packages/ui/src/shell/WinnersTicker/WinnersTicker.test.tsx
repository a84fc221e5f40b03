import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { WinnersTicker } from './WinnersTicker';
import { sampleWinners } from './WinnersTicker.fixtures';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('WinnersTicker', () => {
  test('a region named "Latest wins" lists each win: the masked player, the amount, the game', () => {
    render(<WinnersTicker winners={sampleWinners} />);
    const region = screen.getByRole('region', { name: 'Latest wins' });
    // The first copy is the list people read; the second, for the seamless loop, is hidden.
    const [list] = within(region).getAllByRole('list');
    const items = within(list!).getAllByRole('listitem');
    expect(items).toHaveLength(sampleWinners.length);
    expect(items[0]).toHaveTextContent('pl***01 won P12,500.00 in Golden Reels');
    expect(items[3]).toHaveTextContent('ja***07 won P199,999.00 in Mega Pool Tower');
  });

  test('the amounts take the currency given', () => {
    render(<WinnersTicker winners={sampleWinners.slice(0, 1)} currency="RM" />);
    expect(screen.getAllByText('RM12,500.00')[0]).toBeInTheDocument();
  });

  test('the pause control stops the line and says so; Tab reaches it and nothing else', async () => {
    const user = userEvent.setup();
    const onPausedChange = vi.fn();
    render(<WinnersTicker winners={sampleWinners} onPausedChange={onPausedChange} />);
    await user.tab();
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('region')).toHaveAttribute('data-paused');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  test('with reduced motion: no motion, no copy, no control', () => {
    mockReducedMotion(true);
    render(<WinnersTicker winners={sampleWinners} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(sampleWinners.length);
  });

  test('loading says so to assistive technology and shows no wins', () => {
    render(<WinnersTicker winners={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest wins');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  test('a failure has its message and a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<WinnersTicker winners={[]} failed onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('The latest wins could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('renders nothing when there are no wins', () => {
    const { container } = render(<WinnersTicker winners={[]} />);
    expect(container.querySelector('[data-ui="WinnersTicker"]')).toBeNull();
  });

  test('keeps names and amounts whole right to left', () => {
    render(<WinnersTicker winners={sampleWinners.slice(0, 1)} />, { dir: 'rtl' });
    expect(screen.getByRole('region')).toHaveAttribute('data-dir', 'rtl');
    expect(document.querySelector('bdi[data-ui="WinnersTicker.Player"]')).toHaveTextContent(
      'pl***01',
    );
  });
});
