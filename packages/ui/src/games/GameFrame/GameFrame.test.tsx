import nodeConsole from 'node:console';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { GameFrame } from './GameFrame';

// An opaque address: the test DOM does not fetch it.
const GAME_URL = 'about:blank#ticket-1';

// The test DOM never loads a frame's page and says so on the console for every frame; only that
// one expected line is dropped.
beforeEach(() => {
  // The console the test DOM was created with: Node's own, not the test runner's.
  const domConsole = nodeConsole;
  const log = domConsole.error.bind(domConsole);
  vi.spyOn(domConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Iframe page loading is disabled')) return;
    log(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GameFrame', () => {
  test('the game runs in a titled, sandboxed frame that sends no referrer', () => {
    render(<GameFrame title="Lucky Reels" src={GAME_URL} onBack={vi.fn()} />);
    const frame = screen.getByTitle('Lucky Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Reels' })).toBeInTheDocument();
  });

  test('a loading state while the address is on its way, without a frame', () => {
    render(<GameFrame title="Lucky Reels" src={null} onBack={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Starting Lucky Reels');
    expect(screen.queryByTitle('Lucky Reels')).toBeNull();
  });

  test('the loading cover stays until the game page has loaded', () => {
    const onLoad = vi.fn();
    render(<GameFrame title="Lucky Reels" src={GAME_URL} onBack={vi.fn()} onLoad={onLoad} />);
    expect(screen.getByRole('status')).toHaveTextContent('Starting Lucky Reels');
    fireEvent.load(screen.getByTitle('Lucky Reels'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  test('the frame element is handed to the page (it checks where messages come from)', () => {
    const frameRef = createRef<HTMLIFrameElement>();
    render(<GameFrame title="Lucky Reels" src={GAME_URL} onBack={vi.fn()} frameRef={frameRef} />);
    expect(frameRef.current).toBe(screen.getByTitle('Lucky Reels'));
  });

  test('back to the lobby', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<GameFrame title="Lucky Reels" src={GAME_URL} onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('an error replaces the frame with the message, retry and back', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onBack = vi.fn();
    render(
      <GameFrame
        title="Lucky Reels"
        src={GAME_URL}
        error="Game under maintenance"
        onRetry={onRetry}
        onBack={onBack}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Game under maintenance');
    expect(screen.queryByTitle('Lucky Reels')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // One way back, not two buttons with the same name.
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('the error action can say what it does; without one only back is offered', () => {
    const { rerender } = render(
      <GameFrame
        title="Lucky Reels"
        src={null}
        error="Log in to play."
        onRetry={vi.fn()}
        retryLabel="Log in"
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    rerender(<GameFrame title="Lucky Reels" src={null} error="Not available." onBack={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Back to lobby',
    ]);
  });

  test('its height leaves room for what is above and below it in the page', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 120, width: 800, height: 500 }),
    );
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(636);
    render(<GameFrame title="Lucky Reels" src={null} onBack={vi.fn()} />);
    const frame = screen.getByRole('heading', { name: 'Lucky Reels' }).closest('section')!;
    expect(frame.style.getPropertyValue('--game-frame-top')).toBe('120px');
    expect(frame.style.getPropertyValue('--game-frame-bottom')).toBe('16px');
  });
});
