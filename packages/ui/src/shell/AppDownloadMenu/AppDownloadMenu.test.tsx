import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { AppDownloadMenu } from './AppDownloadMenu';

const ios = { url: 'https://apps.example.com/ios', qrValue: 'https://dl.example.com/i' };
const android = { url: 'https://apps.example.com/android', qrValue: 'https://dl.example.com/a' };

describe('AppDownloadMenu', () => {
  test('opens a popover with a QR code and a store link per platform', async () => {
    const user = userEvent.setup();
    render(<AppDownloadMenu ios={ios} android={android} />);
    const trigger = screen.getByRole('button', { name: 'Download app' });
    await user.click(trigger);
    const popover = screen.getByRole('dialog', { name: 'Download the app' });
    expect(
      within(popover).getByRole('img', { name: 'QR code to download the iOS app' }),
    ).toBeInTheDocument();
    expect(
      within(popover).getByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeInTheDocument();
    const iosLink = within(popover).getByRole('link', {
      name: 'Download for iOS (opens in a new tab)',
    });
    expect(iosLink).toHaveAttribute('href', ios.url);
    expect(iosLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(popover).getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      android.url,
    );
  });

  test('a missing platform is left out', async () => {
    const user = userEvent.setup();
    render(<AppDownloadMenu android={android} />);
    await user.click(screen.getByRole('button', { name: 'Download app' }));
    expect(screen.queryByRole('link', { name: /iOS/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  test('with no platform at all, nothing renders', () => {
    render(<AppDownloadMenu ios={null} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('keyboard: Enter opens, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<AppDownloadMenu ios={ios} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Download app' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  test('a store link reports its platform', async () => {
    const user = userEvent.setup();
    const onStoreLinkClick = vi.fn();
    render(
      <AppDownloadMenu
        ios={ios}
        android={android}
        defaultOpen
        onStoreLinkClick={onStoreLinkClick}
      />,
    );
    const link = screen.getByRole('link', { name: /Download for Android/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onStoreLinkClick).toHaveBeenCalledWith('android');
  });
});
