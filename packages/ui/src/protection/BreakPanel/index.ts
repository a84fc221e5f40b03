export { BreakPanel } from './BreakPanel';
export type { BreakPanelProps } from './BreakPanel';
