// The account dialogs, each opened on demand (QUALITY.md: every dialog lazy-loaded).
export { AccountDialogHost as default } from '../features/account/AccountDialogHost';
