import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { isSafeSocialUrl, SideBar } from './SideBar';

const socials = {
  facebook: 'https://facebook.com/lobby',
  telegram: 'https://t.me/lobby',
  youtube: 'https://youtube.com/@lobby',
  viber: 'viber://chat?number=%2B630000000',
};

describe('SideBar', () => {
  test('a named landmark with every item that was passed', () => {
    render(<SideBar socials={socials} onLiveChat={() => {}} inviteHref="/referral" />);
    const aside = screen.getByRole('complementary', { name: 'Quick links' });
    for (const name of ['Facebook', 'Telegram', 'YouTube', 'Viber']) {
      const link = within(aside).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(aside).getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/referral',
    );
  });

  test('only the resources that exist show', () => {
    render(<SideBar socials={{ telegram: 'https://t.me/lobby' }} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  test('nothing at all renders nothing', () => {
    render(<SideBar />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  test('an unsafe social URL is left out', () => {
    render(<SideBar socials={{ facebook: 'javascript:alert(1)', youtube: 'http://yt.example' }} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(isSafeSocialUrl('tg://resolve?domain=lobby')).toBe(true);
    expect(isSafeSocialUrl(' https://t.me/x')).toBe(true);
    expect(isSafeSocialUrl('data:text/html,x')).toBe(false);
  });

  test('live chat and the invite link call back', async () => {
    const user = userEvent.setup();
    const onLiveChat = vi.fn();
    const onNavigate = vi.fn();
    render(<SideBar onLiveChat={onLiveChat} inviteHref="/referral" onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(onLiveChat).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Invite friends' }));
    expect(onNavigate).toHaveBeenCalledWith('/referral', expect.anything());
  });

  test('collapses and expands from the keyboard', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    render(<SideBar onLiveChat={() => {}} onCollapsedChange={onCollapsedChange} />);
    const hide = screen.getByRole('button', { name: 'Hide quick links' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    hide.focus();
    await user.keyboard('{Enter}');
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    const show = screen.getByRole('button', { name: 'Show quick links' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
  });
});
