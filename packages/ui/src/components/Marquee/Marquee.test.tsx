import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Marquee } from './Marquee';

const notices = ['Maintenance tonight 02:00', 'New slot games', 'Weekend bonus'];

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Marquee', () => {
  test('a named region whose entries are buttons reporting their index', async () => {
    const user = userEvent.setup();
    const onItemClick = vi.fn();
    render(<Marquee aria-label="Notices" items={notices} onItemClick={onItemClick} />);
    const region = screen.getByRole('region', { name: 'Notices' });
    await user.click(within(region).getByRole('button', { name: 'Weekend bonus' }));
    expect(onItemClick).toHaveBeenCalledWith(2);
  });

  test('the loop copy is hidden from assistive technology and out of the tab order', async () => {
    const user = userEvent.setup();
    const onItemClick = vi.fn();
    render(<Marquee aria-label="Notices" items={notices} onItemClick={onItemClick} />);
    // Only one copy is exposed...
    expect(screen.getAllByRole('button', { name: 'New slot games' })).toHaveLength(1);
    const copy = document.querySelector('[data-copy]') as HTMLElement;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    const copyButtons = copy.querySelectorAll('button');
    copyButtons.forEach((button) => expect(button).toHaveAttribute('tabindex', '-1'));
    // ...but a pointer click on the visible copy still opens the notice.
    await user.click(copyButtons[1]!);
    expect(onItemClick).toHaveBeenCalledWith(1);
  });

  test('the pause/play button toggles the motion and reports it', async () => {
    const user = userEvent.setup();
    const onPausedChange = vi.fn();
    render(<Marquee aria-label="Notices" items={notices} onPausedChange={onPausedChange} />);
    const region = screen.getByRole('region');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(region).toHaveAttribute('data-paused');
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(region).not.toHaveAttribute('data-paused');
    expect(onPausedChange).toHaveBeenLastCalledWith(false);
  });

  test('Tab reaches the control, then each entry once', async () => {
    const user = userEvent.setup();
    render(<Marquee aria-label="Notices" items={notices} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    for (const title of notices) {
      await user.tab();
      expect(screen.getByRole('button', { name: title })).toHaveFocus();
    }
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  test('with reduced motion: a static list, no copy and no control', () => {
    mockReducedMotion(true);
    render(<Marquee aria-label="Notices" items={notices} />);
    expect(screen.getByRole('region')).toHaveAttribute('data-reduced-motion');
    expect(document.querySelector('[data-copy]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  test('knows the reading direction and can start paused', () => {
    render(<Marquee aria-label="الإعلانات" items={notices} defaultPaused />, { dir: 'rtl' });
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-dir', 'rtl');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  test('text entries open nothing and are out of the tab order: Tab reaches only the control', async () => {
    const user = userEvent.setup();
    render(<Marquee aria-label="Wins" items={notices} interactive={false} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getAllByText(notices[0]!)[0]).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  test('with reduced motion, a row of text entries takes focus itself, so a keyboard can scroll it', () => {
    mockReducedMotion(true);
    const { unmount } = render(<Marquee aria-label="Wins" items={notices} interactive={false} />);
    expect(document.querySelector('[data-ui="Marquee.Viewport"]')).toHaveAttribute('tabindex', '0');
    unmount();
    render(<Marquee aria-label="Notices" items={notices} />);
    expect(document.querySelector('[data-ui="Marquee.Viewport"]')).not.toHaveAttribute('tabindex');
  });

  test('renders nothing without items', () => {
    render(<Marquee aria-label="Notices" items={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('does not re-render while it scrolls: the speed is a CSS variable on the track', () => {
    render(<Marquee aria-label="Notices" items={notices} speed={100} />);
    const track = document.querySelector('[data-ui="Marquee.Track"]') as HTMLElement;
    expect(track.getAttribute('style') ?? '').not.toMatch(/transform/);
  });
});
