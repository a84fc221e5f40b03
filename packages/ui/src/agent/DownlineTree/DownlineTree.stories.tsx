import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { DownlineTree, type DownlineTreeProps } from './DownlineTree';
import type { DownlineMember } from './downline';
import { CHILDREN, DIRECT_DOWNLINE, searchTeam } from './fixtures';

const loadChildren = (member: DownlineMember) => Promise.resolve(CHILDREN[member.id] ?? []);

/** The search text and the selection held by the story, as the page holds them. */
function Stateful(args: DownlineTreeProps) {
  const [search, setSearch] = useState(args.search);
  const [selectedId, setSelectedId] = useState(args.selectedId ?? null);
  return (
    <DownlineTree
      {...args}
      search={search}
      onSearchChange={(next) => {
        args.onSearchChange(next);
        setSearch(next);
      }}
      results={args.results ?? searchTeam(search)}
      selectedId={selectedId}
      onSelect={(member) => {
        args.onSelect(member);
        setSelectedId(member.id);
      }}
    />
  );
}

const meta = {
  title: 'Agent/DownlineTree',
  component: DownlineTree,
  tags: ['autodocs'],
  args: {
    members: DIRECT_DOWNLINE,
    loadChildren,
    onSelect: fn(),
    search: '',
    onSearchChange: fn(),
    results: null,
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DownlineTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: ArrowRight opens a sub-agent, ArrowDown moves into its team, Enter selects. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Your team' });
    const sub = within(tree).getByRole('treeitem', { name: /subagent01/ });
    await step('Tab lands on the first member only', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(sub).toHaveFocus();
      await expect(sub).toHaveAttribute('aria-expanded', 'false');
    });
    await step('ArrowRight opens it and its team shows', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(sub).toHaveAttribute('aria-expanded', 'true');
      await within(tree).findByRole('treeitem', { name: /subagent02/ });
    });
    await step('ArrowDown moves to its first member, a level deeper', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const child = within(tree).getByRole('treeitem', { name: /subagent02/ });
      await expect(child).toHaveFocus();
      await expect(child).toHaveAttribute('aria-level', '2');
    });
    await step('Enter selects it', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 20 }));
      await waitFor(() =>
        expect(within(tree).getByRole('treeitem', { name: /subagent02/ })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
    });
  },
};

/** A search over the whole team: flat results, each with its level and upline; Clear ends it. */
export const Searching: Story = {
  args: { search: 'player3' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const found = canvas.getByRole('list', { name: 'Members found' });
    await expect(within(found).getAllByRole('button')).toHaveLength(2);
    await expect(within(found).getAllByRole('button')[0]).toHaveTextContent(
      'Level 3 · upline subagent02',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(canvas.getByRole('tree')).toBeVisible();
  },
};

export const Loading: Story = { args: { members: null } };

export const NoDownline: Story = { args: { members: [] } };

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree');
    within(tree)
      .getByRole('treeitem', { name: /subagent01/ })
      .focus();
    // Right to left, the arrow pointing into the text (left) opens.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(tree).getByRole('treeitem', { name: /subagent01/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** On a 360 px phone, three levels open: nothing scrolls sideways and every row is a target. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { hasMore: true, onShowMore: fn() },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree');
    within(tree)
      .getByRole('treeitem', { name: /subagent01/ })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    const sub = await within(tree).findByRole('treeitem', { name: /subagent02/ });
    sub.focus();
    await userEvent.keyboard('{ArrowRight}');
    await within(tree).findByRole('treeitem', { name: /player31/ });
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="DownlineTree"]')!);
    for (const item of within(tree).getAllByRole('treeitem')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};
