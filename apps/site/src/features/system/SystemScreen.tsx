import { Suspense } from 'react';
import { LazySystemPage } from '../../lazy';
import { useSetAtom } from '../../state/jotai';
import { contactCustomerServiceAtom } from '../customerService/customerService.actions';
import { CustomerServiceProblem } from '../customerService/CustomerServiceProblem';

/** The maintenance or region page that replaces the whole site. */
export function SystemScreen({
  kind,
  endTime,
  ip,
}: {
  kind: 'maintenance' | 'region';
  endTime?: string | undefined;
  ip?: string | undefined;
}) {
  const contact = useSetAtom(contactCustomerServiceAtom);
  return (
    <Suspense fallback={null}>
      <LazySystemPage
        kind={kind}
        {...(kind === 'maintenance' && endTime ? { endTime } : {})}
        {...(kind === 'region' && ip ? { ip } : {})}
        onContactService={() => void contact()}
      />
      <CustomerServiceProblem />
    </Suspense>
  );
}
