export { LoginDialog } from './LoginDialog';
export type { LoginDialogProps } from './LoginDialog';
