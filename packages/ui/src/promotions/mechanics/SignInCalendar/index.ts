export { SignInCalendar } from './SignInCalendar';
export type { SignInCalendarProps } from './SignInCalendar';
