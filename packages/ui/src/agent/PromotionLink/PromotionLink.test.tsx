import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { PromotionLink, type PromotionLinkProps } from './PromotionLink';

const LINK = 'https://lobby.example/register?affiliateCode=AGK7PQ2MXA';

function setup(props: Partial<PromotionLinkProps> = {}) {
  const copy = vi.fn(() => Promise.resolve());
  render(<PromotionLink code="AGK7PQ2MXA" link={LINK} copy={copy} {...props} />);
  return { copy };
}

describe('PromotionLink', () => {
  test('shows the link, its QR code and the code, and copies the link', async () => {
    const user = userEvent.setup();
    const { copy } = setup();
    expect(screen.getByRole('textbox', { name: 'Your promotion link' })).toHaveValue(LINK);
    expect(screen.getByRole('img', { name: 'QR code of your promotion link' })).toBeInTheDocument();
    expect(screen.getByText('Promotion code').nextElementSibling).toHaveTextContent('AGK7PQ2MXA');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copy).toHaveBeenCalledWith(LINK);
  });

  test('a link that could not be loaded says so, with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    setup({ code: null, link: null, error: 'The network link is abnormal.', onRetry });
    expect(screen.getByText('The network link is abnormal.')).toBeInTheDocument();
    expect(screen.queryByText('Promotion code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
