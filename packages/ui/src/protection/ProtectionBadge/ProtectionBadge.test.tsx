import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { ProtectionBadge } from './ProtectionBadge';

describe('ProtectionBadge', () => {
  test.each([
    ['limits', 'Limits set'],
    ['timeOut', 'On a time-out'],
    ['excluded', 'Self-excluded'],
  ] as const)('%s reads %j', (state, words) => {
    render(<ProtectionBadge state={state} />);
    expect(screen.getByText(words)).toHaveAttribute('data-protection', state);
  });

  test('a member without any tool shows no badge', () => {
    const { container } = render(<ProtectionBadge state="none" />);
    expect(container.querySelector('[data-protection]')).toBeNull();
  });
});
