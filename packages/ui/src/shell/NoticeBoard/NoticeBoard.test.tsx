import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import type { NoticeItem } from '../NoticeDialog';
import { NoticeBoard } from './NoticeBoard';

const notices: NoticeItem[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body of notice ${i + 1}</p>`,
  date: `${i + 1} May`,
}));

function titles() {
  const list = screen.getByRole('list', { name: 'Announcements' });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.firstChild?.textContent);
}

describe('NoticeBoard', () => {
  test('nine titles per page, the first selected and shown on the right', () => {
    render(<NoticeBoard notices={notices} />);
    expect(titles()).toEqual(notices.slice(0, 9).map((n) => n.title));
    expect(screen.getByRole('button', { name: /^Notice 1\b/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const article = screen.getByRole('article', { name: 'Notice 1' });
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('Notice 1');
    expect(within(article).getByText('Body of notice 1')).toBeInTheDocument();
  });

  test('choosing a title shows its content and reports the index', async () => {
    const user = userEvent.setup();
    const onSelectedIndexChange = vi.fn();
    render(<NoticeBoard notices={notices} onSelectedIndexChange={onSelectedIndexChange} />);
    await user.click(screen.getByRole('button', { name: /^Notice 3\b/ }));
    expect(onSelectedIndexChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('article', { name: 'Notice 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notice 3\b/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Notice 1\b/ })).not.toHaveAttribute('aria-current');
  });

  test('the pagination under the list pages the titles and selects the first of the page', async () => {
    const user = userEvent.setup();
    render(<NoticeBoard notices={notices} />);
    const pages = screen.getByRole('navigation', { name: 'Announcement pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Notice 19', 'Notice 20']);
    expect(screen.getByRole('article', { name: 'Notice 19' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(titles()[0]).toBe('Notice 10');
  });

  test('a custom page size; no pagination when everything fits', () => {
    render(<NoticeBoard notices={notices.slice(0, 4)} pageSize={5} />);
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  test('controlled: the selected index decides the page and the content', () => {
    render(<NoticeBoard notices={notices} selectedIndex={12} />);
    expect(titles()[0]).toBe('Notice 10');
    expect(screen.getByRole('article', { name: 'Notice 13' })).toBeInTheDocument();
  });

  test('an empty list says so', () => {
    render(<NoticeBoard notices={[]} />);
    expect(screen.getByRole('heading', { name: 'No announcements yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
