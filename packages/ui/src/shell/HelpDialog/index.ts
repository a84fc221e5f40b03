export { HelpDialog } from './HelpDialog';
export type { HelpDialogProps, HelpSection } from './HelpDialog';
