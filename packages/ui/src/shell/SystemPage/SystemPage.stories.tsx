import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { SystemPage } from './SystemPage';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot
      brand={getBrand(theme.brandCode) ?? defaultBrand}
      mode={theme.mode}
      dir="rtl"
      lang="ar"
    >
      {children}
    </ThemeRoot>
  );
}

const end = Date.UTC(2026, 4, 1, 4, 30);

const meta = {
  title: 'Shell/SystemPage',
  component: SystemPage,
  tags: ['autodocs'],
  args: {
    kind: 'maintenance',
    endTime: end,
    timeZone: 'UTC',
    ip: '203.0.113.7',
    onContactService: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['maintenance', 'region'] },
    endTime: { control: 'date' },
  },
} satisfies Meta<typeof SystemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Maintenance: Story = {
  play: async ({ canvas, args }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'We are under maintenance',
    );
    await expect(main.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-05-01T04:30:00.000Z',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactService).toHaveBeenCalledTimes(1);
  },
};

export const MaintenanceWithoutEndTime: Story = {
  args: { endTime: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const RegionBlocked: Story = {
  args: { kind: 'region' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Not available in your region' }),
    ).toBeVisible();
    await expect(canvas.getByText('203.0.113.7')).toBeVisible();
  },
};

/** Arabic locale, right to left: the date in Arabic, the IP still left to right. */
export const RightToLeft: Story = {
  render: (args) => (
    <RightToLeftRoot>
      <SystemPage {...args} />
      <SystemPage {...args} kind="region" />
    </RightToLeftRoot>
  ),
  play: async ({ canvasElement, canvas }) => {
    const time = canvasElement.querySelector('time')!;
    await expect(time.textContent).toBe(
      new Intl.DateTimeFormat('ar', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(end),
    );
    await expect(canvas.getByText('203.0.113.7')).toHaveAttribute('dir', 'ltr');
  },
};

/** On a 360 px phone: the maintenance card fits the screen with its end time and a full button. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'We are under maintenance' }),
    ).toBeVisible();
    await expect(canvas.getByText('Expected to end')).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('[data-ui="SystemPage.Card"]')!;
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const contact = canvas.getByRole('button', { name: 'Contact customer service' });
    const target = contact.getBoundingClientRect();
    await expect(target.height).toBeGreaterThanOrEqual(24);
    await expect(target.left).toBeGreaterThanOrEqual(box.left);
    await expect(target.right).toBeLessThanOrEqual(box.right);
    await userEvent.click(contact);
    await expect(args.onContactService).toHaveBeenCalledTimes(1);
  },
};
