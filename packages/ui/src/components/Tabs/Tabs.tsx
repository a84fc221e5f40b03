import type { ComponentPropsWithRef } from 'react';
import type { TabsPrimitive } from '../../primitives/radix';
import { useThemeScope } from '../../theme/ThemeContext';
import { StyledContent, StyledList, StyledRoot, StyledTrigger } from './Tabs.styles';

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

function List(props: TabsListProps) {
  return <StyledList {...props} />;
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
