import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { routeLinkClick, type NavigateHandler } from '../SiteFooter/linkNavigation';
import {
  StyledActions,
  StyledCard,
  StyledIcon,
  StyledLinkButton,
  StyledMessage,
  StyledTitle,
} from '../SystemPage/SystemPage.styles';
import { StyledCode, StyledErrorPage } from './ErrorPage.styles';

export type ErrorPageKind = 'not-found' | 'chunk-load' | 'start-failed';

export interface ErrorPageProps {
  /**
   * `not-found`: no route matches; `chunk-load`: a script or style chunk failed to load
   * (ChunkLoadError, usually a deploy during the visit) and a reload fetches the new version;
   * `start-failed`: the site's own code did not arrive at start (the link failed), a reload tries
   * again.
   */
  kind: ErrorPageKind;
  /** Not found: where the home link goes. @default '/' */
  homeHref?: string;
  /** Routes a plain click on the home link (ui has no router). */
  onNavigate?: NavigateHandler;
  /** Chunk load, failed start: reloads the page. The button shows only when this is passed. */
  onReload?: () => void;
  /** Replaces the default (translated) heading. */
  title?: ReactNode;
  /** Replaces the default (translated) explanation. */
  message?: ReactNode;
  /**
   * Render inside the site's layout (a `div`, no full-screen height) instead of as the page's
   * main landmark. @default false
   */
  inline?: boolean;
  className?: string;
}

function ReloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden
      focusable={false}
    >
      <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5" />
    </svg>
  );
}
ReloadIcon.displayName = 'ErrorPage.ReloadIcon';

/**
 * The not-found page (an h1, a message and the way home), the chunk-load failure (a new version
 * is available; reload) and the failed start (the site could not load; reload).
 */
export function ErrorPage({
  kind,
  homeHref = '/',
  onNavigate,
  onReload,
  title,
  message,
  inline = false,
  className,
}: ErrorPageProps) {
  const { t } = useLingui();
  const notFound = kind === 'not-found';
  return (
    <StyledErrorPage
      {...(inline && { as: 'div' as const, 'data-inline': '' })}
      className={className}
      data-kind={kind}
    >
      <StyledCard>
        {notFound ? (
          <StyledCode aria-hidden="true">404</StyledCode>
        ) : (
          <StyledIcon>
            <ReloadIcon />
          </StyledIcon>
        )}
        <StyledTitle>
          {title ??
            (notFound
              ? t`Page not found`
              : kind === 'chunk-load'
                ? t`A new version of the site is available`
                : t`The site could not load`)}
        </StyledTitle>
        <StyledMessage>
          {message ?? (
            <p>
              {notFound
                ? t`The page you are looking for does not exist or has moved.`
                : kind === 'chunk-load'
                  ? t`The page could not load. Reload to get the latest version.`
                  : t`The network link is abnormal. Please retry.`}
            </p>
          )}
        </StyledMessage>
        <StyledActions>
          {notFound ? (
            <StyledLinkButton
              href={homeHref}
              onClick={(event) => routeLinkClick(event, homeHref, onNavigate)}
            >
              {t`Back to home`}
            </StyledLinkButton>
          ) : (
            onReload && <Button onClick={onReload}>{t`Reload`}</Button>
          )}
        </StyledActions>
      </StyledCard>
    </StyledErrorPage>
  );
}
ErrorPage.displayName = 'ErrorPage';
