import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  test('fetches its chunk once, and renders it without suspending once it is here', async () => {
    const load = vi.fn(() => Promise.resolve({ Hello }));
    const LazyHello = lazyComponent(load, 'Hello');
    expect(LazyHello.loaded()).toBeNull();
    const [first, second] = await Promise.all([LazyHello.load(), LazyHello.load()]);
    expect(first).toBe(Hello);
    expect(second).toBe(Hello);
    expect(load).toHaveBeenCalledTimes(1);
    // In hand: no fallback at all, not even for a frame.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <LazyHello name="player" />
      </Suspense>,
    );
    expect(screen.getByText('Hello player')).toBeVisible();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  test('suspends until its chunk arrives when it is not in hand', async () => {
    const LazyHello = lazyComponent(() => Promise.resolve({ Hello }), 'Hello');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <LazyHello name="again" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeVisible();
    expect(await screen.findByText('Hello again')).toBeVisible();
  });

  test('a chunk that did not arrive is a ChunkLoadError, and the next load tries again', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Hello });
    const LazyHello = lazyComponent(load, 'Hello');
    await expect(LazyHello.load()).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'missing',
    });
    await expect(LazyHello.load()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
