/** Where the `/wps` API lives; empty means the site's own origin. */
const configuredBase: unknown = import.meta.env.VITE_API_BASE_URL;
export const API_BASE_URL: string = typeof configuredBase === 'string' ? configuredBase : '';
