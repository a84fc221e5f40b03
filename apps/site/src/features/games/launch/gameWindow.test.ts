import { describe, expect, test, vi } from 'vitest';
import { opensInWindow } from './useLaunch';
import { openGameWindow, sendGameWindow } from './gameWindow';

function fakeWindow() {
  return { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
}

describe('the game window', () => {
  test('opens blank, cut from the site, and is sent to the game without a history entry', () => {
    const popup = fakeWindow();
    const open = vi.fn(() => popup as unknown as Window);
    const opened = openGameWindow(open);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(opened).toBe(popup);
    expect(popup.opener).toBeNull();
    sendGameWindow(opened!, 'https://games.example/play/t');
    expect(popup.location.replace).toHaveBeenCalledWith('https://games.example/play/t');
  });

  test('a blocked window is reported as null', () => {
    expect(openGameWindow(() => null)).toBeNull();
  });
});

describe('opensInWindow', () => {
  const vendors = [
    { vassalage: 'VELVET', launchMode: 'window' as const },
    { vassalage: 'PG', launchMode: 'iframe' as const },
  ];
  const launch = (vendor: string | null) =>
    ({ kind: 'launch', gameType: 'LIVE', vendor, gameCode: 'g', page: '/game' }) as const;

  test("a 'window' vendor's launch and first game open a window", () => {
    expect(opensInWindow(launch('velvet'), vendors)).toBe(true);
    expect(
      opensInWindow({ kind: 'launchFirstGame', gameType: 'LIVE', vendor: 'VELVET' }, vendors),
    ).toBe(true);
  });

  test('anything else stays in the site', () => {
    expect(opensInWindow(launch('PG'), vendors)).toBe(false);
    expect(opensInWindow(launch('UNKNOWN'), vendors)).toBe(false);
    expect(opensInWindow(launch(null), vendors)).toBe(false);
    expect(opensInWindow(launch('VELVET'), null)).toBe(false);
    expect(opensInWindow({ kind: 'subGames', vendor: 'VELVET' }, vendors)).toBe(false);
    expect(opensInWindow({ kind: 'navigate', to: '/lottery' }, vendors)).toBe(false);
  });
});
