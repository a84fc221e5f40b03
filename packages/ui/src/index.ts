import './theme/styled';

export { ThemeRoot, ThemeScope } from './theme/ThemeRoot';
export type { ThemeRootProps } from './theme/ThemeRoot';
export { useThemeScope } from './theme/ThemeContext';
export type { Direction, ThemeScopeValue } from './theme/ThemeContext';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Dialog, DialogClose } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { Tabs } from './components/Tabs';
export type {
  TabsContentProps,
  TabsListProps,
  TabsRootProps,
  TabsTriggerProps,
} from './components/Tabs';
export { ThemeSwitch } from './shell/ThemeSwitch';
export type { ThemeSwitchProps } from './shell/ThemeSwitch';
export { LanguageSwitch } from './shell/LanguageSwitch';
export type { LanguageOption, LanguageSwitchProps } from './shell/LanguageSwitch';
