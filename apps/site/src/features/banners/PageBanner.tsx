import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { BannerItem } from '@lobby/ui';
import { FIRST_BANNER_ALT_ATTRIBUTE, FIRST_BANNER_ATTRIBUTE } from '../../boot/contract';
import { useQuery } from '../../data/useQuery';
import { LazyBannerCarousel } from '../../lazy';
import { bannerLinkOf } from './bannerLinkOf';
import { bannersQuery } from './banners.queries';
import { StyledBannerSlot } from './PageBanner.styles';

function hrefFor(banner: BannerItem): string | undefined {
  if (banner.linkageType === 'PROMOTION' && banner.linkage) {
    return `/promoDetail?id=${encodeURIComponent(banner.linkage)}`;
  }
  return undefined;
}

/** The carousel of the page's banner group, rebuilt on every route change; nothing without banners. */
export function PageBanner({ group, pathname }: { group: string; pathname: string }) {
  const { t } = useLingui();
  // The carousel's name for its first banner when it has no title.
  const n = 1;
  const firstAlt = t`Banner ${n}`;
  const navigate = useNavigate();
  const { data: banners, error } = useQuery(bannersQuery(group));
  // The carousel is rendered without Suspense: React holds back the reveal of a suspended part
  // for up to 300 ms after the last fallback it showed, and the first banner is the page's
  // largest picture (ADR 014). Its code is fetched beside the list (bannersQuery).
  const [Carousel, setCarousel] = useState(() => LazyBannerCarousel.loaded());
  const [unavailable, setUnavailable] = useState(false);

  const wanted = banners !== undefined && banners.length > 0;
  useEffect(() => {
    if (!wanted || Carousel) return;
    let current = true;
    LazyBannerCarousel.load().then(
      (loaded) => current && setCarousel(() => loaded),
      // The chunk did not load (offline): the banner is decoration, so its place collapses.
      () => current && setUnavailable(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, Carousel]);

  const items = useMemo<BannerItem[]>(
    () =>
      (banners ?? []).map((banner) => ({
        bannerId: banner.bannerId,
        url: banner.url,
        ...(banner.title === undefined ? {} : { title: banner.title }),
        ...(banner.linkageType === undefined ? {} : { linkageType: banner.linkageType }),
        ...(banner.linkage === undefined ? {} : { linkage: banner.linkage }),
      })),
    [banners],
  );
  // A list that failed to load is decoration missing: the place collapses.
  if (error !== undefined && banners === undefined) return null;
  // Not loaded yet: keep the place (a group without banners collapses once it is known). The boot
  // script of a prerendered page paints the first banner into this slot (ADR 019).
  if (banners === undefined) {
    return (
      <StyledBannerSlot
        aria-hidden="true"
        {...{ [FIRST_BANNER_ATTRIBUTE]: '', [FIRST_BANNER_ALT_ATTRIBUTE]: firstAlt }}
      />
    );
  }
  const first = items[0];
  if (!first || unavailable) return null;
  // The carousel's code is still on its way: its first picture, where it will show it.
  if (!Carousel) {
    return (
      <StyledBannerSlot aria-hidden="true">
        <img src={first.url} alt={first.title?.trim() || firstAlt} fetchPriority="high" />
      </StyledBannerSlot>
    );
  }
  return (
    <Carousel
      banners={items}
      resetKey={pathname}
      hrefFor={hrefFor}
      onBannerClick={(banner, event) => {
        const link = bannerLinkOf(banner, hrefFor);
        if (link?.kind !== 'internal') return;
        event.preventDefault();
        void navigate(link.href);
      }}
    />
  );
}
