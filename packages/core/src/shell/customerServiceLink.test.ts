import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  customerServicePath,
  decodeCustomerServiceLink,
  encodeCustomerServiceLink,
  isHostAllowed,
  safeCustomerServiceUrl,
} from './customerServiceLink';

const KEY = 'Ab3dEf7h';
const ALLOW = ['chat.jade.example', '*.support.example'];
const enc = (url: string) => encodeCustomerServiceLink(url, KEY);

describe('the link scheme (ADR 007)', () => {
  test('a known vector: base64url(utf8(url) XOR key) + key', () => {
    // 'https://a.b' XOR 'Ab3dEf7h' repeated, base64url without padding
    const bytes = [...new TextEncoder().encode('https://a.b')].map(
      (b, i) => b ^ KEY.charCodeAt(i % 8),
    );
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(enc('https://a.b')).toBe(`${base64url}${KEY}`);
    expect(decodeCustomerServiceLink(`${base64url}${KEY}`)).toBe('https://a.b');
  });

  test.each([
    '',
    'short',
    'abc!!!!!KEYKEYKE',
    '*AAA12345678',
    '////abcdefgh',
    'AAAAA1234567-',
    'AB12345678',
  ])('refuses the malformed path %j', (path) => {
    expect(decodeCustomerServiceLink(path)).toBeNull();
  });

  test('refuses base64url with stray bits or an impossible length', () => {
    const good = enc('https://a.b');
    const data = good.slice(0, -8);
    // 11 bytes are 15 characters, the last carrying 2 unused bits; 17 characters cannot be bytes
    const last = data.at(-1) ?? 'A';
    const stray = data.slice(0, -1) + (last === 'B' ? 'C' : 'B');
    expect(decodeCustomerServiceLink(stray + KEY)).toBeNull();
    expect(decodeCustomerServiceLink(`${data}AA${KEY}`)).toBeNull();
  });

  test('refuses text that does not decode to UTF-8', () => {
    // 0xff XOR 'A' is not a valid UTF-8 start byte on its own
    const path = btoa(String.fromCharCode(0xff ^ 0x41)).replace(/=+$/, '') + KEY;
    expect(decodeCustomerServiceLink(path)).toBeNull();
  });

  test.each(['short', 'abc-efgh', 'abcdefghi', ''])('refuses the key %j', (key) => {
    expect(() => encodeCustomerServiceLink('https://x.example', key)).toThrow();
  });

  test('round trip for any https URL and key (property)', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        fc.stringMatching(/^[A-Za-z0-9]{8}$/),
        (url, key) => {
          const path = encodeCustomerServiceLink(url, key);
          expect(path.endsWith(key)).toBe(true);
          expect(path).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeCustomerServiceLink(path)).toBe(url);
        },
      ),
    );
  });

  test('round trip for any text, including non-ASCII (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }),
        fc.stringMatching(/^[A-Za-z0-9]{8}$/),
        (text, key) => {
          expect(decodeCustomerServiceLink(encodeCustomerServiceLink(text, key))).toBe(text);
        },
      ),
    );
  });

  test('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeCustomerServiceLink(text);
        expect(decoded === null || typeof decoded === 'string').toBe(true);
      }),
    );
  });
});

describe('customerServicePath', () => {
  test('the first entry of type "3"', () => {
    expect(
      customerServicePath([
        { type: '1', path: 'https://t.me/x' },
        { type: '3', path: 'abc' },
        { type: '3', path: 'def' },
      ]),
    ).toBe('abc');
    expect(customerServicePath([{ type: '2', path: 'mailto:x@y' }])).toBeNull();
  });

  test('a VIP gets the entry of type "4", live chat where the operator has none', () => {
    const both = [
      { type: '3', path: 'chat' },
      { type: '4', path: 'vip' },
    ];
    expect(customerServicePath(both, 'vipService')).toBe('vip');
    expect(customerServicePath(both, 'liveChat')).toBe('chat');
    expect(customerServicePath([{ type: '3', path: 'chat' }], 'vipService')).toBe('chat');
  });
});

describe('isHostAllowed', () => {
  test.each([
    ['chat.jade.example', true],
    ['CHAT.JADE.EXAMPLE', true],
    ['jade.example', false],
    ['evilchat.jade.example', false],
    ['chat.jade.example.evil', false],
    ['a.support.example', true],
    ['a.b.support.example', true],
    ['support.example', false],
    ['xsupport.example', false],
    ['evil.example', false],
  ])('%s -> %s', (host, allowed) => {
    expect(isHostAllowed(host, ALLOW)).toBe(allowed);
  });

  test('ignores entries that are not host names', () => {
    for (const entry of ['*', '*.', '', 'https://chat.jade.example', 'a/b', '*.*.x', 'a b']) {
      expect(isHostAllowed('chat.jade.example', [entry]), entry).toBe(false);
    }
  });

  test('normalises an internationalised entry to its punycode host', () => {
    expect(isHostAllowed('xn--bcher-kva.example', ['bücher.example'])).toBe(true);
  });
});

describe('safeCustomerServiceUrl', () => {
  test.each([
    ['https://chat.jade.example/room?id=7', 'https://chat.jade.example/room?id=7'],
    ['https://chat.jade.example', 'https://chat.jade.example/'],
    ['https://CHAT.jade.example:8443/x', 'https://chat.jade.example:8443/x'],
    ['https://live.support.example/c', 'https://live.support.example/c'],
    ['http://chat.jade.example/', null],
    ['javascript:alert(1)//chat.jade.example', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['https://evil.example/chat.jade.example', null],
    ['https://chat.jade.example@evil.example/', null],
    ['https://user:pw@chat.jade.example/', null],
    ['https://chat.jade.example.evil.example/', null],
    ['https:\\\\evil.example', null],
    ['//chat.jade.example/', null],
    ['chat.jade.example', null],
    ['https://support.example/', null],
  ])('%s -> %s', (url, safe) => {
    expect(safeCustomerServiceUrl(enc(url), ALLOW)).toBe(safe);
  });

  test('an undecodable path or an empty allow-list gives null', () => {
    expect(safeCustomerServiceUrl('not a link', ALLOW)).toBeNull();
    expect(safeCustomerServiceUrl(enc('https://chat.jade.example/'), [])).toBeNull();
  });

  test('never returns a non-https or off-list URL, whatever the input (property)', () => {
    const hosts = ['chat.jade.example', 'a.support.example', 'support.example', 'evil.example'];
    const anyUrl = fc.oneof(
      fc.string(),
      fc.webUrl({ validSchemes: ['https', 'http', 'ftp'], withQueryParameters: true }),
      fc
        .tuple(
          fc.constantFrom('https://', 'http://', 'javascript:', 'https:\\\\', '//', 'https://u@'),
          fc.constantFrom(...hosts),
          fc.string(),
        )
        .map(([scheme, host, rest]) => `${scheme}${host}${rest}`),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(anyUrl, fc.stringMatching(/^[A-Za-z0-9]{8}$/))
            .map(([u, k]) => encodeCustomerServiceLink(u, k)),
        ),
        (path) => {
          const safe = safeCustomerServiceUrl(path, ALLOW);
          if (safe === null) return;
          const url = new URL(safe);
          expect(url.protocol).toBe('https:');
          expect(url.username + url.password).toBe('');
          expect(
            url.hostname === 'chat.jade.example' || url.hostname.endsWith('.support.example'),
          ).toBe(true);
        },
      ),
    );
  });
});
