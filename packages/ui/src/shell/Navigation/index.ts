export { NAV_MAX_VENDORS, Navigation } from './Navigation';
export type {
  NavigationGameType,
  NavigationLinkComponent,
  NavigationLinkProps,
  NavigationProps,
} from './Navigation';
