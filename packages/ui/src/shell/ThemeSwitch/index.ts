export { ThemeSwitch } from './ThemeSwitch';
export type { ThemeSwitchProps } from './ThemeSwitch';
