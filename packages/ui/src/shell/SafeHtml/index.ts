export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { SAFE_HTML_TAGS, sanitizeHtml, TRUSTED_TYPES_POLICY_NAME } from './sanitize';
