import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Brand } from '../../../packages/theme/src/brand.ts';
import { brandFileUrl } from '../src/boot/brandHead.ts';
import { OFFLINE_DATA_ID, OFFLINE_PAGE_FILE } from '../src/offline/contract.ts';
import type { RenderedOfflinePage } from '../src/prerender/renderOffline.tsx';
import { brandHeadTags, tagsToHtml } from './brandAssets.ts';

/** Text for inside a `<script>` or `<style>` element, which must not end it early. */
export const inElement = (text: string) => text.replace(/<\//g, '<\\/');
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A brand's offline page (`/brands/<code>/offline.html`, ADR 023): its name and icons, the
 * failed-start screen's look with the offline page's words, and the inline script that shows it
 * in the visitor's language and mode. Search engines are asked not to list it.
 */
export function offlinePageHtml(
  brand: Brand,
  page: RenderedOfflinePage,
  { baseCss, script }: { baseCss: string; script: string },
): string {
  const json = JSON.stringify(page.data).replace(/</g, '\\u003c');
  const dir = page.data.words[page.lang]?.dir ?? 'ltr';
  return `<!doctype html>
<html lang="${page.lang}" dir="${dir}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="robots" content="noindex" />
    ${tagsToHtml(brandHeadTags(brand, page.data.mode))}
    <title>${escapeHtml(brand.name)}</title>
    <style>${inElement(baseCss)}</style>
    <style>${inElement(page.css)}</style>
  </head>
  <body>
    <div id="root">${page.html}</div>
    <script type="application/json" id="${OFFLINE_DATA_ID}">${json}</script>
    <script>${script}</script>
  </body>
</html>
`;
}

/** Writes `html` as brand's offline page in the build's folder; returns its file. */
export async function writeOfflinePage(
  outDir: string,
  brand: Brand,
  html: string,
): Promise<string> {
  const file = join(outDir, brandFileUrl(brand.code, OFFLINE_PAGE_FILE).slice(1));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  return file;
}
