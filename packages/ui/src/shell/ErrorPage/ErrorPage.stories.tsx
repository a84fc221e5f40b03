import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { ErrorPage } from './ErrorPage';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { kind: 'not-found', homeHref: '/', onNavigate: fn(), onReload: fn(), inline: false },
  argTypes: {
    kind: { control: 'inline-radio', options: ['not-found', 'chunk-load', 'start-failed'] },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotFound: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};

export const ChunkLoadFailure: Story = {
  args: { kind: 'chunk-load' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A new version of the site is available' }),
    ).toBeVisible();
    canvas.getByRole('button', { name: 'Reload' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const StartFailed: Story = {
  args: { kind: 'start-failed' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The site could not load' }),
    ).toBeVisible();
    await expect(canvas.getByText('The network link is abnormal. Please retry.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const Inline: Story = {
  args: { inline: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <RightToLeftRoot>
      <ErrorPage {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** On a 360 px phone: the 404 card fits the screen, its Back to home button a full target. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('[data-ui="SystemPage.Card"]')!;
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const home = canvas.getByRole('link', { name: 'Back to home' });
    const homeBox = home.getBoundingClientRect();
    await expect(homeBox.height).toBeGreaterThanOrEqual(24);
    await expect(homeBox.right).toBeLessThanOrEqual(box.right);
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};
