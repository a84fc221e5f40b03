export { VipLevelTable } from './VipLevelTable';
export type { VipLevelEntry, VipLevelTableProps } from './VipLevelTable';
export { SAMPLE_VIP_LEVELS } from './fixtures';
