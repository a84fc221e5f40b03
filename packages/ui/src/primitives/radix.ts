// The only module that imports Radix: components use these namespaces, so a Radix upgrade or swap
// touches one file.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as TabsPrimitive from '@radix-ui/react-tabs';

export { DialogPrimitive, TabsPrimitive };
