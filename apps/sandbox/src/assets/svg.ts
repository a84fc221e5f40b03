import { createHash } from 'node:crypto';

/** Text goes into SVG markup: names are seed data today, but a dev edit must not inject markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A strong validator of the exact bytes. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

const FONT = 'font-family="system-ui, sans-serif" fill="#fff" text-anchor="middle"';

/** A 4:3 thumbnail of a game: its colour, its name (wrapped on two lines) and its id. */
export function gameThumbnail(game: { gameId: number; name: string; colour: string }): string {
  const [first, second] = wrap(game.name, 16);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${game.colour}"/>` +
    `<stop offset="1" stop-color="#111"/></linearGradient></defs>` +
    `<rect width="240" height="180" rx="12" fill="url(#g)"/>` +
    `<text x="120" y="${second ? 84 : 98}" font-size="20" font-weight="700" ${FONT}>${escapeXml(first)}</text>` +
    (second
      ? `<text x="120" y="110" font-size="20" font-weight="700" ${FONT}>${escapeXml(second)}</text>`
      : '') +
    `<text x="120" y="164" font-size="12" opacity=".7" ${FONT}>#${game.gameId}</text></svg>`
  );
}

export function vendorLogo(vendor: { code: string; name: string; colour: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64">` +
    `<rect width="160" height="64" rx="10" fill="${vendor.colour}"/>` +
    `<text x="80" y="30" font-size="18" font-weight="800" ${FONT}>${escapeXml(vendor.code.slice(0, 12))}</text>` +
    `<text x="80" y="50" font-size="11" opacity=".8" ${FONT}>${escapeXml(vendor.name)}</text></svg>`
  );
}

export function bannerImage(banner: {
  bannerId: number;
  title: string | null;
  colour: string;
}): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${banner.colour}"/>` +
    `<stop offset="1" stop-color="#0b0b16"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#b)"/>` +
    `<text x="80" y="220" font-size="64" font-weight="800" font-family="system-ui, sans-serif" fill="#fff">` +
    `${escapeXml(banner.title ?? `Banner ${banner.bannerId}`)}</text></svg>`
  );
}

function wrap(text: string, width: number): [string, string?] {
  if (text.length <= width) return [text];
  const cut = text.lastIndexOf(' ', width);
  const at = cut > 0 ? cut : width;
  const rest = text.slice(at).trim();
  return [text.slice(0, at), rest.length > width ? `${rest.slice(0, width - 1)}…` : rest];
}
