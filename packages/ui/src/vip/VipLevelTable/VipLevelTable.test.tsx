import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { VipLevelTable } from './VipLevelTable';
import { SAMPLE_VIP_LEVELS } from './fixtures';

describe('VipLevelTable', () => {
  test('every level with what it asks and gives', () => {
    render(<VipLevelTable levels={SAMPLE_VIP_LEVELS} currentLevel={null} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SAMPLE_VIP_LEVELS.length);
    expect(rows[1]).toHaveTextContent('VIP 2');
    expect(rows[1]).toHaveTextContent('P5,000.00');
    expect(rows[1]).toHaveTextContent('P1,000.00');
    expect(rows[1]).toHaveTextContent('0.40%');
    expect(rows[1]).toHaveTextContent('P88.00');
    expect(rows[0]).toHaveTextContent('None');
    expect(rows[3]).toHaveTextContent('No');
    expect(rows[4]).toHaveTextContent('Yes');
  });
});
