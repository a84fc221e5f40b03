import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { switchableLocales } from '@lobby/i18n';
import { Button } from '../../components/Button';
import { AccountBar } from '../AccountBar';
import { AppDownloadMenu } from '../AppDownloadMenu';
import { CompactLoginForm } from '../CompactLoginForm';
import { LanguageSwitch } from '../LanguageSwitch';
import { HeaderTopBar } from './HeaderTopBar';

const language = <LanguageSwitch languages={switchableLocales} value="EN" onValueChange={fn()} />;
const appDownload = (
  <AppDownloadMenu
    ios={{ url: 'https://apps.example.com/ios', qrValue: 'https://dl.example.com/ios' }}
    android={{ url: 'https://apps.example.com/android', qrValue: 'https://dl.example.com/a' }}
  />
);
const loginForm = (
  <CompactLoginForm
    onSubmit={fn(() => Promise.resolve())}
    codeLoginEnabled
    directRegisterEnabled
    onForgotPassword={fn()}
    onRegister={fn()}
  />
);
const accountBar = (
  <AccountBar
    nickname="Siti Aisyah"
    memberId="100234"
    balance={1234567}
    memberCentreAvailable
    promotionsAvailable={1}
    unreadMessages={2}
    onRefreshBalance={fn(() => Promise.resolve())}
    onSignOut={fn()}
  />
);

const meta = {
  title: 'Shell/HeaderTopBar',
  component: HeaderTopBar,
  tags: ['autodocs'],
  args: { language, appDownload, account: loginForm },
  argTypes: {
    language: { control: false },
    appDownload: { control: false },
    tools: { control: false },
    account: { control: false },
    compactAccount: { control: false },
  },
} satisfies Meta<typeof HeaderTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Language' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download app' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Username' })).toHaveFocus();
  },
};

export const LoggedIn: Story = {
  args: { account: accountBar },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toBeVisible();
  },
};

/** Narrow without a compact slot: the login form takes a row of its own and stacks. */
export const NarrowWrapsTheForm: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Log in' });
    const language = canvas.getByRole('combobox', { name: 'Language' });
    await expect(form.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      language.getBoundingClientRect().bottom,
    );
  },
};

/** Narrow with a compact slot: a "Log in" button replaces the form. */
export const NarrowCompactAccount: Story = {
  args: { compactAccount: <Button size="sm">Log in</Button> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form', { name: 'Log in' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { locale: 'AR' }, args: { account: accountBar } };

/** On a 360 px phone: language, app download and a Log in button in place of the form, on screen. */
export const OnAPhone: Story = {
  args: { compactAccount: <Button size="sm">Log in</Button> },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The bar is narrower than 48rem: the form gives way to the compact account.
    await expect(canvas.queryByRole('form', { name: 'Log in' })).toBeNull();
    const language = canvas.getByRole('combobox', { name: 'Language' });
    const download = canvas.getByRole('button', { name: 'Download app' });
    const logIn = canvas.getByRole('button', { name: 'Log in' });
    for (const control of [language, download, logIn]) {
      await expect(control).toBeVisible();
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    const bar = canvasElement.querySelector<HTMLElement>('[data-ui="HeaderTopBar"]')!;
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
