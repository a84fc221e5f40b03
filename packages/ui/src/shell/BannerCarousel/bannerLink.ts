/** A banner as the server sends it (BANNER_list). */
export interface BannerItem {
  bannerId: number | string;
  /** The image URL. */
  url: string;
  /** Alternative text for the image; a generic "Banner N" is used when missing. */
  title?: string;
  /** What a click opens: an external URL, a promotion or a game. No type, no link. */
  linkageType?: 'URL' | 'PROMOTION' | 'GAME';
  /** The URL (for `URL`) or the promotion / game reference. */
  linkage?: string;
}

export type BannerLink =
  { kind: 'external'; href: string } | { kind: 'internal'; href: string } | null;

/** An in-site path: starts with one slash (a `//host` path would leave the site). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Where a banner leads. A `URL` banner opens its link only if it is `https:`; a `PROMOTION` or
 * `GAME` banner gets the in-site path the caller builds (anything that is not a site path is
 * refused). Everything else is not a link.
 */
export function bannerLink(
  banner: BannerItem,
  hrefFor?: (banner: BannerItem) => string | undefined,
): BannerLink {
  if (banner.linkageType === 'URL') {
    if (!banner.linkage) return null;
    try {
      const url = new URL(banner.linkage.trim());
      return url.protocol === 'https:' ? { kind: 'external', href: url.href } : null;
    } catch {
      return null;
    }
  }
  if (banner.linkageType === 'PROMOTION' || banner.linkageType === 'GAME') {
    const href = hrefFor?.(banner);
    return href && SITE_PATH.test(href) ? { kind: 'internal', href } : null;
  }
  return null;
}
