export { DropdownMenu } from './DropdownMenu';
export type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
  DropdownMenuLinkItemProps,
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
} from './DropdownMenu';
