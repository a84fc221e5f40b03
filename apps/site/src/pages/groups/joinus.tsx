import { useLingui } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import { contactCustomerServiceAtom } from '../../features/customerService/customerService.actions';
import { useSetAtom } from '../../state/jotai';
import { PlaceholderPage } from '../PlaceholderPage';

/** /join: the agent programme, with customer service as the way to sign up. */
export function Component() {
  const { t } = useLingui();
  const contact = useSetAtom(contactCustomerServiceAtom);
  return (
    <PlaceholderPage title={t`Become an agent`}>
      <p>{t`Invite players, build your team and earn commission on their play.`}</p>
      <p>
        <Button onClick={() => void contact()}>{t`Contact customer service`}</Button>
      </p>
    </PlaceholderPage>
  );
}
