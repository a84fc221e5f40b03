import { afterEach, describe, expect, test, vi } from 'vitest';
import { START_FAILURE_ID } from './contract';
import { showStartFailure } from './startFailure';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('showStartFailure', () => {
  test('replaces the page (its shell too) with the failed-start screen the build put in the page, whose button reloads', () => {
    document.body.innerHTML =
      `<div id="root"><div data-lobby-shell inert>shell</div></div>` +
      `<template id="${START_FAILURE_ID}"><main><h1>Laman tidak dapat dimuatkan</h1>` +
      `<button type="button">Muat semula</button></main></template>`;
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    showStartFailure();
    const root = document.getElementById('root')!;
    expect(root.textContent).not.toContain('shell');
    expect(root.querySelector('h1')?.textContent).toBe('Laman tidak dapat dimuatkan');
    root.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
