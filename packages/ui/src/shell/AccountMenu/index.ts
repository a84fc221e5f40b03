export { AccountMenu } from './AccountMenu';
export type { AccountMenuProps, ClubLabel } from './AccountMenu';
