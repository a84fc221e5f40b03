import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '@lobby/ui';
import { lazyComponent } from '../../app/lazyComponent';
import { brandAtom } from '../../features/brand/brand.atoms';
import { StyledHomeSlot } from '../../features/home/HomeScreen.styles';
import { useAtomValue } from '../../state/jotai';
import { StyledPage } from '../Page.styles';

// Part of the index group, in a chunk of its own: the notice board brings the HTML sanitiser,
// which the home screen's first paint does not need.
const NoticeBoard = lazyComponent(
  () => import('../../features/notices/NoticeBoardContainer'),
  'NoticeBoardContainer',
);

// The rows and the ticker, in a chunk of their own: they sit under the banner, which the first
// paint is for, and would otherwise count in the first visit's JS (docs/quality.md).
const HomeScreen = lazyComponent(() => import('../../features/home/HomeScreen'), 'HomeScreen');

/** The home screen: the brand's name for assistive technology, then the ticker and the rows. */
function HomePage() {
  const brand = useAtomValue(brandAtom);
  return (
    <StyledPage>
      {/* The banner above says who this is; the page's heading names the brand for a screen
          reader and a search engine. */}
      <VisuallyHidden as="h1">{brand.name}</VisuallyHidden>
      <Suspense fallback={<StyledHomeSlot />}>
        <HomeScreen />
      </Suspense>
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
