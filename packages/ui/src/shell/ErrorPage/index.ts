export { ErrorPage } from './ErrorPage';
export type { ErrorPageKind, ErrorPageProps } from './ErrorPage';
