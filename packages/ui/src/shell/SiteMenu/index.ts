export { SiteMenu } from './SiteMenu';
export type { SiteMenuProps } from './SiteMenu';
export { SiteMenuButton } from './SiteMenuButton';
export type { SiteMenuButtonProps } from './SiteMenuButton';
