import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../PlaceholderPage';

export function Component() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Games`} />;
}
