import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Tabs } from './Tabs';

function GameTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="all" {...(onValueChange && { onValueChange })}>
      <Tabs.List aria-label="Game list">
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="hot">Hot</Tabs.Trigger>
        <Tabs.Trigger value="recent">Recent</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">All games</Tabs.Content>
      <Tabs.Content value="hot">Hot games</Tabs.Content>
      <Tabs.Content value="recent">Recent games</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  test('a named tab list whose selected panel shows', () => {
    render(<GameTabs />);
    expect(screen.getByRole('tablist', { name: 'Game list' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All games');
  });

  test('clicking a tab selects it and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<GameTabs onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(onValueChange).toHaveBeenCalledWith('hot');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hot games');
  });

  test('ArrowRight moves to the next tab left to right', async () => {
    const user = userEvent.setup();
    render(<GameTabs />);
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
  });

  test('right to left, ArrowLeft moves to the next tab', async () => {
    const user = userEvent.setup();
    render(<GameTabs />, { dir: 'rtl' });
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
  });
});

describe('Tabs scroll arrows', () => {
  // happy-dom has no layout: the list reports 600 px of tabs in a 200 px box, and scrollBy moves
  // scrollLeft (negative right to left, as browsers do) and fires `scroll`.
  const positions = new WeakMap<Element, number>();
  let resizeCallbacks: (() => void)[] = [];
  const isList = (element: Element) => element.getAttribute('data-ui') === 'Tabs.List';
  let wide = true;
  let scrollBy: ReturnType<typeof vi.fn>;
  let scrollWidthRead: MockInstance<() => number>;

  beforeEach(() => {
    wide = true;
    resizeCallbacks = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {
          resizeCallbacks.push(callback);
        }
        observe() {
          this.callback();
        }
        disconnect() {}
        unobserve() {}
      },
    );
    scrollWidthRead = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return isList(this) && wide ? 600 : 200;
      });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
      return positions.get(this) ?? 0;
    });
    scrollBy = vi.fn(function (this: Element, options?: ScrollToOptions | number) {
      const left = typeof options === 'object' ? (options.left ?? 0) : (options ?? 0);
      const rtl = this.closest('[dir]')?.getAttribute('dir') === 'rtl';
      const max = 400;
      const next = (positions.get(this) ?? 0) + left;
      positions.set(
        this,
        rtl ? Math.min(0, Math.max(-max, next)) : Math.max(0, Math.min(max, next)),
      );
      this.dispatchEvent(new Event('scroll'));
    });
    Element.prototype.scrollBy = scrollBy as typeof Element.prototype.scrollBy;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('no arrows when the tabs fit', () => {
    wide = false;
    render(<GameTabs />);
    expect(screen.queryByRole('button', { name: 'Previous tabs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next tabs' })).toBeNull();
  });

  test('overflowing: arrows appear outside the tablist, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<GameTabs />);
    const previous = screen.getByRole('button', { name: 'Previous tabs' });
    const next = screen.getByRole('button', { name: 'Next tabs' });
    expect(screen.getByRole('tablist').contains(next)).toBe(false);
    expect(next).toHaveAttribute('tabindex', '-1');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 160 }));
    expect(previous).toBeEnabled();

    await user.click(next);
    await user.click(next);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(next).toBeEnabled();
  });

  test('right to left, "next" scrolls towards the left (negative scrollLeft)', async () => {
    const user = userEvent.setup();
    render(<GameTabs />, { dir: 'rtl' });
    const next = screen.getByRole('button', { name: 'Next tabs' });
    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -160 }));
    expect(screen.getByRole('button', { name: 'Previous tabs' })).toBeEnabled();
  });

  test('tabs added later are measured when the observer reports, not as they are added', async () => {
    const reports: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          reports.push(this.callback);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    const tabs = (values: string[]) => (
      <Tabs.Root defaultValue="all">
        <Tabs.List aria-label="Game list">
          {values.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {value}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
    );
    wide = false;
    const view = render(tabs(['all']));
    act(() => reports.splice(0).forEach((report) => report()));
    const before = scrollWidthRead.mock.calls.length;

    wide = true;
    view.rerender(tabs(['all', 'hot', 'recent', 'new', 'table']));
    await act(async () => {
      await Promise.resolve();
    });
    expect(scrollWidthRead.mock.calls.length).toBe(before);
    expect(screen.queryByRole('button', { name: 'Next tabs' })).toBeNull();

    act(() => reports.splice(0).forEach((report) => report()));
    expect(screen.getByRole('button', { name: 'Next tabs' })).toBeInTheDocument();
  });

  test('the arrows disappear when the list grows wide enough', () => {
    render(<GameTabs />);
    expect(screen.getByRole('button', { name: 'Next tabs' })).toBeInTheDocument();
    wide = false;
    act(() => {
      for (const callback of resizeCallbacks) callback();
    });
    expect(screen.queryByRole('button', { name: 'Next tabs' })).toBeNull();
  });
});
