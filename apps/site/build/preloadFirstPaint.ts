import type { Plugin } from 'vite';

// What `/` needs before its first paint besides the entry: the home screen group and the default
// language's catalog. Both are lazy chunks (one per group, one per locale), so the browser would
// only discover them after the entry runs; a modulepreload in the HTML fetches them in parallel.
const FIRST_PAINT = [/\/src\/pages\/HomePage\.tsx$/, /\/locales\/ms\.po(\?|$)/];

export function preloadFirstPaint(): Plugin {
  return {
    name: 'lobby:preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return Object.values(ctx.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' &&
          output.facadeModuleId !== null &&
          FIRST_PAINT.some((pattern) => pattern.test(output.facadeModuleId ?? ''))
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${output.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : [],
        );
      },
    },
  };
}
