/**
 * One column of fields reads better narrower than the spec's 600-pixel default modal; 480 still
 * fits a code field with its send button, and a dial-code picker with its number, on one line.
 */
export const ACCOUNT_DIALOG_WIDTH = 480;
