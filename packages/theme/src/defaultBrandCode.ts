/**
 * The code of the brand used when nothing selects one (unknown host, no brand parameter). A module
 * of its own, without the brand files: the site's build reads the files itself and needs only the
 * name.
 */
export const DEFAULT_BRAND_CODE = 'aurora';
