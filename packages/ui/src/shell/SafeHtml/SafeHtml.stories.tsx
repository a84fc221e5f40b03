import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
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

/** A 1200 x 300 picture (a one-colour PNG), wider than any phone. */
const widePicture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAABLAAAAEsAQMAAADpc9gTAAAAA1BMVEUPdm5/SejIAAAAQ0lEQVR42u3BMQEAAADCoPVPbQ0PoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACARwOw9AABWDaRwQAAAABJRU5ErkJggg==';

/** What operators paste that is wider than a phone: a picture, a long address, a wide table. */
const wideOnAPhone = [
  notice,
  `<p><img src="${widePicture}" alt="Weekend bonus poster"></p>`,
  '<p>Full terms: https://promo.example.com/terms-and-conditions/weekend-deposit-bonus-2026-05</p>',
  '<table><caption>Bonus by day</caption><thead><tr>',
  ['Day', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
    .map((day) => `<th scope="col">${day}</th>`)
    .join(''),
  '</tr></thead><tbody><tr><td>Bonus</td>',
  '<td>5%</td><td>5%</td><td>5%</td><td>5%</td><td>10%</td><td>10%</td><td>10%</td>',
  '</tr></tbody></table>',
].join('');

/** On a 360 px phone: a wide picture shrinks to fit; a long address and a wide table stay on it. */
export const OnAPhone: Story = {
  args: { html: wideOnAPhone },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="SafeHtml"]')!;
    const edge = root.getBoundingClientRect().right;
    await expect(edge).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: 'Weekend bonus poster' });
    await waitFor(() => expect(picture.naturalWidth).toBe(1200));
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    // The address has no space to break at: it wraps anywhere rather than run past the edge.
    const address = canvas.getByText(/^Full terms:/);
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    // Eight columns of a week: the cells wrap (or the table scrolls inside its own box).
    const table = canvas.getByRole('table', { name: 'Bonus by day' });
    await expect(canvas.getByRole('columnheader', { name: 'Wednesday' })).toBeVisible();
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
  },
};
