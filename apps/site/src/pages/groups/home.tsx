import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { lazyComponent } from '../../app/lazyComponent';
import { brandAtom } from '../../features/brand/brand.atoms';
import { useAtomValue } from '../../state/jotai';
import { StyledPage } from '../Page.styles';

// Part of the index group, in a chunk of its own: the notice board brings the HTML sanitiser,
// which the home screen's first paint does not need.
const NoticeBoard = lazyComponent(
  () => import('../../features/notices/NoticeBoardContainer'),
  'NoticeBoardContainer',
);

/** The home screen: the welcome under the banner (the game lobby arrives with its issue). */
function HomePage() {
  const { t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const brandName = brand.name;
  return (
    <StyledPage>
      <h1>{brandName}</h1>
      <p>{t`Welcome to ${brandName}`}</p>
    </StyledPage>
  );
}

/**
 * The `index` screen group (this module is its chunk): the home screen and its aliases, and
 * /noticePage, which the route table serves from the same group.
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.toLowerCase() !== '/noticepage') return <HomePage />;
  return <NoticeBoard />;
}
