import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { NoticeBar } from './NoticeBar';

const notices = [
  { title: 'Maintenance tonight' },
  { title: 'New slot games' },
  { title: 'Weekend bonus' },
];

describe('NoticeBar', () => {
  test('a region named "Announcements" with one button per title', () => {
    render(<NoticeBar notices={notices} onOpenNotice={() => {}} />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    for (const { title } of notices) {
      // The scrolling copy is hidden from assistive technology: each title is announced once.
      expect(within(region).getAllByRole('button', { name: title })).toHaveLength(1);
    }
  });

  test('a click or Enter on a title opens that notice by index', async () => {
    const user = userEvent.setup();
    const onOpenNotice = vi.fn();
    render(<NoticeBar notices={notices} onOpenNotice={onOpenNotice} />);
    await user.click(screen.getByRole('button', { name: 'New slot games' }));
    expect(onOpenNotice).toHaveBeenLastCalledWith(1);
    screen.getByRole('button', { name: 'Weekend bonus' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpenNotice).toHaveBeenLastCalledWith(2);
  });

  test('the pause control stops and restarts the scrolling', async () => {
    const user = userEvent.setup();
    const onPausedChange = vi.fn();
    render(<NoticeBar notices={notices} onOpenNotice={() => {}} onPausedChange={onPausedChange} />);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(onPausedChange).toHaveBeenLastCalledWith(false);
  });

  test('renders nothing without notices', () => {
    const { container } = render(<NoticeBar notices={[]} onOpenNotice={() => {}} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[data-ui="NoticeBar"]')).toBeNull();
  });

  test('a caller-given name replaces the default one', () => {
    render(<NoticeBar aria-label="Notices" notices={notices} onOpenNotice={() => {}} />);
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
  });

  test('scrolls the other way right to left', () => {
    const { container } = render(<NoticeBar notices={notices} onOpenNotice={() => {}} />, {
      dir: 'rtl',
    });
    expect(container.querySelector('[data-ui="Marquee"]')).toHaveAttribute('data-dir', 'rtl');
  });
});
