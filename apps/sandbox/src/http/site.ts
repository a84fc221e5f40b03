import { readFileSync, realpathSync, statSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { isApiPath } from './errors';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// With nosniff on every response, a wrong type breaks the file, so the list is explicit.
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.po': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
  '.po',
  '.xml',
]);

// Below this the headers outweigh the saving.
const MIN_COMPRESS_BYTES = 1024;
// On-the-fly results are kept because the same hashed assets are asked for again and again.
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
type Bytes = Uint8Array<ArrayBuffer>;
const SIBLING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

interface FileInfo {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Serves the built single-page site: real files when they exist, a folder's index.html for its
 * path, index.html for every other path (history-mode routing), except under /assets/ and for any
 * other path that names a file (`/favicon.ico`, `/brands/<code>/icon-512.png`, `/sw.js` of a build
 * without one): a missing file is a real 404, never the page, which a browser would read as a
 * broken icon, manifest or service worker script. The service worker, the brands' manifests, icons
 * and offline pages, and robots.txt are files of the build like the pages: not hashed, so
 * `no-cache` (revalidated with their ETag), each with its type (ADR 023).
 */
export function serveSite(siteDir: string): MiddlewareHandler {
  const root = realpathSync(siteDir);
  const cache = new CompressedCache(COMPRESSED_CACHE_BYTES);

  const lookup = async (candidate: string): Promise<FileInfo | undefined> => {
    try {
      // realpath resolves symlinks too, so a link inside the site cannot point outside it.
      const path = await realpath(candidate);
      if (!path.startsWith(root + sep)) return undefined;
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  };

  return async (c, next) => {
    if (isApiPath(c.req.path)) return next();

    const segments = pathSegments(new URL(c.req.url).pathname);
    if (!segments) return c.text('Bad request', 400);

    const isAsset = segments[0] === 'assets';
    // A path's own page where the build wrote one (`/rng` -> rng/index.html), as static hosts do.
    const file =
      segments.length > 0 && !hasHiddenSegment(segments)
        ? ((await lookup(join(root, ...segments))) ??
          (isAsset ? undefined : await lookup(join(root, ...segments, 'index.html'))))
        : undefined;
    if (file) return send(c, file, isAsset ? IMMUTABLE : NO_CACHE, lookup, cache);
    if (isAsset || namesFile(segments)) return c.text('Not found', 404);

    const index = await lookup(join(root, 'index.html'));
    if (!index) return c.text('Not found', 404);
    return send(c, index, NO_CACHE, lookup, cache);
  };
}

/**
 * Decodes the path and splits it into segments; undefined for anything that tries to leave the
 * site folder (an encoded `..`, a backslash, a NUL) or cannot be decoded.
 */
export function pathSegments(pathname: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return undefined;
  return segments;
}

/**
 * Whether a path names a file rather than a page: its last segment has an extension. The route
 * table's `.html` aliases (`/index.html`, `/register.html`) are pages of the application.
 */
export function namesFile(segments: readonly string[]): boolean {
  const last = segments.at(-1) ?? '';
  return /\.[a-z0-9]+$/i.test(last) && !/\.html$/i.test(last);
}

function hasHiddenSegment(segments: readonly string[]): boolean {
  // Dotfiles in a build folder are accidents (.env, .DS_Store), except .well-known.
  return segments.some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known'));
}

async function send(
  c: Context,
  file: FileInfo,
  cacheControl: string,
  lookup: (path: string) => Promise<FileInfo | undefined>,
  cache: CompressedCache,
): Promise<Response> {
  const ext = extname(file.path).toLowerCase();
  const compressible = COMPRESSIBLE.has(ext);
  const etag = `W/"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
  };
  if (compressible) headers['Vary'] = 'Accept-Encoding';

  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  for (const encoding of accepted) {
    const sibling = await lookup(file.path + SIBLING_SUFFIX[encoding]);
    if (sibling) {
      headers['Content-Encoding'] = encoding;
      headers['Vary'] = 'Accept-Encoding';
      return c.body(await readFile(sibling.path), 200, headers);
    }
  }

  const body = await readFile(file.path);
  const encoding = accepted[0];
  if (compressible && encoding && body.byteLength >= MIN_COMPRESS_BYTES) {
    const key = `${encoding}:${etag}:${file.path}`;
    let compressed = cache.get(key);
    if (!compressed) {
      compressed = await compress(body, encoding);
      cache.set(key, compressed);
    }
    headers['Content-Encoding'] = encoding;
    return c.body(compressed, 200, headers);
  }
  return c.body(body, 200, headers);
}

async function compress(body: Buffer, encoding: Encoding): Promise<Bytes> {
  const output =
    encoding === 'gzip'
      ? await gzipAsync(body, { level: 6 })
      : // Quality 5 is the usual on-the-fly setting: most of 11's saving at a fraction of its time.
        await brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        });
  // zlib never hands back shared memory; the view only narrows the type Response bodies need.
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}

/** Encodings the client accepts, best first: brotli, then gzip; `q=0` excludes one. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) q = Number(value);
    }
    weights.set(token, Number.isFinite(q) ? q : 0);
  }
  const wildcard = weights.get('*');
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? wildcard ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

class CompressedCache {
  private readonly entries = new Map<string, Bytes>();
  private readonly limit: number;
  private bytes = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: string): Bytes | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert so the Map's order doubles as least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Bytes): void {
    if (value.byteLength > this.limit) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.byteLength;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldKey);
      this.bytes -= old.byteLength;
    }
  }
}

/** The file in which the build lists its inline scripts' hashes (apps/site/build/prerenderShell.ts). */
export const SCRIPT_HASHES_FILE = 'script-hashes.json';
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The `script-src` sources the built site's pages need beyond 'self': the hashes of their inline
 * scripts. Read again whenever the file changes (a rebuild while the sandbox runs); anything but a
 * list of SHA-256 hashes is refused, so the file cannot widen the policy.
 */
export function siteScriptSources(siteDir: string): () => readonly string[] {
  const file = join(siteDir, SCRIPT_HASHES_FILE);
  let seen: { mtimeMs: number; sources: readonly string[] } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (seen?.mtimeMs !== mtimeMs) {
      const listed: unknown = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[
        'script-src'
      ];
      if (
        !Array.isArray(listed) ||
        !listed.every((s) => typeof s === 'string' && SCRIPT_HASH.test(s))
      ) {
        throw new Error(`${file}: "script-src" must list 'sha256-...' hashes only`);
      }
      seen = { mtimeMs, sources: listed as string[] };
    }
    return seen.sources;
  };
}
