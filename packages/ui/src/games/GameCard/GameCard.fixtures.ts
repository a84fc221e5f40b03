// Sample games for stories and tests: thumbnails are a dozen inline SVGs shared by every game, so
// ten thousand games cost a dozen small strings and nothing is fetched.
import type { GameTile } from './GameCard';

const hues = [
  ['#0b6bcb', '#5aa9ff'],
  ['#b3261e', '#ff8a80'],
  ['#1b7f3b', '#7bd88f'],
  ['#7a4cc2', '#c5a3ff'],
  ['#c25e00', '#ffb45c'],
  ['#00796b', '#64d8cb'],
] as const;

function thumbnail(index: number): string {
  const [from, to] = hues[index % hues.length] ?? hues[0];
  const shape =
    index % 2 === 0
      ? '<circle cx="120" cy="90" r="48" fill="#fff" fill-opacity=".35"/>'
      : '<rect x="72" y="42" width="96" height="96" rx="18" fill="#fff" fill-opacity=".35"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="180" fill="url(#g)"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleThumbnails: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  thumbnail(i),
);

const first = ['Golden', 'Lucky', 'Wild', 'Mega', 'Dragon', 'Fortune', 'Royal', 'Star', 'Jungle'];
const second = ['Bonanza', 'Riches', 'Reels', 'Treasure', 'Spins', 'Empire', 'Quest', 'Fruits'];
const vendors = ['Pragmatic', 'JILI', 'PG Soft', 'Habanero', 'Spadegaming', 'Playtech', 'CQ9'];

export interface SampleGameOptions {
  /** Every nth game is hot. @default 7 */
  hotEvery?: number;
  /** Every nth game is a favourite (0 for none). @default 5 */
  favouriteEvery?: number;
}

/** `count` distinct games with names, vendors, thumbnails, some hot and some favourite. */
export function sampleGames(count: number, options: SampleGameOptions = {}): GameTile[] {
  const { hotEvery = 7, favouriteEvery = 5 } = options;
  return Array.from({ length: count }, (_, index) => {
    const a = first[index % first.length] ?? 'Lucky';
    const b = second[Math.floor(index / first.length) % second.length] ?? 'Spins';
    const round = Math.floor(index / (first.length * second.length));
    return {
      id: index + 1,
      name: round === 0 ? `${a} ${b}` : `${a} ${b} ${round + 1}`,
      vendor: vendors[index % vendors.length] ?? 'Pragmatic',
      thumbnail: sampleThumbnails[index % sampleThumbnails.length],
      hot: hotEvery > 0 && index % hotEvery === 0,
      favourite: favouriteEvery > 0 && index % favouriteEvery === 0,
    };
  });
}

/** A card's launch button is named by its text: the game, its vendor, and "Hot" when it is hot. */
export function cardName(game: GameTile): string {
  return [game.name, game.vendor, game.hot === true ? 'Hot' : ''].join(' ').trim();
}
