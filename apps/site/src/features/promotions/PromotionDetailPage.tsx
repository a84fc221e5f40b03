import { Link, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@lobby/api';
import { Button, EmptyState, PromotionDetail, Skeleton } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { StyledPage } from '../../pages/Page.styles';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { PromotionAction } from './PromotionAction';
import { promotionDetailQuery } from './promotions.queries';

/** The `id` of the address, when it can be a promotion's. */
function idOf(text: string | null): number | null {
  return text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

const isNotFound = (error: unknown): boolean =>
  isApiError(error) && error.failure.kind === 'server' && error.failure.status === 404;

/**
 * /promoDetail?id= (doc 1 §1, doc 2 §2.5): one promotion's artwork, period and rules (sanitised),
 * and the action its kind needs. An id that names no promotion of this brand says so, with the way
 * back to the list; a failed call says why, with a retry.
 */
export function PromotionDetailPage() {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const call = useQuery(id === null ? null : promotionDetailQuery(id));
  const back = <Link to="/promotions">{t`All promotions`}</Link>;

  const notFound = id === null || (call.failed && isNotFound(call.error));
  let body;
  if (notFound) {
    body = (
      <>
        <h1>{t`Promotion not found`}</h1>
        <EmptyState
          title={t`This promotion does not exist or is no longer offered.`}
          action={back}
        />
      </>
    );
  } else if (call.failed) {
    body = (
      <>
        <h1>{t`Promotion`}</h1>
        <EmptyState
          title={errorMessage(i18n, call.error)}
          action={<Button onClick={() => void call.refetch()}>{t`Try again`}</Button>}
        />
      </>
    );
  } else if (call.data === undefined) {
    body = (
      <div aria-busy="true">
        <Skeleton height={180} />
        <Skeleton variant="text" lines={4} />
      </div>
    );
  } else {
    body = (
      <PromotionDetail promotion={call.data} action={<PromotionAction promotion={call.data} />} />
    );
  }

  return (
    <StyledPage>
      {/* Not found: the way back is the message's own action. */}
      {!notFound && <nav aria-label={t`Promotions`}>{back}</nav>}
      {body}
    </StyledPage>
  );
}
