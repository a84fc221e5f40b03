import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@lobby/ui';
import { PlaceholderPage } from '../PlaceholderPage';

/** /promotions: the list shell; the promotion cards arrive with the promotions issue. */
export function Component() {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`Promotions`}>
      <Skeleton lines={3} />
    </PlaceholderPage>
  );
}
