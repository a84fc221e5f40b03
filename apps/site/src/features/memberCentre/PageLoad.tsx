import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import type { QueryResult } from '../../data/useQuery';

export interface PageLoadProps<T> {
  result: QueryResult<T>;
  /** How many lines of placeholder stand for the content while it loads. @default 4 */
  lines?: number;
  children: (data: T) => ReactNode;
}

/**
 * A member centre page's answer: a placeholder while it loads, the spec's message with a retry when
 * it failed (doc 2 §8), the content once it is here. An answer that failed to refresh stays shown.
 */
export function PageLoad<T>({ result, lines = 4, children }: PageLoadProps<T>) {
  const { t, i18n } = useLingui();
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.failed) {
    return (
      <div role="alert">
        <p>{errorMessage(i18n, result.error)}</p>
        <Button onClick={() => void result.refetch()}>{t`Retry`}</Button>
      </div>
    );
  }
  return <Skeleton variant="text" lines={lines} />;
}
