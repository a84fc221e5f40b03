import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPageScreen } from './ErrorPageScreen';

/** A route's error: 404 shows the not-found page; anything else (a failed chunk) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPageScreen kind={notFound ? 'not-found' : 'chunk-load'} />;
}
