import type { BannerItem } from '@lobby/ui';

/** The in-site path a banner click routes to (the carousel itself decides what is a link). */
export function bannerLinkOf(
  banner: BannerItem,
  hrefFor: (banner: BannerItem) => string | undefined,
): { kind: 'internal'; href: string } | null {
  if (banner.linkageType !== 'PROMOTION' && banner.linkageType !== 'GAME') return null;
  const href = hrefFor(banner);
  return href && /^\/(?![/\\])/.test(href) ? { kind: 'internal', href } : null;
}
