export { SiteFooter } from './SiteFooter';
export type { AppDownloads, FooterLicence, FooterLink, SiteFooterProps } from './SiteFooter';
export { routeLinkClick } from './linkNavigation';
export type { NavigateHandler } from './linkNavigation';
