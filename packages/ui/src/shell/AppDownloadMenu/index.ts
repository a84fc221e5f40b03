export { AppDownloadMenu } from './AppDownloadMenu';
export type { AppDownloadMenuProps, AppDownloadPlatform } from './AppDownloadMenu';
