export { SessionSettings } from './SessionSettings';
export type { SessionSettingsProps } from './SessionSettings';
