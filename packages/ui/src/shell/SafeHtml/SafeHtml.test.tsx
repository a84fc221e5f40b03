// @vitest-environment jsdom
// DOMPurify's README calls happy-dom unsafe for sanitiser tests: this file runs in jsdom.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml, TRUSTED_TYPES_POLICY_NAME } from './sanitize';

const KEEP = '<p>keep me</p>';

/** The sanitiser's output as markup: a string, or TrustedHTML (which stringifies to its HTML). */
function markup(value: ReturnType<typeof sanitizeHtml>): string {
  return typeof value === 'string' ? value : (value as { toString(): string }).toString();
}

/** [name, payload]: each payload comes after safe content that must survive. */
const corpus: [string, string][] = [
  ['script element', '<script>window.__xss=1</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="window.__xss=1">'],
  [
    'img onerror, https src',
    '<img src="https://cdn.example/a.png" onerror="window.__xss=1" alt="a">',
  ],
  ['svg onload', '<svg onload="window.__xss=1"><circle r="4"/></svg>'],
  ['svg script', '<svg><script>window.__xss=1</script></svg>'],
  ['javascript: href', '<a href="javascript:window.__xss=1">click</a>'],
  ['mixed-case javascript: href', '<a href="JaVaScRiPt:window.__xss=1">click</a>'],
  ['entity-encoded javascript: href', '<a href="&#106;avascript&#58;window.__xss=1">click</a>'],
  ['hex-entity javascript: href', '<a href="&#x6A;&#x61;vascript:window.__xss=1">click</a>'],
  ['tab inside the scheme', '<a href="java\tscript:window.__xss=1">click</a>'],
  ['leading spaces and newline', '<a href=" \n javascript:window.__xss=1">click</a>'],
  [
    'data:text/html href',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>'],
  ['iframe javascript src', '<iframe src="javascript:window.__xss=1"></iframe>'],
  ['style expression', '<p style="width: expression(alert(1))">styled</p>'],
  ['style element', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">go</button>'],
  [
    'math/mglyph mutation XSS',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  ],
  [
    'nested form mutation XSS',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  ],
  [
    'nested templates',
    '<template><template><img src=x onerror=window.__xss=1></template></template>',
  ],
  [
    'noscript breakout',
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  ],
  ['base href', '<base href="javascript:/">'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed src', '<embed src="javascript:alert(1)">'],
  ['event handler on p', '<p onclick="window.__xss=1" onmouseover="window.__xss=1">hover</p>'],
  ['event handler on a', '<a href="https://ok.example" onfocus="window.__xss=1" autofocus>ok</a>'],
  ['event handler on td', '<table><tr><td onpointerenter="window.__xss=1">cell</td></tr></table>'],
  ['img srcset', '<img srcset="javascript:alert(1) 1x" alt="s">'],
  ['data:text/html in img', '<img src="data:text/html,<script>alert(1)</script>" alt="d">'],
  ['data:image/svg+xml in img', '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="v">'],
  [
    'DOM clobbering by id',
    '<img id="cookie" name="cookie" src="https://cdn.example/a.png" alt="c">',
  ],
  ['DOM clobbering by form name', '<form name="body"><input name="attributes"></form>'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['details ontoggle', '<details open ontoggle="window.__xss=1"><summary>s</summary></details>'],
  ['xlink:href in svg', '<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=window.__xss=1>-->'],
  [
    'unclosed attribute trick',
    '<a href="https://ok.example" title="x"onmouseover="window.__xss=1">t</a>',
  ],
  ['relative URL link', '<a href="/account/withdraw">inside</a>'],
];

const FORBIDDEN = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'template',
  'noscript',
  'meta',
  'base',
  'link',
  'details',
  'mglyph',
];
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'colspan',
  'rowspan',
  'scope',
  'target',
  'rel',
]);

function parse(html: string): HTMLTemplateElement {
  // A template parses inertly: nothing loads or runs while the test inspects it.
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

function assertInert(root: ParentNode) {
  for (const tag of FORBIDDEN) expect(root.querySelector(tag), tag).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(ALLOWED_ATTRIBUTES.has(name), `attribute ${name}`).toBe(true);
      expect(name.startsWith('on'), `handler ${name}`).toBe(false);
      expect(value, `${name} value`).not.toMatch(/javascript:|vbscript:|data:text/i);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(https?|mailto):/i);
    const src = element.getAttribute('src');
    if (src !== null) expect(src).toMatch(/^(https?:|data:image\/(png|gif|jpe?g|webp|avif))/i);
  }
}

afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

describe('sanitizeHtml: an XSS corpus', () => {
  test('the corpus is big enough to mean something', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(25);
  });

  test.each(corpus)('%s: nothing script-capable survives, the safe content stays', (_, payload) => {
    // The safe part comes first: a malformed payload may swallow whatever follows it.
    const clean = markup(sanitizeHtml(`${KEEP}${payload}`));
    const template = parse(clean);
    assertInert(template.content);
    expect(template.content.firstElementChild?.outerHTML).toBe(KEEP);
    // Sanitising clean output changes nothing (no mutation between passes).
    expect(markup(sanitizeHtml(clean))).toBe(clean);
  });

  test('rendered in the page, no payload runs', () => {
    const { container } = render(<SafeHtml html={corpus.map(([, payload]) => payload).join('')} />);
    assertInert(container.querySelector('[data-ui="SafeHtml"]')!);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});

describe('SafeHtml', () => {
  test('keeps formatting, lists, headings, tables and pictures', () => {
    render(
      <SafeHtml
        html={[
          '<h2>Weekend bonus</h2>',
          '<p><strong>10%</strong> up to <em>P 500</em>, <u>today</u> <b>only</b> <i>now</i><br><span>T&amp;C apply</span></p>',
          '<ul><li>Slots</li><li>Live</li></ul><ol><li>Deposit</li></ol>',
          '<table><caption>Tiers</caption><thead><tr><th scope="col">Tier</th></tr></thead><tbody><tr><td colspan="1">Gold</td></tr></tbody></table>',
          '<img src="https://cdn.example/banner.png" alt="Bonus banner">',
          '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Inline picture">',
        ].join('')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Weekend bonus' })).toBeInTheDocument();
    expect(screen.getByText('10%').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Tiers' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tier' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('img', { name: 'Bonus banner' })).toHaveAttribute(
      'src',
      'https://cdn.example/banner.png',
    );
    expect(screen.getByRole('img', { name: 'Inline picture' })).toBeInTheDocument();
  });

  test('links open in a new tab without opener or referrer; only http(s) and mailto stay', () => {
    render(
      <SafeHtml
        html={
          '<a href="https://help.example/terms">Terms</a> <a href="mailto:help@example.com">Mail us</a> <a href="http://old.example">Old</a> <a href="/inside">Inside</a>'
        }
      />,
    );
    for (const name of ['Terms', 'Mail us', 'Old']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // A relative link is not a link any more; its text stays.
    expect(screen.queryByRole('link', { name: 'Inside' })).not.toBeInTheDocument();
    expect(screen.getByText(/Inside/)).toBeInTheDocument();
  });

  test('renders the chosen wrapper element with the data-ui stamp', () => {
    const { container } = render(<SafeHtml as="article" html="<p>x</p>" />);
    const root = container.querySelector('[data-ui="SafeHtml"]');
    expect(root?.tagName).toBe('ARTICLE');
  });

  test('a new html value is sanitised again', () => {
    const { rerender } = render(<SafeHtml html="<p>first</p>" />);
    rerender(<SafeHtml html={'<p>second</p><img src=x onerror="window.__xss=1">'} />);
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});

describe('Trusted Types', () => {
  test('creates the lobby-html policy once and returns TrustedHTML from it', async () => {
    vi.resetModules();
    class FakeTrustedHtml {
      constructor(readonly value: string) {}
      toString() {
        return this.value;
      }
    }
    const createPolicy = vi.fn((_name: string, rules: { createHTML(input: string): string }) => ({
      createHTML: (input: string) => new FakeTrustedHtml(rules.createHTML(input)),
      createScriptURL: (input: string) => input,
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    try {
      const fresh = await import('./sanitize');
      const first = fresh.sanitizeHtml('<p onclick="x()">Hi</p>');
      fresh.sanitizeHtml('<p>again</p>');
      expect(first).toBeInstanceOf(FakeTrustedHtml);
      expect(markup(first)).toBe('<p>Hi</p>');
      expect(createPolicy).toHaveBeenCalledTimes(1);
      expect(createPolicy.mock.calls[0]?.[0]).toBe(TRUSTED_TYPES_POLICY_NAME);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a refused policy falls back to a clean string', async () => {
    vi.resetModules();
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError('refused by CSP');
      },
    });
    try {
      const fresh = await import('./sanitize');
      expect(fresh.sanitizeHtml('<img src=x onerror=alert(1)><p>ok</p>')).toBe('<img><p>ok</p>');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('where DOMPurify cannot run', () => {
  test('only escaped text reaches the sink, never the raw markup', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => ({
      default: () => ({
        isSupported: false,
        addHook: () => {},
        sanitize: (dirty: string) => dirty,
      }),
    }));
    try {
      const fresh = await import('./sanitize');
      const out = markup(fresh.sanitizeHtml('<img src=x onerror=alert(1)><p>Tom & "Jerry"</p>'));
      expect(out).not.toMatch(/<|>/);
      expect(out).toContain('Tom &amp; &quot;Jerry&quot;');
    } finally {
      vi.doUnmock('dompurify');
    }
  });
});
