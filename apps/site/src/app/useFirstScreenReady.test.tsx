import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from '../state/jotai';
import { loadScreenGroup } from './screenGroups';
import { useFirstScreenReady } from './useFirstScreenReady';

let finishLoad: () => void = () => undefined;
vi.mock('./screenGroups', () => ({
  loadScreenGroup: vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finishLoad = resolve;
      }),
  ),
}));

describe('useFirstScreenReady', () => {
  test("the address's screen group is asked for only once the shell has painted, and the screen waits for it", async () => {
    window.history.replaceState(null, '', '/rng');
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result, rerender } = renderHook(
      ({ painted }: { painted: boolean }) => useFirstScreenReady(painted),
      { initialProps: { painted: false }, wrapper },
    );
    expect(result.current).toBe(false);
    expect(loadScreenGroup).not.toHaveBeenCalled();

    rerender({ painted: true });
    // /rng is the egame group; the default language is Malay.
    await waitFor(() => expect(loadScreenGroup).toHaveBeenCalledExactlyOnceWith('egame', 'ms'));
    expect(result.current).toBe(false);

    finishLoad();
    await waitFor(() => expect(result.current).toBe(true));

    // A layout mounted later (after a system page, say) shows its screen at once, without loading
    // the first screen again.
    const later = renderHook(() => useFirstScreenReady(false), { wrapper });
    expect(later.result.current).toBe(true);
    expect(loadScreenGroup).toHaveBeenCalledTimes(1);
  });
});
