import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { SafeHtml } from './SafeHtml';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const notice = [
  '<h2>Scheduled maintenance</h2>',
  '<p>The site is <strong>unavailable</strong> tonight from <em>02:00</em> to <em>04:00</em>.</p>',
  '<ul><li>Deposits are paused</li><li>Open bets are kept</li></ul>',
  '<p>Questions? Read the <a href="https://help.example.com/maintenance">maintenance notes</a> ',
  'or write to <a href="mailto:help@example.com">help@example.com</a>.</p>',
  '<table><caption>Bonus tiers</caption><thead><tr><th scope="col">Tier</th><th scope="col">Bonus</th></tr></thead>',
  '<tbody><tr><td>Silver</td><td>5%</td></tr><tr><td>Gold</td><td>10%</td></tr></tbody></table>',
].join('');

const hostile = [
  '<p>Welcome bonus</p>',
  '<img src="x" onerror="window.__storyXss = 1" alt="broken">',
  '<script>window.__storyXss = 1</script>',
  '<a href="javascript:window.__storyXss = 1">Claim now</a>',
  '<svg onload="window.__storyXss = 1"></svg>',
  '<p onclick="window.__storyXss = 1">Click me</p>',
].join('');

const meta = {
  title: 'Shell/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: notice, as: 'div' },
  argTypes: {
    html: { control: 'text' },
    as: { control: 'inline-radio', options: ['div', 'section', 'article'] },
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Formatting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Bonus tiers' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'maintenance notes' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Hostile markup: the handlers, the script, the svg and the javascript: link are gone. */
export const HostileMarkup: Story = {
  args: { html: hostile },
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector('[data-ui="SafeHtml"]')!;
    await expect(root.querySelector('script, svg, [onerror], [onclick]')).toBeNull();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Claim now')).toBeVisible();
    await expect((window as { __storyXss?: unknown }).__storyXss).toBeUndefined();
  },
};

export const RightToLeft: Story = {
  args: {
    html: '<h2>صيانة مجدولة</h2><p>الموقع <strong>غير متاح</strong> الليلة.</p><ul><li>الإيداع متوقف</li><li>الرهانات محفوظة</li></ul>',
  },
  render: (args) => (
    <RightToLeftRoot>
      <SafeHtml {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-ui="SafeHtml"] ul')!;
    // Logical padding: the bullet indent sits on the right in right-to-left text.
    await expect(getComputedStyle(list).paddingRight).not.toBe('0px');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};
