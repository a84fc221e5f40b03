import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Provider } from '../state/jotai';
import { AfterPhase } from './AfterPhase';
import { lazyComponent } from './lazyComponent';
import { createSiteStore } from './siteStore';
import { startUpPhaseAtom } from './startUp';

describe('AfterPhase', () => {
  test('holds the placeholder until the phase, then shows its children, also in later phases', () => {
    const store = createSiteStore();
    render(
      <Provider store={store}>
        <AfterPhase phase="screenReady" placeholder={<p>held</p>}>
          <p>the screen</p>
        </AfterPhase>
      </Provider>,
    );
    expect(screen.getByText('held')).toBeVisible();
    act(() => store.set(startUpPhaseAtom, 'shellPainted'));
    expect(screen.getByText('held')).toBeVisible();
    act(() => store.set(startUpPhaseAtom, 'settled'));
    expect(screen.getByText('the screen')).toBeVisible();
    expect(screen.queryByText('held')).toBeNull();
  });

  test('keeps the placeholder while a lazy child’s code arrives; a failed start reaches no phase', async () => {
    let arrive: () => void = () => {};
    const Footer = lazyComponent(
      () =>
        new Promise<{ Footer: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ Footer: () => <p>the footer</p> });
        }),
      'Footer',
    );
    const store = createSiteStore();
    store.set(startUpPhaseAtom, 'settled');
    render(
      <Provider store={store}>
        <AfterPhase phase="settled" placeholder={<p>footer's place</p>}>
          <Footer />
        </AfterPhase>
      </Provider>,
    );
    expect(screen.getByText("footer's place")).toBeVisible();
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('the footer')).toBeVisible();

    act(() => store.set(startUpPhaseAtom, 'failed'));
    expect(screen.getByText("footer's place")).toBeVisible();
  });
});
