import type { ComponentPropsWithRef, ReactElement } from 'react';
import { DropdownMenuPrimitive } from '../../primitives/radix';
import { ThemeScope } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import {
  StyledContent,
  StyledItem,
  StyledLabel,
  StyledLink,
  StyledSeparator,
} from './DropdownMenu.styles';

export type DropdownMenuRootProps = Omit<
  ComponentPropsWithRef<typeof DropdownMenuPrimitive.Root>,
  'dir'
>;

/** Radix DropdownMenu whose arrow keys and side follow the theme root's direction. */
function Root(props: DropdownMenuRootProps) {
  const { dir } = useThemeScope();
  return <DropdownMenuPrimitive.Root {...props} dir={dir} />;
}
Root.displayName = 'DropdownMenu.Root';

export interface DropdownMenuTriggerProps {
  /** One element that opens the menu, usually our Button; it receives the ARIA wiring. */
  children: ReactElement;
}

function Trigger({ children }: DropdownMenuTriggerProps) {
  return <DropdownMenuPrimitive.Trigger asChild>{children}</DropdownMenuPrimitive.Trigger>;
}
Trigger.displayName = 'DropdownMenu.Trigger';

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof DropdownMenuPrimitive.Content>;

/** The menu, portalled under <body> and re-rooted in the theme. */
function Content({ sideOffset = 4, align = 'start', ...props }: DropdownMenuContentProps) {
  return (
    <DropdownMenuPrimitive.Portal>
      <ThemeScope>
        <StyledContent sideOffset={sideOffset} align={align} collisionPadding={8} {...props} />
      </ThemeScope>
    </DropdownMenuPrimitive.Portal>
  );
}
Content.displayName = 'DropdownMenu.Content';

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof DropdownMenuPrimitive.Item>;

/** An action; `onSelect` runs on click, Enter or Space, then the menu closes. */
function Item(props: DropdownMenuItemProps) {
  return <StyledItem {...props} />;
}
Item.displayName = 'DropdownMenu.Item';

export interface DropdownMenuLinkItemProps extends Omit<ComponentPropsWithRef<'a'>, 'onSelect'> {
  href: string;
  /** @default false */
  disabled?: boolean;
  /** Runs before the link is followed (the menu then closes). */
  onSelect?: (event: Event) => void;
}

/** A menu item that is a real link: Enter follows it, and it can be opened in a new tab. */
function LinkItem({ disabled = false, onSelect, ...props }: DropdownMenuLinkItemProps) {
  return (
    <DropdownMenuPrimitive.Item asChild disabled={disabled} {...(onSelect && { onSelect })}>
      <StyledLink {...props} />
    </DropdownMenuPrimitive.Item>
  );
}
LinkItem.displayName = 'DropdownMenu.LinkItem';

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof DropdownMenuPrimitive.Label>;

/** A non-interactive heading inside the menu (a nickname, a group name). */
function Label(props: DropdownMenuLabelProps) {
  return <StyledLabel {...props} />;
}
Label.displayName = 'DropdownMenu.Label';

function Separator(props: ComponentPropsWithRef<typeof DropdownMenuPrimitive.Separator>) {
  return <StyledSeparator {...props} />;
}
Separator.displayName = 'DropdownMenu.Separator';

const Group = DropdownMenuPrimitive.Group;

export const DropdownMenu = { Root, Trigger, Content, Item, LinkItem, Label, Separator, Group };
