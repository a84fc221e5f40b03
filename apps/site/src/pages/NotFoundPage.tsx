import { ErrorPageScreen } from '../app/ErrorPageScreen';

export function NotFoundPage() {
  return <ErrorPageScreen kind="not-found" />;
}
