import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { NoticeDialog, type NoticeItem } from './NoticeDialog';

const notices: NoticeItem[] = [
  { id: 1, title: 'Maintenance tonight', content: '<p>From 02:00 to 04:00.</p>', date: '1 May' },
  { id: 2, title: 'New slot games', content: '<p>Three vendors.</p>' },
  { id: 3, title: 'Weekend bonus', content: '<p>10% up to P 500.</p>' },
];

function Harness({
  start = 0,
  onIndexChange,
  onOpenChange,
}: {
  start?: number;
  onIndexChange?: (index: number) => void;
  onOpenChange?: (open: boolean) => void;
}) {
  const [index, setIndex] = useState(start);
  const [open, setOpen] = useState(true);
  return (
    <NoticeDialog
      notices={notices}
      index={index}
      open={open}
      onIndexChange={(next) => {
        onIndexChange?.(next);
        setIndex(next);
      }}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

describe('NoticeDialog', () => {
  test('shows the notice at the index: title as the name, sanitised body, date', () => {
    render(<Harness start={1} />);
    const dialog = screen.getByRole('dialog', { name: 'New slot games' });
    expect(within(dialog).getByText('Three vendors.')).toBeInTheDocument();
    // Sanitising is SafeHtml's job, proven in jsdom: DOMPurify does not work in happy-dom.
    expect(dialog.querySelector('[data-ui="SafeHtml"]')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
  });

  test('next and previous move between notices and report the index', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Harness onIndexChange={onIndexChange} />);
    expect(screen.getByRole('dialog', { name: 'Maintenance tonight' })).toBeInTheDocument();
    expect(screen.getByText('1 May')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous notice' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('dialog', { name: 'New slot games' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous notice' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  test('at the last notice Next is disabled and focus moves to Previous', async () => {
    const user = userEvent.setup();
    render(<Harness start={1} />);
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(screen.getByRole('dialog', { name: 'Weekend bonus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next notice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous notice' })).toHaveFocus();
  });

  test('Escape and the close button close it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('one notice: no previous/next; an out-of-range index is clamped', () => {
    render(
      <NoticeDialog
        notices={notices.slice(0, 1)}
        index={7}
        open
        onIndexChange={() => {}}
        onOpenChange={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Maintenance tonight' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next notice' })).not.toBeInTheDocument();
  });

  test('nothing renders without notices', () => {
    render(
      <NoticeDialog notices={[]} index={0} open onIndexChange={() => {}} onOpenChange={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
