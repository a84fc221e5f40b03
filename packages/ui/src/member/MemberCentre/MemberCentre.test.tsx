import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@lobby/core';
import { Button } from '../../components/Button';
import { render } from '../../test/render';
import { MemberCentre, type MemberCentreProps } from './MemberCentre';

function Harness(
  props: Partial<MemberCentreProps> & { onPage?: (page: MemberCentrePage) => void },
) {
  const [open, setOpen] = useState(props.open ?? false);
  const [page, setPage] = useState<MemberCentrePage>(props.page ?? 'securityCenter');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Deposit</Button>
      <MemberCentre
        pages={MEMBER_CENTRE_PAGES}
        {...props}
        open={open}
        onOpenChange={setOpen}
        page={page}
        onPageChange={(next) => {
          props.onPage?.(next);
          setPage(next);
        }}
      >
        <p>Content of {page}</p>
      </MemberCentre>
    </>
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Member centre' });

describe('MemberCentre', () => {
  test('the menu lists the entries in order and marks the page on screen', () => {
    render(<Harness open page="withdraw" />);
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Bonus details',
      'Reward center',
      'Invite friends',
      'Mission activity',
      'Platform information',
      'Manual rebate',
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Withdrawal']);
    expect(screen.getByRole('region', { name: 'Withdrawal' })).toHaveTextContent(
      'Content of withdraw',
    );
    // The journeys find the open page by this name (e2e/memberCentre.spec.ts).
    expect(screen.getByRole('region', { name: 'Withdrawal' })).toHaveAttribute(
      'data-ui',
      'MemberCentre.Page',
    );
  });

  test('only the pages given are entries', () => {
    render(<Harness open pages={['securityCenter', 'transactionHistory']} />);
    expect(within(menu()).getAllByRole('link')).toHaveLength(2);
  });

  test('an entry is a link to its address; a click moves to its page and focus to it', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Harness open onPage={onPage} hrefFor={(page) => `/rng?member=${page}`} />);
    const wallet = within(menu()).getByRole('link', { name: 'My wallet' });
    expect(wallet).toHaveAttribute('href', '/rng?member=transferFund');
    await user.click(wallet);
    expect(onPage).toHaveBeenCalledWith('transferFund');
    expect(screen.getByRole('region', { name: 'My wallet' })).toHaveFocus();
    expect(wallet).toHaveAttribute('aria-current', 'page');
  });

  test('red counts show on missions, messages and rewards above 0, and on nothing else', () => {
    render(<Harness open counts={{ missionLeaderboard: 2, messageV2: 0, rewardCenter: 120 }} />);
    const entry = (name: string) => within(menu()).getByRole('link', { name: new RegExp(name) });
    expect(entry('Mission activity')).toHaveTextContent('2');
    expect(entry('Mission activity')).toHaveAccessibleName('Mission activity 2 new');
    expect(entry('Reward center')).toHaveTextContent('99+');
    expect(entry('Platform information')).toHaveAccessibleName('Platform information');
  });

  test('while the menu loads, no entry shows and the menu is busy', () => {
    render(<Harness open menuLoading />);
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
    expect(menu()).toHaveAttribute('aria-busy', 'true');
  });

  test('Escape closes it and focus goes back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus());
  });

  test('the close button closes it', async () => {
    const user = userEvent.setup();
    render(<Harness open />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('in Arabic the entries are translated', () => {
    render(<Harness open />, { locale: 'ar', dir: 'rtl' });
    const arabicMenu = screen.getByRole('navigation', { name: 'مركز الأعضاء' });
    expect(within(arabicMenu).getAllByRole('link')[0]).toHaveTextContent('حسابي');
  });
});
