import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithRef,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TabsPrimitive } from '../../primitives/radix';
import { useThemeScope } from '../../theme/ThemeContext';
import { IconButton } from '../IconButton';
import {
  StyledContent,
  StyledList,
  StyledListFrame,
  StyledRoot,
  StyledTrigger,
} from './Tabs.styles';
import {
  Chevron,
  measureScroll,
  noOverflow,
  sameScrollState,
  type ScrollState,
} from '../../primitives/scrollOverflow';

export type TabsRootProps = Omit<ComponentPropsWithRef<typeof TabsPrimitive.Root>, 'dir'>;

/** Radix Tabs whose arrow keys follow the theme root's direction (reversed right to left). */
function Root(props: TabsRootProps) {
  const { dir } = useThemeScope();
  return <StyledRoot activationMode="automatic" {...props} dir={dir} />;
}
Root.displayName = 'Tabs.Root';

export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List> & {
  /** The accessible name of the tab list. */
  'aria-label': string;
};

/**
 * The tab list. When the tabs overflow it, "previous" and "next" arrows appear on its sides
 * (disabled at the ends, mirrored right to left). They sit outside the tablist and out of the tab
 * order: keyboard users move with the arrow keys, and a focused tab scrolls itself into view.
 */
function List({ ref, ...props }: TabsListProps) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const listRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => listRef.current as HTMLDivElement, []);
  const [scroll, setScroll] = useState<ScrollState>(noOverflow);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const next = measureScroll(list);
      setScroll((previous) => (sameScrollState(previous, next) ? previous : next));
    };
    // The list's own size and each tab's size (a translation loads, a label changes).
    const resize = new ResizeObserver(update);
    const observeAll = () => {
      resize.disconnect();
      resize.observe(list);
      for (const child of Array.from(list.children)) resize.observe(child);
    };
    observeAll();
    // Tabs added or removed: observed afresh, the list and each tab report after the next layout.
    // Measuring here, as the commit that added them ends, would force a layout of the whole page.
    const mutation = new MutationObserver(observeAll);
    mutation.observe(list, { childList: true });
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
      list.removeEventListener('scroll', update);
    };
  }, []);

  const scrollPage = (towardsEnd: boolean) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const physical = (towardsEnd ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    list.scrollBy({
      left: physical * Math.max(list.clientWidth * 0.8, 40),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  const rtl = dir === 'rtl';
  return (
    <StyledListFrame>
      {scroll.overflow && (
        <IconButton
          label={t`Previous tabs`}
          size="sm"
          tabIndex={-1}
          disabled={scroll.atStart}
          data-scroll="previous"
          onClick={() => scrollPage(false)}
        >
          <Chevron pointsLeft={!rtl} />
        </IconButton>
      )}
      <StyledList {...props} ref={listRef} />
      {scroll.overflow && (
        <IconButton
          label={t`Next tabs`}
          size="sm"
          tabIndex={-1}
          disabled={scroll.atEnd}
          data-scroll="next"
          onClick={() => scrollPage(true)}
        >
          <Chevron pointsLeft={rtl} />
        </IconButton>
      )}
    </StyledListFrame>
  );
}
List.displayName = 'Tabs.List';

export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

function Trigger(props: TabsTriggerProps) {
  return <StyledTrigger {...props} />;
}
Trigger.displayName = 'Tabs.Trigger';

export type TabsContentProps = ComponentPropsWithRef<typeof TabsPrimitive.Content>;

function Content(props: TabsContentProps) {
  return <StyledContent {...props} />;
}
Content.displayName = 'Tabs.Content';

export const Tabs = { Root, List, Trigger, Content };
