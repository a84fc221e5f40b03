import { Link } from 'react-router';
import type { NavigationLinkProps } from '@lobby/ui';

/** ui's link slot, rendered as the router's link (`href` -> `to`), so ui stays router-free. */
export function RouterLink({ href, ref, ...rest }: NavigationLinkProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
