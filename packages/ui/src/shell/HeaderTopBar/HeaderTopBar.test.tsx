import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchableLocales } from '@lobby/i18n';
import { render } from '../../test/render';
import { AppDownloadMenu } from '../AppDownloadMenu';
import { CompactLoginForm } from '../CompactLoginForm';
import { LanguageSwitch } from '../LanguageSwitch';
import { HeaderTopBar } from './HeaderTopBar';

const app = { url: 'https://apps.example.com/ios', qrValue: 'https://dl.example.com/ios' };

function TopBar({ compact = false }: { compact?: boolean }) {
  return (
    <HeaderTopBar
      language={
        <LanguageSwitch languages={switchableLocales} value="EN" onValueChange={() => {}} />
      }
      appDownload={<AppDownloadMenu ios={app} />}
      account={<CompactLoginForm onSubmit={() => Promise.resolve()} />}
      {...(compact && { compactAccount: <button type="button">Sign in</button> })}
    />
  );
}

describe('HeaderTopBar', () => {
  test('Tab order follows the reading order: language, app download, then the login form', async () => {
    const user = userEvent.setup();
    render(<TopBar />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download app' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveFocus();
  });

  test('right to left the slots keep their order', async () => {
    const user = userEvent.setup();
    render(<TopBar />, { dir: 'rtl' });
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
  });

  test('the compact account is rendered for narrow bars and stays out of the way when wide', () => {
    render(<TopBar compact />);
    // Wide (no container query applies here): the form shows, the compact button is hidden.
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in', hidden: true })).toBeInTheDocument();
  });

  test('renders without tools', () => {
    render(<HeaderTopBar account={<span>account slot</span>} />);
    expect(screen.getByText('account slot')).toBeInTheDocument();
  });
});
