export { MallItem } from './MallItem';
export type { MallItemProps } from './MallItem';
