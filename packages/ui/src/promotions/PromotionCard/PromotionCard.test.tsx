import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { SAMPLE_PROMOTIONS } from '../shared/fixtures';
import { PromotionCard } from './PromotionCard';

describe('PromotionCard', () => {
  test('a click with a modifier (a new tab) is left to the browser', () => {
    const onOpen = vi.fn();
    render(
      <PromotionCard promotion={SAMPLE_PROMOTIONS[0]!} href="/promoDetail?id=1" onOpen={onOpen} />,
    );
    const link = screen.getByRole('link', { name: 'Welcome gift' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  test('the artwork is decoration: the title names the card', () => {
    const { container } = render(
      <PromotionCard promotion={SAMPLE_PROMOTIONS[3]!} href="/promoDetail?id=4" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
