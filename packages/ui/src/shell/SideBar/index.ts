export { isSafeSocialUrl, SideBar } from './SideBar';
export { SIDE_BAR_GUTTER } from './gutter';
export type { SideBarProps, SocialLinks } from './SideBar';
