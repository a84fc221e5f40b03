import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BannerItem } from '@lobby/ui';
import { bannerLinkOf } from './bannerLinkOf';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { bannersAtom, loadBannersAtom } from './atoms';
import { loadBannerCarousel, loadedBannerCarousel } from './carouselModule';
import { StyledBannerSlot } from './PageBanner.styles';

function hrefFor(banner: BannerItem): string | undefined {
  if (banner.linkageType === 'PROMOTION' && banner.linkage) {
    return `/promoDetail?id=${encodeURIComponent(banner.linkage)}`;
  }
  return undefined;
}

/** The carousel of the page's banner group, rebuilt on every route change; nothing without banners. */
export function PageBanner({ group, pathname }: { group: string; pathname: string }) {
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
  // Not loaded yet: keep the place (a group without banners collapses once it is known).
  if (banners === undefined) return <StyledBannerSlot aria-hidden="true" />;
  if (items.length === 0 || unavailable) return null;
  if (!Carousel) return <StyledBannerSlot aria-hidden="true" />;
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
