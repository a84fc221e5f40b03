export { isSafeSocialUrl, SideBar } from './SideBar';
export type { SideBarProps, SocialLinks } from './SideBar';
