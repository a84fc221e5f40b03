import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import { StyledSafeHtml } from './SafeHtml.styles';

export interface SafeHtmlProps {
  /** HTML from the server (a notice body). It is sanitised on every render of a new value. */
  html: string;
  /** The element that wraps the content. @default 'div' */
  as?: 'div' | 'section' | 'article';
  /** For `aria-labelledby` / `aria-describedby` references. */
  id?: string;
  className?: string;
}

/**
 * The one component allowed to put server HTML into the page. The HTML goes through DOMPurify
 * with a tight allow-list at render time (never stored sanitised, so a DOMPurify update covers
 * old content too); links open in a new tab without opener or referrer. Under a Trusted Types CSP
 * the sink receives TrustedHTML from the `lobby-html` policy.
 */
export function SafeHtml({ html, as = 'div', id, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <StyledSafeHtml
      as={as}
      id={id}
      className={className}
      // The sanitised output of DOMPurify; this component is the lint's single allowed raw-HTML sink.
      // eslint-disable-next-line no-restricted-syntax
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
SafeHtml.displayName = 'SafeHtml';
