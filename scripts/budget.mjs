#!/usr/bin/env node
// Bundle budgets from docs/quality.md, measured on the production build as served (brotli, max quality):
// the initial JS of `/`, each lazy route chunk, and each locale catalog. Reads Vite's manifest, so
// it knows the real chunk graph.
//
// `/` paints its prerendered shell from the HTML (ADR 019): before that paint it runs only the
// boot script inlined in the page. The initial JS counts that script and what the page loads right
// after to respond to the player: the entry, the catalog its first render waits for and the route of
// its first screen.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { catalogModule, HOME_SCREEN_MODULE } from '../apps/site/src/boot/chunks.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/site/dist');
const KB = 1000;
const BUDGETS = { initial: 130 * KB, route: 50 * KB, catalog: 20 * KB };
// The catalog `/` needs before its first paint (main.tsx awaits it) and the route of its first
// screen (loaded right after that paint, src/app/startUp.ts): both are counted.
const DEFAULT_CATALOG = 'ms';
const CATALOG = /locales\/([\w-]+)\.po$/;

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sizes = new Map();
function brotliSize(file) {
  if (!sizes.has(file)) {
    const source = readFileSync(join(dist, file));
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    sizes.set(file, brotliCompressSync(source, { params }).length);
  }
  return sizes.get(file);
}

/** The files of a chunk and of everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const total = (keys) => [...keys].reduce((sum, key) => sum + brotliSize(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = manifest[HOME_SCREEN_MODULE] ? HOME_SCREEN_MODULE : undefined;
const catalogKeys = Object.keys(manifest).filter((key) => CATALOG.test(key));
const defaultCatalogKey = manifest[catalogModule(DEFAULT_CATALOG)]
  ? catalogModule(DEFAULT_CATALOG)
  : undefined;
if (!entryKey || !homeKey || !defaultCatalogKey) {
  console.error('budget: the manifest lacks the entry, the home route or the default catalog');
  process.exit(1);
}

const entryFiles = closure(entryKey);
const results = [];
function check(name, bytes, budget) {
  results.push({ name, bytes, budget, pass: bytes <= budget });
}

// The page's inline scripts (the boot script), as the HTML carries them.
const page = readFileSync(join(dist, 'index.html'), 'utf8');
const inlineScripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
const inlineBytes = inlineScripts.reduce(
  (sum, code) =>
    sum + brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  0,
);
if (inlineScripts.length === 0) {
  console.error('budget: / carries no boot script (is the site built?)');
  process.exit(1);
}
const initial = new Set([...entryFiles, ...closure(homeKey), ...closure(defaultCatalogKey)]);
check(
  'initial JS of / (inline boot script + entry + home route + MY catalog)',
  inlineBytes + total(initial),
  BUDGETS.initial,
);

for (const key of Object.keys(manifest)) {
  const chunk = manifest[key];
  if (!chunk.isDynamicEntry || CATALOG.test(key)) continue;
  const own = [...closure(key)].filter((k) => !entryFiles.has(k));
  check(`lazy route ${key.replace(/^.*src\//, '')}`, total(own), BUDGETS.route);
}
for (const key of catalogKeys) {
  check(`catalog ${CATALOG.exec(key)[1]}`, total(closure(key)), BUDGETS.catalog);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
console.log(`info first paint of / runs the inline boot script only: ${kb(inlineBytes)} brotli`);
for (const r of results) {
  console.log(
    `${r.pass ? 'ok  ' : 'FAIL'} ${r.name}: ${kb(r.bytes)} brotli (budget ${kb(r.budget)})`,
  );
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports/budget.json'), JSON.stringify(results, null, 2));
process.exit(results.every((r) => r.pass) ? 0 : 1);
