import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../PlaceholderPage';

export function Component() {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`VIP club`}>
      <p>{t`Climb the VIP levels to unlock faster withdrawals, higher limits and VIP service.`}</p>
    </PlaceholderPage>
  );
}
