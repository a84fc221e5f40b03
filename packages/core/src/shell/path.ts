/**
 * The one way shell rules read a location: the query and hash are dropped, a trailing slash is
 * dropped (except on `/`), and the comparison key is lower-case. The original router matched paths
 * case-insensitively (vue-router's default, and react-router's), so `/POINTMALL` is `/pointMall`.
 */

/** The path part of a location string (`/help?x=1#term` -> `/help`), `/` when empty. */
export function pathOf(location: string): string {
  const end = location.search(/[?#]/);
  let path = end === -1 ? location : location.slice(0, end);
  if (!path.startsWith('/')) path = `/${path}`;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** The comparison key of a location: its path, lower-case. */
export function pathKey(location: string): string {
  return pathOf(location).toLowerCase();
}

/** The hash of a location without `#` (`/help#term` -> `term`), empty when there is none. */
export function hashOf(location: string): string {
  const at = location.indexOf('#');
  return at === -1 ? '' : location.slice(at + 1);
}
