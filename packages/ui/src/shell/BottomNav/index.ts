export { BOTTOM_NAV_HEIGHT } from './BottomNav.styles';
export { BottomNav } from './BottomNav';
export type { BottomNavItem, BottomNavPlace, BottomNavProps } from './BottomNav';
