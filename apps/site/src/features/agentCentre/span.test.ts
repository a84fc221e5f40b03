import { describe, expect, it } from 'vitest';
import { spanOf } from './span';

describe('spanOf', () => {
  it('turns whole UTC days into a span whose end is the next day', () => {
    expect(spanOf({ from: '2026-11-01', to: '2026-11-26' })).toEqual({
      from: Date.UTC(2026, 10, 1),
      to: Date.UTC(2026, 10, 27),
    });
  });

  it('leaves an empty or unreadable end to the server', () => {
    expect(spanOf({ from: '', to: '2026-11-26' })).toEqual({ to: Date.UTC(2026, 10, 27) });
    expect(spanOf({ from: 'nonsense', to: '' })).toEqual({});
  });
});
