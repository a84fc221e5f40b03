import { describe, expect, test } from 'vitest';
import { BRAND_FILE_ATTRIBUTE, brandFileUrl, pointHeadAtBrand } from './brandHead';

const HEAD = `
  <meta name="theme-color" content="#fcfdfd">
  <link rel="manifest" href="/brands/aurora/manifest.webmanifest" ${BRAND_FILE_ATTRIBUTE}="manifest.webmanifest">
  <link rel="icon" href="/brands/aurora/icon.svg" type="image/svg+xml" ${BRAND_FILE_ATTRIBUTE}="icon.svg">
  <link rel="apple-touch-icon" href="/brands/aurora/apple-touch-icon.png" ${BRAND_FILE_ATTRIBUTE}="apple-touch-icon.png">
  <link rel="canonical" href="/rng">`;

const hrefs = () => [...document.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe('pointing the head at the visit’s brand', () => {
  test('every brand link goes to the brand’s own folder; other links stay', () => {
    document.head.innerHTML = HEAD;
    pointHeadAtBrand(document, 'ember', '#1a1a1a');
    expect(hrefs().map((href) => href && new URL(href, 'http://x').pathname)).toEqual([
      '/brands/ember/manifest.webmanifest',
      '/brands/ember/icon.svg',
      '/brands/ember/apple-touch-icon.png',
      '/rng',
    ]);
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#1a1a1a',
    );
  });

  test('without a colour for the visit, the browser keeps the one the page was written with', () => {
    document.head.innerHTML = HEAD;
    pointHeadAtBrand(document, 'jade');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#fcfdfd',
    );
  });

  test('a brand file’s address', () => {
    expect(brandFileUrl('jade', 'icon-512.png')).toBe('/brands/jade/icon-512.png');
  });
});
