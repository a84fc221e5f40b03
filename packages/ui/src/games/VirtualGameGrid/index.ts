export { VirtualGameGrid } from './VirtualGameGrid';
export type { VirtualGameGridProps } from './VirtualGameGrid';
export { GRID_GAP_PX, GRID_PADDING_PX } from './VirtualGameGrid.styles';
export { gridMetrics, moveIndex, visibleRows } from './gridLayout';
export type { GridKey, GridMetrics, RowRange } from './gridLayout';
