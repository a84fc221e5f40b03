export { DownlineTree } from './DownlineTree';
export type { DownlineTreeProps } from './DownlineTree';
export type { DownlineMember } from './downline';
