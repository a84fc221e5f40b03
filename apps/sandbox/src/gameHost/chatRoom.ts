import type { Database } from '../db';
import { getDomains } from '../store/content';
import { escapeHtml } from './pages';

/**
 * The demo chat room (doc 1 §2: "chat room", a modal the header owns): the page an operator's chat
 * host would serve, which the site shows in a frame. Read-only here: the demo has no chat server,
 * so it greets the visitor and lists the room's rules. No script at all.
 */

/** The brands' codes are lower-case words (merchants.code). */
const BRAND = /^[a-z][a-z0-9_-]{0,31}$/;

/**
 * Who may frame the room: the brand's own listed domains (the domain list the site checks itself
 * against, doc 1 §8), on any port, so the room shows only inside its brand's site. A host source
 * without a scheme takes the page's own (http here, https behind a real host).
 */
export function chatRoomAncestors(db: Database, brand: string): string[] {
  return getDomains(db, brand).flatMap(({ domain }) =>
    /^[A-Za-z0-9.-]+$/.test(domain) ? [`${domain}:*`] : [],
  );
}

/**
 * The room's policy: nothing but the host's stylesheet (and the empty data icon that keeps the
 * browser from asking for a favicon), framed only by the brand's domains.
 */
export function chatRoomPolicy(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    'img-src data:',
    `frame-ancestors ${ancestors.length === 0 ? "'none'" : ancestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function isChatRoomBrand(brand: string | undefined): brand is string {
  return brand !== undefined && BRAND.test(brand);
}

export function renderChatRoom(brandName: string): string {
  const name = escapeHtml(brandName);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>${name} chat room</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/assets/game.css" />
  </head>
  <body>
    <main class="game">
      <h1 class="game__title">${name} chat room</h1>
      <p>Welcome! Players chat here about games, draws and promotions.</p>
      <ul aria-label="Room rules">
        <li>Be kind to other players.</li>
        <li>Never share your password or payment details.</li>
        <li>For help with your account, contact customer service.</li>
      </ul>
    </main>
  </body>
</html>
`;
}
