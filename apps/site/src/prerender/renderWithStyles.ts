import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

// styled-components' sheet notes which component owns which rules in marker rules of its own, for
// a browser sheet to take over; the build's pages never hand their rules to a browser sheet, so
// only the rules themselves are kept.
const OWNER_MARKER = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;
const SHEET_SEPARATOR = /\/\*!sc\*\//g;

function rulesOf(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css = '']) => css.replace(OWNER_MARKER, '').replace(SHEET_SEPARATOR, ''))
    .join('')
    .replace(/\n+/g, '\n')
    .trim();
}

/** The markup of `element`, rendered in Node, and the rules it uses. */
export function renderWithStyles(element: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, css: rulesOf(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}
