export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
