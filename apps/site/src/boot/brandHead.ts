// A page's head names its brand's own files (web manifest, favicon, touch icon) and its browser
// colour. The build writes them for the default brand; the boot script, which knows the visit's
// brand and mode before the body is parsed, points them at the visit's (ADR 023).

/** On each head link to a brand's file: the file's name in the brand's folder. */
export const BRAND_FILE_ATTRIBUTE = 'data-brand-file';

/** The address of a brand's file the build writes (`/brands/ember/icon.svg`). */
export const brandFileUrl = (code: string, file: string) => `/brands/${code}/${file}`;

/** Points the head's brand links at brand `code` and the browser's colour at `themeColor`. */
export function pointHeadAtBrand(doc: Document, code: string, themeColor?: string): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${BRAND_FILE_ATTRIBUTE}]`)) {
    link.href = brandFileUrl(code, link.getAttribute(BRAND_FILE_ATTRIBUTE) ?? '');
  }
  if (themeColor) setThemeColor(doc, themeColor);
}

/** The colour the browser paints around the page (the address bar on a phone). */
export function setThemeColor(doc: Document, color: string): void {
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}
