// The only module that imports Radix: components use these namespaces, so a Radix upgrade or swap
// touches one file.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import * as ScrollAreaPrimitive from '@radix-ui/react-scroll-area';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';

export {
  DialogPrimitive,
  DropdownMenuPrimitive,
  PopoverPrimitive,
  ScrollAreaPrimitive,
  TabsPrimitive,
  TooltipPrimitive,
};
