import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { BannerItem } from '@lobby/ui';
import { bannerLinkOf } from './bannerLinkOf';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { bannersAtom, loadBannersAtom } from './atoms';
import { loadBannerCarousel, loadedBannerCarousel } from './carouselModule';
import { FIRST_BANNER_ALT_ATTRIBUTE, FIRST_BANNER_ATTRIBUTE } from '../../boot/contract';
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
  const load = useSetAtom(loadBannersAtom);
  const banners = useAtomValue(bannersAtom)[group];
  const [Carousel, setCarousel] = useState(loadedBannerCarousel);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    void load(group);
  }, [group, load]);
  const wanted = banners !== undefined && banners.length > 0;
  useEffect(() => {
    if (!wanted || Carousel) return;
    let current = true;
    void loadBannerCarousel().then((loaded) => {
      if (!current) return;
      if (loaded) setCarousel(() => loaded);
      // The chunk did not load (offline): the banner is decoration, so its place collapses.
      else setUnavailable(true);
    });
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
