import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { DownlineTree, type DownlineTreeProps } from './DownlineTree';
import type { DownlineMember } from './downline';
import { CHILDREN, DIRECT_DOWNLINE, searchTeam } from './fixtures';

function renderTree(props: Partial<DownlineTreeProps> = {}) {
  const loadChildren =
    props.loadChildren ??
    vi.fn((member: DownlineMember) => Promise.resolve(CHILDREN[member.id] ?? []));
  const onSelect = vi.fn();
  render(
    <DownlineTree
      members={DIRECT_DOWNLINE}
      loadChildren={loadChildren}
      onSelect={onSelect}
      search=""
      onSearchChange={vi.fn()}
      results={[]}
      {...props}
    />,
  );
  return { loadChildren, onSelect, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name} `) });

describe('DownlineTree', () => {
  test('a member is loaded once; ArrowLeft closes it, and from its team goes back up to it', async () => {
    const { loadChildren, user } = renderTree();
    item('subagent01').focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('treeitem', { name: /^subagent02 / })).toHaveAttribute(
      'aria-level',
      '2',
    );
    await user.keyboard('{ArrowRight}');
    expect(item('subagent02')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('subagent01')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('subagent01')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^subagent02 / })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(item('subagent02')).toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  test('only one member is in the Tab order; End and Home reach the last and the first', async () => {
    const { user } = renderTree();
    const tree = screen.getByRole('tree');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((el) => el.tabIndex === 0),
    ).toHaveLength(1);
    item('subagent01').focus();
    await user.keyboard('{End}');
    expect(item('player12')).toHaveFocus();
    expect(item('player12')).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Home}');
    expect(item('subagent01')).toHaveFocus();
  });

  test('a player has no team to open and says it is a player', async () => {
    const { user, loadChildren } = renderTree();
    const player = item('player11');
    expect(player).not.toHaveAttribute('aria-expanded');
    expect(player).toHaveAccessibleName('player11 Player Team 0');
    player.focus();
    await user.keyboard('{ArrowRight}');
    expect(loadChildren).not.toHaveBeenCalled();
  });

  test('a team that fails to load closes, says why, and Retry loads it', async () => {
    const loadChildren = vi
      .fn<DownlineTreeProps['loadChildren']>()
      .mockRejectedValueOnce(new Error('The network is not responding.'))
      .mockResolvedValueOnce(CHILDREN[10] ?? []);
    const { user } = renderTree({ loadChildren });
    await user.click(item('subagent01'));
    item('subagent01').focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The team of subagent01 could not be loaded: The network is not responding.',
    );
    expect(item('subagent01')).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('treeitem', { name: /^player21 / })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a click selects a member; a search shows flat results and a word when none match', async () => {
    const { user, onSelect } = renderTree({ search: 'player30', results: searchTeam('player30') });
    expect(screen.queryByRole('tree')).toBeNull();
    const found = screen.getByRole('list', { name: 'Members found' });
    await user.click(within(found).getByRole('button', { name: /player30/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 30, depth: 3 }));
  });

  test('a search that matches nobody says so', () => {
    renderTree({ search: 'zzz', results: [] });
    expect(
      screen.getByText('No member of your team has an account containing “zzz”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 members found');
  });

  test('Show more asks for the next page of direct members', async () => {
    const onShowMore = vi.fn();
    const { user } = renderTree({ hasMore: true, onShowMore });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  test("a member's protection shows in words, never an amount; none shows nothing", () => {
    renderTree();
    expect(item('player12')).toHaveAccessibleName('player12 Player Limits set Team 0');
    expect(item('player11')).toHaveAccessibleName('player11 Player Team 0');
  });

  test('search results show the protection too', () => {
    renderTree({ search: 'player', results: searchTeam('player') });
    const found = within(screen.getByRole('list', { name: 'Members found' }));
    expect(found.getByRole('button', { name: /player21/ })).toHaveTextContent('On a time-out');
    expect(found.getByRole('button', { name: /player30/ })).toHaveTextContent('Self-excluded');
    expect(found.getByRole('button', { name: /player31/ })).not.toHaveTextContent(
      /Limits set|On a time-out|Self-excluded/,
    );
  });
});
