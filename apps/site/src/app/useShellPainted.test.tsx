import { describe, expect, test } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useShellPainted } from './useShellPainted';

describe('useShellPainted', () => {
  test('false for the first commit, true once it has been painted, and stays true', async () => {
    const { result, rerender } = renderHook(() => useShellPainted());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(result.current).toBe(true);
  });
});
