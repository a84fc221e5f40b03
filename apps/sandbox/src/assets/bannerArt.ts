import type { BannerGroup } from '../constants';
import { Random } from '../random';
import { placeMotifs } from './compose';
import type { Placement } from './compose';
import type { MotifName } from './motifs';
import { GOLD, INK, paletteOf } from './palette';
import { DISPLAY_FONT, SPARKLE_PATH, num, rays, svgDocument } from './svg';
import { fitText, spacedLine, textLines, textWidth } from './textFit';

export interface BannerArtInput {
  bannerId: number;
  groupName: BannerGroup;
  title: string | null;
  subline: string | null;
  callToAction: string | null;
  colour: string;
}

/**
 * Banners are 16:5, the carousel's box. A phone may show them 2:1 (object-fit: cover keeps the
 * middle 800 units), so the headline, the button and the illustration stay between x 240 and 1040;
 * only decoration lives in the bands outside.
 */
export const BANNER_ART = { width: 1280, height: 400 } as const;
const TEXT_X = 276;
const TEXT_WIDTH = 450;
const ART = { x: 880, y: 200 } as const;
const HEADLINE = { maxWidth: TEXT_WIDTH, sizes: [64, 56, 48, 42, 36], maxLines: 2 } as const;
const SUBLINE = { maxWidth: TEXT_WIDTH, sizes: [26, 23, 20, 18], maxLines: 1 } as const;
const BUTTON = { height: 54, sizes: [22, 20, 18], maxWidth: 300 } as const;
const EYEBROW_SPACING = 3;

/** One composition per group: its label, and motifs placed around the illustration's centre. */
const GROUP_ART: Readonly<
  Record<BannerGroup, { label: string; motifs: readonly [MotifName, number, number, number][] }>
> = {
  w_home: {
    label: 'Casino',
    motifs: [
      ['reels', 0, -14, 2.5],
      ['coins', 130, 96, 1.1],
      ['chips', -128, 104, 0.9],
    ],
  },
  w_rng: {
    label: 'Slots',
    motifs: [
      ['reels', 0, -6, 2.8],
      ['coins', 140, 100, 1],
    ],
  },
  w_live: {
    label: 'Live casino',
    motifs: [
      ['roulette', -30, -10, 2.5],
      ['cards', 118, 56, 1.5],
      ['chips', -136, 110, 0.9],
    ],
  },
  w_fish: { label: 'Fishing', motifs: [['fish', 0, 0, 2.9]] },
  w_pvp: {
    label: 'Poker & cards',
    motifs: [
      ['cards', 0, -20, 2.6],
      ['chips', 0, 110, 1.4],
    ],
  },
  w_sports: { label: 'Sports', motifs: [['football', 0, 0, 3.1]] },
  w_esports: { label: 'Esports', motifs: [['controller', 0, 0, 2.9]] },
  w_lott: { label: 'Lottery', motifs: [['lotteryBalls', 0, 0, 3]] },
  w_down: {
    label: 'Mobile app',
    motifs: [
      ['phone', 0, 0, 3.1],
      ['chips', -130, 104, 0.9],
    ],
  },
  w_promotion: {
    label: 'Promotion',
    motifs: [
      ['gift', -10, 0, 2.5],
      ['coins', 130, 96, 1.1],
    ],
  },
  w_shop: {
    label: 'Points shop',
    motifs: [
      ['gift', 0, 0, 2.7],
      ['chips', -130, 110, 0.9],
    ],
  },
  w_help: { label: 'Help centre', motifs: [['chat', 0, 0, 2.7]] },
  w_reg: {
    label: 'New players',
    motifs: [
      ['coins', 0, 0, 2.7],
      ['chips', -130, 104, 1],
    ],
  },
  w_forget: { label: 'Your account', motifs: [['lock', 0, 0, 2.7]] },
};

/** The motifs a group's banners show (the test of "a banner per group" reads them). */
export function bannerMotifs(group: BannerGroup): MotifName[] {
  return GROUP_ART[group].motifs.map(([motif]) => motif);
}

/** A banner: the group's illustration, the headline, a subline and a call-to-action button. */
export function bannerArt(banner: BannerArtInput): string {
  const { width, height } = BANNER_ART;
  const random = new Random(Math.imul(banner.bannerId, 2246822519));
  const palette = paletteOf(banner.colour);
  const art = GROUP_ART[banner.groupName];
  const placements: Placement[] = art.motifs.map(([motif, dx, dy, scale]) => ({
    motif,
    x: ART.x + dx,
    y: ART.y + dy,
    scale,
  }));
  const motifs = placeMotifs(placements, palette, random);

  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="${palette.deep}"/>` +
    `<stop offset=".45" stop-color="${palette.mid}"/><stop offset=".8" stop-color="${palette.base}"/>` +
    `<stop offset="1" stop-color="${palette.deep}"/></linearGradient>` +
    `<radialGradient id="gl"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".75"/>` +
    `<stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="bk"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    // Darker towards the edges, most on the left where the text sits.
    `<linearGradient id="sd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-opacity=".55"/>` +
    `<stop offset=".45" stop-opacity=".1"/><stop offset=".8" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></linearGradient>` +
    `<linearGradient id="hl" x1="0" y1="0" x2="0" y2="1"><stop offset=".25" stop-color="#fff"/><stop offset="1" stop-color="${GOLD.mid}"/></linearGradient>` +
    `<linearGradient id="bt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD.light}"/>` +
    `<stop offset=".5" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="#e09a12"/></linearGradient>` +
    motifs.defs;

  const bokeh = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${random.int(20, width - 20)}" cy="${random.int(20, height - 20)}" r="${random.int(14, 46)}"/>`,
  ).join('');
  // Sparkles glint around the illustration and in the outer bands, never over the copy.
  const sparkles = Array.from({ length: 6 }, (_, i) => {
    const x = i < 4 ? random.int(ART.x - 180, width - 30) : random.int(30, TEXT_X - 40);
    return `<path d="${SPARKLE_PATH}" transform="translate(${x} ${random.int(30, height - 30)}) scale(${num(0.6 + random.next())})"/>`;
  }).join('');

  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<path d="${rays(ART.x, ART.y, 760, 28, random.next())}" fill="#fff" opacity=".07"/>` +
    `<circle cx="${ART.x}" cy="${ART.y}" r="250" fill="url(#gl)"/>` +
    `<g fill="url(#bk)">${bokeh}</g>` +
    `<ellipse cx="${ART.x}" cy="${ART.y + 150}" rx="210" ry="22" fill="#000" opacity=".28"/>` +
    motifs.body +
    `<rect width="${width}" height="${height}" fill="url(#sd)"/>` +
    `<g fill="#fff" opacity=".9">${sparkles}</g>` +
    copyBlock(banner);
  return svgDocument(width, height, defs, body);
}

/** The group's label, the headline, the subline and the button, centred on the height. */
function copyBlock(banner: BannerArtInput): string {
  const label = GROUP_ART[banner.groupName].label.toLocaleUpperCase('en');
  const headline = fitText(banner.title ?? GROUP_ART[banner.groupName].label, HEADLINE);
  const subline = banner.subline ? fitText(banner.subline, SUBLINE) : undefined;
  const action = banner.callToAction
    ? fitText(banner.callToAction.toLocaleUpperCase('en'), {
        maxWidth: BUTTON.maxWidth - 64,
        sizes: BUTTON.sizes,
        maxLines: 1,
      })
    : undefined;

  const headlineStep = Math.round(headline.size * 1.05);
  const heights = {
    label: 32,
    headline: headline.lines.length * headlineStep,
    subline: subline ? 40 : 0,
    action: action ? BUTTON.height + 24 : 0,
  };
  const total = heights.label + 18 + heights.headline + 8 + heights.subline + heights.action;
  let y = Math.round((BANNER_ART.height - total) / 2);

  const labelText = textWidth(label, 15) + (label.length - 1) * EYEBROW_SPACING;
  let out =
    `<g ${DISPLAY_FONT} font-weight="800">` +
    `<rect x="${TEXT_X}" y="${y}" width="${num(labelText + 32)}" height="${heights.label}" rx="16" fill="#000" fill-opacity=".3" stroke="${GOLD.mid}" stroke-width="1.5"/>` +
    `<g fill="${GOLD.light}">${spacedLine(label, { x: TEXT_X + 16, y: y + 21, size: 15, width: labelText })}</g>`;
  y += heights.label + 18;

  out +=
    `<g font-weight="900" fill="url(#hl)" stroke="${INK}" stroke-width="7" stroke-linejoin="round" paint-order="stroke">` +
    textLines(headline, {
      x: TEXT_X,
      y: y + Math.round(headline.size * 0.8),
      lineHeight: headlineStep,
      maxWidth: TEXT_WIDTH,
    }) +
    `</g>`;
  y += heights.headline + 8;

  if (subline) {
    out +=
      `<g font-weight="600" fill="#fff" fill-opacity=".92">` +
      textLines(subline, { x: TEXT_X, y: y + 28, lineHeight: 30, maxWidth: TEXT_WIDTH }) +
      `</g>`;
    y += heights.subline;
  }

  if (action) {
    y += 20;
    const line = action.lines[0] ?? '';
    const buttonWidth = Math.round(textWidth(line, action.size) + 76);
    const r = BUTTON.height / 2;
    out +=
      `<rect x="${TEXT_X}" y="${y + 5}" width="${buttonWidth}" height="${BUTTON.height}" rx="${r}" fill="#7a4a00"/>` +
      `<rect x="${TEXT_X}" y="${y}" width="${buttonWidth}" height="${BUTTON.height}" rx="${r}" fill="url(#bt)"/>` +
      `<rect x="${TEXT_X + 8}" y="${y + 4}" width="${buttonWidth - 16}" height="${Math.round(BUTTON.height / 2 - 4)}" rx="${r - 6}" fill="#fff" opacity=".25"/>` +
      `<g fill="${INK}" font-weight="900">` +
      textLines(action, {
        x: TEXT_X + 28,
        y: y + r + Math.round(action.size * 0.36),
        lineHeight: 0,
        maxWidth: BUTTON.maxWidth - 64,
        exact: true,
      }) +
      `</g>` +
      `<path d="M${TEXT_X + buttonWidth - 32} ${y + r - 7}l7 7-7 7" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return `${out}</g>`;
}
