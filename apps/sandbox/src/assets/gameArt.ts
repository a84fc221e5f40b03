import type { Classification, GameType } from '../constants';
import { Random } from '../random';
import { placeMotifs } from './compose';
import type { Placement } from './compose';
import type { MotifName } from './motifs';
import { GOLD, INK, hslOf, hsl, paletteOf } from './palette';
import { DISPLAY_FONT, SPARKLE_PATH, num, rays, svgDocument } from './svg';
import { fitText, textLines } from './textFit';

export interface GameArtInput {
  gameId: number;
  name: string;
  gameType: GameType;
  classification: Classification;
  /** The game's own colour: the second colour of its motif. */
  colour: string;
  /** The vendor's colour: the background, so a studio's games look like a family. */
  vendorColour: string;
}

/**
 * Tiles are square. Today's cards crop them to 4:3 (object-fit: cover takes 30 units off the top
 * and the bottom), so the motif and the title stay between y 30 and 210.
 */
export const GAME_ART_SIZE = 240;
const MOTIF_Y = 84;
const TITLE = { maxWidth: 216, sizes: [30, 26, 23, 20, 17], maxLines: 2 } as const;
const LAST_BASELINE = 205;

/** What a game's picture shows, main motif first. */
export function gameMotifs(
  game: Pick<GameArtInput, 'gameType' | 'classification' | 'name'>,
): MotifName[] {
  const tableGame: MotifName[] = ['cards', 'chips'];
  switch (game.gameType) {
    case 'RNG':
      // Most RNG titles are slots; the video poker, table, bingo and jackpot ones say what they are.
      if (game.classification === 'VP') return ['cards'];
      if (game.classification === 'TG') return tableGame;
      if (game.classification === 'BG') return ['lotteryBalls'];
      if (game.classification === 'JP') return ['coins'];
      return ['reels'];
    case 'LIVE':
      if (/roulette/i.test(game.name)) return ['roulette'];
      if (/sic bo|dice/i.test(game.name)) return ['dice'];
      return tableGame;
    case 'FISH':
      return ['fish'];
    case 'PVP':
    case 'CARD':
      return tableGame;
    case 'SPORTS':
      return ['football'];
    case 'ESPORTS':
      return ['controller'];
    case 'LOTTERY':
      return ['lotteryBalls'];
    case 'COCKFIGHT':
      return ['rooster'];
    case 'MINI':
      return ['dice'];
    case 'JACKPOT':
      return ['coins'];
  }
}

/** A game's tile: the vendor's colours, the game's motif, its name in two lines at most. */
export function gameArt(game: GameArtInput): string {
  // The same id always draws the same picture; the multiplier spreads neighbouring ids apart.
  const random = new Random(Math.imul(game.gameId, 2654435761));
  const palette = {
    ...paletteOf(game.vendorColour),
    contrast: hsl(hslOf(game.colour).h, 0.8, 0.55),
  };
  const size = GAME_ART_SIZE;
  const [main, second] = gameMotifs(game);
  const placements: Placement[] =
    second === undefined
      ? [{ motif: main ?? 'reels', x: size / 2, y: MOTIF_Y, scale: 1.25 }]
      : [
          { motif: main ?? 'reels', x: size / 2, y: MOTIF_Y - 8, scale: 1.2 },
          { motif: second, x: size / 2, y: MOTIF_Y + 34, scale: 0.7 },
        ];
  const motifs = placeMotifs(placements, palette, random);
  const sparkles = [0, 1]
    .map(
      () =>
        `<path d="${SPARKLE_PATH}" transform="translate(${random.int(24, 216)} ${random.int(34, 70)}) scale(${num(0.4 + random.next() * 0.5)})"/>`,
    )
    .join('');
  const title = fitText(game.name.toLocaleUpperCase('en'), TITLE);
  const lineHeight = Math.round(title.size * 1.04);
  const firstBaseline = LAST_BASELINE - (title.lines.length - 1) * lineHeight;

  const defs =
    `<radialGradient id="bg" cx=".5" cy=".36" r=".8"><stop offset="0" stop-color="${palette.light}"/>` +
    `<stop offset=".5" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></radialGradient>` +
    // Darker at the top (a corner badge stays readable) and at the bottom (under the title).
    `<linearGradient id="fd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity=".4"/>` +
    `<stop offset=".2" stop-opacity="0"/><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".8"/></linearGradient>` +
    `<radialGradient id="vg" r=".72"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></radialGradient>` +
    `<linearGradient id="tt" x1="0" y1="0" x2="0" y2="1"><stop offset=".3" stop-color="#fff"/><stop offset="1" stop-color="${GOLD.light}"/></linearGradient>` +
    motifs.defs;
  const body =
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<path d="${rays(size / 2, MOTIF_Y, 190, 20, random.next())}" fill="#fff" opacity=".08"/>` +
    `<g fill="#fff" opacity=".85">${sparkles}</g>` +
    motifs.body +
    `<rect width="${size}" height="${size}" fill="url(#fd)"/>` +
    `<rect width="${size}" height="${size}" fill="url(#vg)"/>` +
    `<g ${DISPLAY_FONT} font-weight="900" text-anchor="middle" fill="url(#tt)" stroke="${INK}" ` +
    `stroke-width="5" stroke-linejoin="round" paint-order="stroke">` +
    textLines(title, { x: size / 2, y: firstBaseline, lineHeight, maxWidth: TITLE.maxWidth }) +
    `</g>`;
  return svgDocument(size, size, defs, body);
}
