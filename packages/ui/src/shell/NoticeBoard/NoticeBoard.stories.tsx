import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import type { NoticeItem } from '../NoticeDialog';
import { NoticeBoard } from './NoticeBoard';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const topics = [
  'Scheduled maintenance',
  'New slot games',
  'Weekend deposit bonus',
  'App update available',
  'Responsible gaming tools',
  'Live casino tables added',
  'Holiday opening hours',
  'Referral programme',
  'Sports: new leagues',
  'Lottery draw times',
  'Security reminder',
  'Points shop restocked',
];

const notices: NoticeItem[] = topics.map((title, i) => ({
  id: i + 1,
  title,
  date: `${i + 1} May 2026`,
  content: `<p>${title}: details for our players.</p><ul><li>Starts on ${i + 1} May</li><li>Open to every member</li></ul>`,
}));

const meta = {
  title: 'Shell/NoticeBoard',
  component: NoticeBoard,
  tags: ['autodocs'],
  args: { notices, pageSize: 9, defaultSelectedIndex: 0, onSelectedIndexChange: fn() },
  argTypes: { notices: { control: 'object' } },
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChooseAndPage: Story = {
  play: async ({ canvas, args, step }) => {
    await step('a title shows its content', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^New slot games/ }));
      await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(1);
      await expect(canvas.getByRole('article', { name: 'New slot games' })).toBeVisible();
    });
    await step('page two lists the rest', async () => {
      const pages = canvas.getByRole('navigation', { name: 'Announcement pages' });
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
      await expect(canvas.getByRole('article', { name: 'Lottery draw times' })).toBeVisible();
      const list = canvas.getByRole('list', { name: 'Announcements' });
      await expect(within(list).getAllByRole('button')).toHaveLength(3);
    });
  },
};

/** A narrow container: the content stacks under the titles. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <NoticeBoard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const layout = canvasElement.querySelector<HTMLElement>('[data-ui="NoticeBoard.Layout"]')!;
    await expect(getComputedStyle(layout).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No announcements yet' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    notices: [
      { id: 1, title: 'صيانة مجدولة', content: '<p>الموقع غير متاح الليلة.</p>' },
      { id: 2, title: 'مكافأة نهاية الأسبوع', content: '<p>عشرة بالمئة.</p>' },
    ],
  },
  render: (args) => (
    <RightToLeftRoot>
      <NoticeBoard {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('button', { name: 'صيانة مجدولة' });
    // The selection bar is on the inline start: the right edge in right-to-left text.
    await expect(getComputedStyle(current).borderRightWidth).toBe('3px');
  },
};

/** On a 360 px phone: the titles, their pages, then the chosen notice under them, on screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Announcements' });
    const article = canvas.getByRole('article', { name: 'Scheduled maintenance' });
    await expect(article.getBoundingClientRect().top).toBeGreaterThan(
      list.getBoundingClientRect().bottom,
    );
    const board = canvasElement.querySelector<HTMLElement>('[data-ui="NoticeBoard"]')!;
    await expect(board.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const pages = canvas.getByRole('navigation', { name: 'Announcement pages' });
    for (const target of [
      ...within(list).getAllByRole('button'),
      ...within(pages).getAllByRole('button'),
    ]) {
      const box = target.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await userEvent.click(within(list).getByRole('button', { name: /^Holiday opening hours/ }));
    await expect(canvas.getByRole('article', { name: 'Holiday opening hours' })).toBeVisible();
  },
};
