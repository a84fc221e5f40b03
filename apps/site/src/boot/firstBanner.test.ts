import { afterEach, describe, expect, test } from 'vitest';
import { FIRST_BANNER_ALT_ATTRIBUTE, FIRST_BANNER_ATTRIBUTE, SHELL_ATTRIBUTE } from './contract';
import { paintFirstBanner } from './firstBanner';

const slot = `<div ${FIRST_BANNER_ATTRIBUTE} ${FIRST_BANNER_ALT_ATTRIBUTE}="Sepanduk 1"></div>`;
const answer = (body: unknown) => Promise.resolve(Response.json(body));
const list = (...banners: object[]) => ({
  success: true,
  value: banners.map((banner, i) => ({
    bannerId: i + 1,
    url: `https://img.example/${i + 1}.webp`,
    groupName: 'w_home',
    ...banner,
  })),
});
const picture = () => document.querySelector<HTMLImageElement>(`[${FIRST_BANNER_ATTRIBUTE}] > img`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paintFirstBanner', () => {
  test('puts the first banner of the list into the shell’s slot, named by its title', async () => {
    document.body.innerHTML = `<div ${SHELL_ATTRIBUTE}>${slot}</div>`;
    await paintFirstBanner(answer(list({ title: ' Weekend cashback ' }, {})));
    expect(picture()?.getAttribute('src')).toBe('https://img.example/1.webp');
    expect(picture()?.alt).toBe('Weekend cashback');
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  test('a banner without a title takes the name the shell gives its first banner', async () => {
    document.body.innerHTML = `<div ${SHELL_ATTRIBUTE}>${slot}</div>`;
    await paintFirstBanner(answer(list({})));
    expect(picture()?.alt).toBe('Sepanduk 1');
  });

  test('nothing is painted for an empty list, a malformed or failed answer, or a shell already replaced', async () => {
    const cases: [string, () => Promise<Response>][] = [
      ['empty', () => answer(list())],
      ['not a list', () => answer({ success: true, value: { url: 'https://img.example/x.webp' } })],
      ['a failure', () => answer({ success: false, message: 'Nope' })],
      ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ];
    for (const [name, given] of cases) {
      document.body.innerHTML = `<div ${SHELL_ATTRIBUTE}>${slot}</div>`;
      await paintFirstBanner(given());
      expect(picture(), name).toBeNull();
    }
    // The application's own slot, after it replaced the shell, is not the boot's to fill.
    document.body.innerHTML = slot;
    await paintFirstBanner(answer(list({})));
    expect(picture()).toBeNull();
  });
});
