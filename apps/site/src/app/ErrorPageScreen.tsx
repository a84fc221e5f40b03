import { useNavigate } from 'react-router';
import { ErrorPage, type ErrorPageKind } from '@lobby/ui';

/**
 * ui's error page wired to the router. Kept in the entry chunk on purpose: when a chunk fails to
 * load, the page that says so must not need another chunk.
 */
export function ErrorPageScreen({ kind }: { kind: ErrorPageKind }) {
  const navigate = useNavigate();
  return (
    <ErrorPage
      kind={kind}
      homeHref="/"
      onNavigate={(href) => void navigate(href)}
      {...(kind === 'not-found' ? {} : { onReload: () => window.location.reload() })}
    />
  );
}
