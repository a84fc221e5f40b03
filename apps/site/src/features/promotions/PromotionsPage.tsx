import { useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Button, EmptyState, PromotionCard, Skeleton, Tabs } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { StyledPage } from '../../pages/Page.styles';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { CATEGORY_LABELS, categoriesOf } from './categories';
import { promotionsQuery } from './promotions.queries';
import { StyledGrid } from './PromotionsPage.styles';

const ALL = 'all';
const CATEGORY_PARAM = 'category';

/** The address of a promotion's detail. */
export const promotionHref = (id: number): string => `/promoDetail?id=${id}`;

/**
 * /promotions (doc 1 §1, doc 2 §2.5): the brand's promotions by category (a tab each, named in the
 * address so a reload or Back keeps it), each card with its artwork, summary, period and the
 * player's status. Loading holds the grid's room; a failure says why with a retry.
 */
export function PromotionsPage() {
  // The promotion units' words are in the deferred catalog.
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const call = useQuery(promotionsQuery);
  const list = call.data;
  const categories = list === undefined ? [] : categoriesOf(list);
  const asked = params.get(CATEGORY_PARAM);
  const tab = asked !== null && categories.includes(asked) ? asked : ALL;

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ALL) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, value);
    setParams(next, { replace: true });
  };

  const labelOf = (category: string) => {
    const label = CATEGORY_LABELS[category];
    return label ? i18n._(label) : category;
  };

  let body;
  if (call.failed) {
    body = (
      <EmptyState
        title={errorMessage(i18n, call.error)}
        action={<Button onClick={() => void call.refetch()}>{t`Try again`}</Button>}
      />
    );
  } else if (list === undefined) {
    body = (
      <StyledGrid aria-busy="true" aria-label={t`Loading promotions`}>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Skeleton height={220} />
          </li>
        ))}
      </StyledGrid>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={t`No promotions right now`}
        description={t`New promotions appear here. Please check again soon.`}
      />
    );
  } else {
    body = (
      <Tabs.Root value={tab} onValueChange={choose}>
        <Tabs.List aria-label={t`Promotion categories`}>
          <Tabs.Trigger value={ALL}>{t`All`}</Tabs.Trigger>
          {categories.map((category) => (
            <Tabs.Trigger key={category} value={category}>
              {labelOf(category)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {[ALL, ...categories].map((category) => (
          <Tabs.Content key={category} value={category}>
            <StyledGrid>
              {list
                .filter((p) => category === ALL || p.category === category)
                .map((promotion) => (
                  <li key={promotion.id}>
                    <PromotionCard
                      promotion={promotion}
                      href={promotionHref(promotion.id)}
                      onOpen={() => void navigate(promotionHref(promotion.id))}
                    />
                  </li>
                ))}
            </StyledGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <StyledPage>
      <h1>{t`Promotions`}</h1>
      {body}
    </StyledPage>
  );
}
