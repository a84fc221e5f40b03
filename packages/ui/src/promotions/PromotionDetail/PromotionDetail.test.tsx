import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { SAMPLE_DETAIL } from '../shared/fixtures';
import { PromotionDetail } from './PromotionDetail';

describe('PromotionDetail', () => {
  test('without an action there is no "Take part" section, and the rules still show', () => {
    render(<PromotionDetail promotion={SAMPLE_DETAIL} />);
    expect(screen.queryByRole('region', { name: 'Take part' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rules' })).toBeInTheDocument();
  });
});
