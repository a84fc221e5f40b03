export { BonusTable, useBonusSourceLabel } from './BonusTable';
export type { BonusFilter, BonusRecord, BonusSource, BonusTableProps } from './BonusTable';
