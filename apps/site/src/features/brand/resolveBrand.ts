import { brandForHost, defaultBrand, getBrand, type Brand } from '@lobby/theme';

/**
 * The brand of this visit: by host name in production; `?brand=<code>` overrides it in development
 * so every brand can be previewed on localhost.
 */
export function resolveBrand(location: Pick<Location, 'hostname' | 'search'>, dev: boolean): Brand {
  if (dev) {
    const requested = new URLSearchParams(location.search).get('brand');
    const brand = requested ? getBrand(requested) : undefined;
    if (brand) return brand;
  }
  return brandForHost(location.hostname) ?? defaultBrand;
}
