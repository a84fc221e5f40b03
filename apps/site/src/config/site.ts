/**
 * Site settings per brand that the brand files (packages/theme) do not carry. Kept here so a brand
 * team can change them without touching the theme package.
 */
export interface SiteConfig {
  /**
   * Hosts the customer-service link may open (exact names or `*.domain`): a decoded link on any
   * other host is refused and the fallback contact shows (docs/quality.md, security).
   */
  customerServiceHosts: readonly string[];
  /** The spec's `loginedToHomePage`: the site is for logged-in players only. */
  loginedToHomePage: boolean;
}

const DEFAULTS: SiteConfig = { customerServiceHosts: [], loginedToHomePage: false };

const BY_BRAND: Readonly<Record<string, Partial<SiteConfig>>> = {
  aurora: { customerServiceHosts: ['chat.aurora.example'] },
  jade: { customerServiceHosts: ['chat.jade.example'] },
  ember: { customerServiceHosts: ['chat.ember.example'] },
};

export function siteConfigFor(brandCode: string): SiteConfig {
  return { ...DEFAULTS, ...BY_BRAND[brandCode] };
}

/** Where the `/wps` API lives; empty means the site's own origin. */
const configuredBase: unknown = import.meta.env.VITE_API_BASE_URL;
export const API_BASE_URL: string = typeof configuredBase === 'string' ? configuredBase : '';
