export { formatEndTime, SystemPage } from './SystemPage';
export type { SystemPageKind, SystemPageProps } from './SystemPage';
