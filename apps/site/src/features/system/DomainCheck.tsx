import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isListedDomain } from '@lobby/core';
import { AlertDialog } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useSetAtom } from '../../state/jotai';
import { contactCustomerServiceAtom } from '../customerService/customerService.actions';
import { domainRouteQuery } from './system.queries';

/**
 * The domain check (doc 1 §8 "Domain check invalid: contact service"): a page served on a host
 * the brand does not list (a copy, a mistyped or retired mirror) tells the visitor so and offers
 * customer service. The list is asked once the page has settled; a failed call says nothing,
 * since without the list no host can be judged (the rest of the page reports its own failures).
 */
export function DomainCheck() {
  const { t } = useLingui();
  const route = useQuery(domainRouteQuery);
  const contact = useSetAtom(contactCustomerServiceAtom);
  const [dismissed, setDismissed] = useState(false);
  const invalid =
    route.data !== undefined && !isListedDomain(window.location.hostname, route.data.domainList);
  return (
    <AlertDialog
      open={invalid && !dismissed}
      onOpenChange={(open) => setDismissed(!open)}
      title={t`This address is not one of our sites`}
      message={t`Please contact customer service for the right address.`}
      confirmLabel={t`Contact customer service`}
      onConfirm={() => void contact()}
    />
  );
}
