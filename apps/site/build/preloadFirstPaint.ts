import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

// What the first paint needs besides the entry: the default language's catalog. It is a lazy chunk
// (one per locale), so the browser would only discover it after the entry runs; a modulepreload in
// the HTML fetches it in parallel. The screen's code is not here: it loads once the shell has
// painted (src/app/useFirstScreenReady.ts).
const FIRST_PAINT = [/\/locales\/ms\.po(\?|$)/];

// What the first banner (the page's largest picture) needs after the first paint: the network
// chunk that asks for the banner list and the carousel that shows it. Discovered by the entry,
// they would start a round trip later; preloaded at low priority, they arrive beside the first
// paint's code without taking its bandwidth.
const FIRST_BANNER = [/\/src\/features\/api\/runtime\.ts$/, /\/src\/lazy\/BannerCarousel\.ts$/];

/** The chunks whose module matches, with everything they import statically. */
function chunksOf(bundle: Bundle, patterns: readonly RegExp[]): Set<string> {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const output = bundle[fileName];
    if (files.has(fileName) || output?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of output.imports) add(imported);
  };
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || output.facadeModuleId === null) continue;
    const id = output.facadeModuleId;
    if (patterns.some((pattern) => pattern.test(id))) add(output.fileName);
  }
  return files;
}

export function preloadFirstPaint(): Plugin {
  return {
    name: 'lobby:preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const link = (fileName: string, low: boolean) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${fileName}`,
            ...(low ? { fetchpriority: 'low' } : {}),
          },
          injectTo: 'head' as const,
        });
        // The entry's own imports are in the HTML already (Vite writes them).
        const listed = (fileName: string) => html.includes(`/${fileName}"`);
        const firstPaint = [...chunksOf(bundle, FIRST_PAINT)].filter((file) => !listed(file));
        const firstBanner = [...chunksOf(bundle, FIRST_BANNER)].filter(
          (file) => !listed(file) && !firstPaint.includes(file),
        );
        return [
          ...firstPaint.map((file) => link(file, false)),
          ...firstBanner.map((file) => link(file, true)),
        ];
      },
    },
  };
}
