import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { browserColors } from '../../../packages/theme/src/browserColors.ts';
import { lobbyVitePlugins } from '../../../tooling/vite-plugins.ts';
import { brandFileUrl } from '../src/boot/brandHead.ts';
import { catalogModule, FIRST_RENDER_CHUNKS } from '../src/boot/chunks.ts';
import {
  BOOT_DATA_ID,
  SHELL_ATTRIBUTE,
  SHELL_OFF_ATTRIBUTE,
  SHELL_STYLE_ID,
  START_FAILURE_ID,
  type BootData,
} from '../src/boot/contract.ts';
import { OFFLINE_PAGE_FILE } from '../src/offline/contract.ts';
import type * as Renderer from '../src/prerender/renderShell.tsx';
import { BRAND_SVG_ICON } from './brandIcon.ts';
import { defaultBrandOf, readBrands } from './brandSources.ts';
import { bundleBrowserScript } from './browserScript.ts';
import { escapeHtml, inElement, offlinePageHtml, writeOfflinePage } from './offlinePages.ts';
import { writeServiceWorker } from './serviceWorker.ts';

/**
 * The file a host reads the hashes of the pages' inline scripts from (the boot script, the offline
 * page's), for its Content-Security-Policy.
 */
export const SCRIPT_HASHES_FILE = 'script-hashes.json';

/** The Content-Security-Policy source that allows an inline script. */
const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The page with its own description; the template must have one to replace. */
function withDescription(html: string, description: string): string {
  if (!DESCRIPTION.test(html)) throw new Error('prerender: index.html has no meta description');
  return html.replace(
    DESCRIPTION,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
}

/** The chunks named, with everything they import statically. */
function closureOf(bundle: Rollup.OutputBundle, fileNames: readonly string[]): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const output = bundle[fileName];
    if (files.has(fileName) || output?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of output.imports) add(imported);
  };
  for (const fileName of fileNames) add(fileName);
  return [...files];
}

/**
 * The chunk of a module of the app (`src/boot/chunks.ts`), with everything it imports statically.
 * A module that is not the start of a chunk stops the build: the page would otherwise wait for
 * what it never preloaded, and nobody would notice.
 */
function chunkOf(bundle: Rollup.OutputBundle, root: string, module: string): string[] {
  const id = resolve(root, module);
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId?.replace(/\?.*$/, '') === id,
  );
  if (!chunk) {
    throw new Error(
      `prerender: no chunk starts at ${module} (src/boot/chunks.ts names it): was it moved or renamed?`,
    );
  }
  return closureOf(bundle, [chunk.fileName]);
}

/** The folder a path's page goes to (`/rng` -> `rng/index.html`); `/` is the build's index.html. */
function pageFile(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
}

/** Compiles src/prerender/renderShell.tsx for Node into `outDir` and loads it. */
async function loadRenderer(config: ResolvedConfig, outDir: string): Promise<typeof Renderer> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    plugins: lobbyVitePlugins(),
    ssr: { noExternal: true },
    build: {
      ssr: resolve(config.root, 'src/prerender/renderShell.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'node24',
    },
  });
  return (await import(pathToFileURL(join(outDir, 'renderShell.js')).href)) as typeof Renderer;
}

/**
 * Gives every address of the route table a page of its own whose first paint is its shell (ADR
 * 019): the application's first render of it, with its styles, painted from the HTML, and its own
 * description. Each page carries the boot script, which starts the application, and its data.
 * Then the files of an installable site (ADR 023): each brand's offline page, robots.txt and the
 * service worker, which keeps what these pages need. The inline scripts' hashes go to
 * `script-hashes.json` for the host's Content-Security-Policy.
 */
export function prerenderShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lobby:prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        const outDir = options.dir ?? resolve(config.root, config.build.outDir);
        const template = bundle['index.html'];
        const entry = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry,
        );
        if (template?.type !== 'asset' || !entry) {
          throw new Error('prerender: the build has no index.html or no entry');
        }

        // The page's own style sheets (src/base.css), inlined: a few hundred bytes that would
        // otherwise hold the first paint back for a request of their own.
        const source = String(template.source);
        const sheets = [...source.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)];
        const baseCss = (
          await Promise.all(sheets.map(([, file = '']) => readFile(join(outDir, file), 'utf8')))
        ).join('\n');
        const bootScript = await bundleBrowserScript(config, 'src/boot/boot.ts');
        const brands = readBrands();
        // The head is written for the default brand; the boot script points it at the visit's.
        const themeColors = Object.fromEntries(
          brands.map((brand) => [
            brand.code,
            {
              light: browserColors(brand, 'light').theme,
              dark: browserColors(brand, 'dark').theme,
            },
          ]),
        );

        // The page without the tags that load the application: the boot script does.
        const page = source
          .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '');

        const work = await mkdtemp(join(tmpdir(), 'lobby-prerender-'));
        try {
          const {
            defaultCatalogTag,
            describePage,
            renderOfflinePage,
            renderShell,
            renderStartFailure,
            robotsTxt,
            shellPages,
          } = await loadRenderer(config, work);
          const firstRender = [
            ...closureOf(bundle, entry.imports),
            ...chunkOf(bundle, config.root, catalogModule(defaultCatalogTag)),
            ...chunkOf(bundle, config.root, FIRST_RENDER_CHUNKS.api),
          ];
          const carousel = chunkOf(bundle, config.root, FIRST_RENDER_CHUNKS.bannerCarousel);
          // Every page carries the failed-start screen, for when the application cannot render it.
          const failure = await renderStartFailure();
          const failureTemplate =
            `<template id="${START_FAILURE_ID}"><style>${inElement(failure.css)}</style>` +
            `${failure.html}</template>`;
          for (const { path, banners } of shellPages()) {
            const shell = await renderShell(path);
            const data: BootData = {
              entry: `/${entry.fileName}`,
              modules: [...new Set([...firstRender, ...(banners ? carousel : [])])].map(
                (file) => `/${file}`,
              ),
              shell: shell?.visit ?? null,
              themeColors,
            };
            const head = [
              `<style>${inElement(baseCss)}</style>`,
              shell
                ? `<style id="${SHELL_STYLE_ID}">${inElement(shell.css)}` +
                  `[${SHELL_OFF_ATTRIBUTE}] [${SHELL_ATTRIBUTE}]{display:none}</style>`
                : '',
              `<script type="application/json" id="${BOOT_DATA_ID}">` +
                `${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
              `<script>${bootScript}</script>`,
            ].join('\n    ');
            // The shell is a picture of the page until the application replaces it: inert, so
            // nothing in it takes a click or the focus meanwhile.
            const root = shell ? `<div ${SHELL_ATTRIBUTE} inert>${shell.html}</div>` : '';
            let html = page
              .replace('</head>', `    ${head}\n  </head>`)
              .replace('<div id="root"></div>', `<div id="root">${root}</div>${failureTemplate}`);
            if (shell) {
              html = html.replace(
                /<title>[^<]*<\/title>/,
                `<title>${escapeHtml(shell.title)}</title>`,
              );
            }
            html = withDescription(html, await describePage(path));
            const file = pageFile(outDir, path);
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, html);
          }

          // Each brand's offline page, which its service worker shows for a page it has not kept.
          const offlineScript = await bundleBrowserScript(config, 'src/offline/offlinePage.ts');
          for (const brand of brands) {
            const offline = await renderOfflinePage(brand);
            await writeOfflinePage(
              outDir,
              brand,
              offlinePageHtml(brand, offline, { baseCss, script: offlineScript }),
            );
          }
          await writeFile(join(outDir, 'robots.txt'), robotsTxt());
          await writeServiceWorker(config, outDir, {
            precache: [
              '/',
              ...[entry.fileName, ...firstRender, ...carousel].map((file) => `/${file}`),
            ].filter((file, index, all) => all.indexOf(file) === index),
            brands: brands.map((brand) => brand.code),
            defaultBrand: defaultBrandOf(brands).code,
            versioned: [
              'index.html',
              ...brands.flatMap((brand) =>
                [OFFLINE_PAGE_FILE, BRAND_SVG_ICON].map((file) =>
                  brandFileUrl(brand.code, file).slice(1),
                ),
              ),
            ],
          });
          await writeFile(
            join(outDir, SCRIPT_HASHES_FILE),
            `${JSON.stringify({ 'script-src': [bootScript, offlineScript].map(scriptHash) }, null, 2)}\n`,
          );
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    },
  };
}
