import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { brandImagesOf, type Brand } from '../../../packages/theme/src/brand.ts';
import { browserColors } from '../../../packages/theme/src/browserColors.ts';
import type { Mode } from '../../../packages/theme/src/semantic.ts';
import { BRAND_FILE_ATTRIBUTE, brandFileUrl } from '../src/boot/brandHead.ts';
import { BRAND_PNG_ICONS, BRAND_SVG_ICON, brandIconSvg } from './brandIcon.ts';
import { BRAND_ICONS_DIR } from './brandIconFiles.ts';
import { BRANDS_DIR, defaultBrandOf, readBrands } from './brandSources.ts';
import { MANIFEST_FILE, webManifest } from './webManifest.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * The files of a brand's folder (`/brands/<code>/`): its manifest, its icons, and the images its
 * brand file names (kept beside it, in `brands/<code>/`).
 */
export function brandFiles(brand: Brand): Map<string, () => string | Buffer> {
  const files = new Map<string, () => string | Buffer>([
    [MANIFEST_FILE, () => `${JSON.stringify(webManifest(brand), null, 2)}\n`],
    [BRAND_SVG_ICON, () => brandIconSvg(brand, 'any')],
  ]);
  for (const icon of BRAND_PNG_ICONS) {
    files.set(icon.file, () => {
      const path = join(BRAND_ICONS_DIR, brand.code, icon.file);
      if (!existsSync(path)) {
        throw new Error(
          `brand ${brand.code}: ${icon.file} has not been drawn: run \`pnpm brand:icons\` and commit apps/site/brand-icons/`,
        );
      }
      return readFileSync(path);
    });
  }
  for (const image of brandImagesOf(brand)) {
    files.set(image.file, () => {
      const path = join(BRANDS_DIR, brand.code, image.file);
      if (!existsSync(path)) {
        throw new Error(
          `brands/${brand.code}.json names ${image.file}: brands/${brand.code}/${image.file} is missing`,
        );
      }
      return readFileSync(path);
    });
  }
  return files;
}

/**
 * The head's links to a brand's files and its browser colour in `mode`. Each link names its file,
 * so the boot script can point it at another brand's folder (src/boot/brandHead.ts).
 */
export function brandHeadTags(brand: Brand, mode: Mode): HtmlTagDescriptor[] {
  const link = (rel: string, file: string, extra: Record<string, string> = {}) => ({
    tag: 'link',
    attrs: { rel, href: brandFileUrl(brand.code, file), ...extra, [BRAND_FILE_ATTRIBUTE]: file },
  });
  return [
    { tag: 'meta', attrs: { name: 'theme-color', content: browserColors(brand, mode).theme } },
    link('manifest', MANIFEST_FILE),
    link('icon', BRAND_SVG_ICON, { type: 'image/svg+xml' }),
    link('apple-touch-icon', 'apple-touch-icon.png'),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Tags as HTML, for the pages the build writes itself (the offline pages). */
export function tagsToHtml(tags: readonly HtmlTagDescriptor[]): string {
  return tags
    .map(({ tag, attrs = {} }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) =>
          value === true ? name : `${name}="${escapeAttribute(String(value))}"`,
        )
        .join(' ');
      return `<${tag} ${attributes} />`;
    })
    .join('\n    ');
}

/**
 * Every brand's web manifest and icons, drawn from its brand file, at `/brands/<code>/` (ADR
 * 023), and the links to the default brand's in the page's head. The development server serves
 * the same files from memory.
 */
export function brandAssets(): Plugin {
  const brands = readBrands();
  const defaultBrand = defaultBrandOf(brands);
  return {
    name: 'lobby:brand-assets',
    transformIndexHtml: () =>
      brandHeadTags(defaultBrand, defaultBrand.defaultMode).map((tag) => ({
        ...tag,
        injectTo: 'head',
      })),
    generateBundle() {
      for (const brand of brands) {
        for (const [file, content] of brandFiles(brand)) {
          this.emitFile({
            type: 'asset',
            fileName: brandFileUrl(brand.code, file).slice(1),
            source: content(),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/brands\/([a-z0-9-]+)\/([\w.-]+)$/.exec(request.url?.split('?')[0] ?? '');
        const brand = match && brands.find((candidate) => candidate.code === match[1]);
        const content = brand && brandFiles(brand).get(match[2] ?? '');
        if (!content) return next();
        const type = CONTENT_TYPES[/\.\w+$/.exec(match[2] ?? '')?.[0] ?? ''];
        if (type) response.setHeader('Content-Type', type);
        response.end(content());
      });
    },
  };
}
