import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

type TrustedTypePolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
type TrustedHtml = ReturnType<TrustedTypePolicy['createHTML']>;

interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createHTML(input: string): string; createScriptURL(input: string): string },
    ): TrustedTypePolicy;
  };
}

/** The Trusted Types policy name the site's CSP allows (`trusted-types lobby-html`). */
export const TRUSTED_TYPES_POLICY_NAME = 'lobby-html';

/** Tags a notice may use. Everything else is dropped; the text of harmless unknown tags stays. */
export const SAFE_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'span',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

const SAFE_HTML_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'scope'];

/*
 * Script-capable or layout-breaking elements, named even though the allow-list already leaves them
 * out: FORBID_TAGS also wins over any future widening of ALLOWED_TAGS, and these are removed with
 * their content (a <style> or <script> body must never surface as text).
 */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'template',
  'noscript',
  'meta',
  'base',
  'link',
];

// The characters browsers ignore inside a URL scheme ("java\tscript:"), as DOMPurify strips them.
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const LINK_URL = /^(?:https?|mailto):/i;
const IMAGE_URL = /^(?:https?:|data:image\/(?:png|gif|jpe?g|webp|avif)[;,])/i;

const CONFIG = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: SAFE_HTML_ATTRIBUTES,
  // Plain-value attributes: exempt from the URL check that ALLOWED_URI_REGEXP applies to the rest.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope'],
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style', 'id', 'name', 'class'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Only absolute http(s) and mailto links; relative URLs are refused too (notices are foreign).
  ALLOWED_URI_REGEXP: LINK_URL,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
} satisfies Config;

let purifier: DOMPurify | undefined;
let policy: TrustedTypePolicy | null | undefined;

/**
 * The Trusted Types policy, created once per page: a second `createPolicy('lobby-html')` throws
 * under a CSP without 'allow-duplicates'. Its createHTML passes HTML through because DOMPurify
 * calls it twice: on the dirty input (to parse it inertly) and on its own clean output. The policy
 * object never leaves this module, so only DOMPurify can mint TrustedHTML with it.
 */
function trustedTypesPolicy(): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  policy = null;
  const factory =
    typeof window === 'undefined' ? undefined : (window as TrustedTypesWindow).trustedTypes;
  if (factory) {
    try {
      policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
        createHTML: (input) => input,
        // No allowed tag carries a script URL; refuse any, should one ever be asked for.
        createScriptURL: () => '',
      });
    } catch {
      // Already created by another copy of this module or refused by the CSP: DOMPurify then
      // returns a string, which an HTML sink refuses under the site's policy (no `default`).
      policy = null;
    }
  }
  return policy;
}

/** One private DOMPurify instance, so its hooks never touch another user of the library. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.replace(URL_IGNORED, '');
    if (data.attrName === 'href' && !LINK_URL.test(value)) data.keepAttr = false;
    if (data.attrName === 'src' && (node.nodeName !== 'IMG' || !IMAGE_URL.test(value))) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Every surviving link leaves the site in a new tab, without opener or referrer.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Where DOMPurify cannot run (it reports `isSupported: false`, e.g. in a DOM without the APIs it
 * needs) it would hand the input back untouched. Never let that reach the sink: keep the text
 * only, with tags dropped and every markup character escaped.
 */
function plainTextHtml(html: string): string {
  return html.replace(/<[^>]*>?/g, ' ').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Cleans operator HTML (notices, promotion bodies) down to the allow-list: text formatting,
 * lists, headings, tables, http(s)/mailto links and http(s)/data-image pictures. Under Trusted
 * Types it returns TrustedHTML, ready for an HTML sink; otherwise a string.
 */
export function sanitizeHtml(html: string): TrustedHtml | string {
  if (typeof window === 'undefined') return plainTextHtml(html);
  const purify = getPurifier();
  if (!purify.isSupported) return plainTextHtml(html);
  const tt = trustedTypesPolicy();
  if (tt) {
    return purify.sanitize(html, {
      ...CONFIG,
      RETURN_TRUSTED_TYPE: true,
      TRUSTED_TYPES_POLICY: tt,
    });
  }
  return purify.sanitize(html, { ...CONFIG, TRUSTED_TYPES_POLICY: null });
}
