import { escapeXml, num } from './svg';

/**
 * Fitting text into a box without measuring it: a picture is drawn on the server and shown with
 * whatever heavy sans-serif the player's device has. Widths are estimated per character class for
 * such a face, lines are chosen by the estimate, and a line close to the limit is given its width
 * (`textLength`), so a face wider than the estimate is squeezed instead of overflowing.
 */

// Advance widths in em of a bold sans-serif, by character class (between Roboto Black and the
// wider DejaVu Sans Bold, so neither is far off).
const NARROW = /[ .,:;!'|iIl]/;
const SEMI_NARROW = /[-()[\]/fjJrt1]/;
const WIDE = /[MWmw@%&]/;
const UPPER_OR_DIGIT = /[A-Z0-9#$?+=]/;
const COMBINING = /\p{M}/gu;
const WIDE_SCRIPT = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

function charWidth(ch: string): number {
  if (NARROW.test(ch)) return 0.32;
  if (SEMI_NARROW.test(ch)) return 0.45;
  if (WIDE.test(ch)) return 0.95;
  if (UPPER_OR_DIGIT.test(ch)) return 0.74;
  if (WIDE_SCRIPT.test(ch)) return 1;
  return 0.62;
}

/** The estimated width of a line at a font size. Accents stacked on a letter add nothing. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text.normalize('NFD').replace(COMBINING, '')) em += charWidth(ch);
  return em * size;
}

export interface TextBox {
  maxWidth: number;
  /** Font sizes to try, largest first. */
  sizes: readonly number[];
  maxLines: number;
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size at which the words fit the box, on as few lines as that size allows (split
 * where the lines come out most even). When even the smallest size is not enough, long words are
 * broken and the last line ends in an ellipsis.
 */
export function fitText(text: string, box: TextBox): FittedText {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const smallest = box.sizes[box.sizes.length - 1] ?? 16;
  if (words.length === 0) return { size: box.sizes[0] ?? smallest, lines: [] };
  for (const size of box.sizes) {
    const lines = evenLines(words, size, box);
    if (lines) return { size, lines };
  }
  const lines = greedyLines(words, smallest, box.maxWidth);
  if (lines.length <= box.maxLines) return { size: smallest, lines };
  const kept = lines.slice(0, box.maxLines);
  const last = `${kept[box.maxLines - 1] ?? ''} ${lines[box.maxLines] ?? ''}`;
  kept[box.maxLines - 1] = ellipsize(last, smallest, box.maxWidth);
  return { size: smallest, lines: kept };
}

/** The words on 1..maxLines lines at this size with the widest line narrowest, or undefined. */
function evenLines(words: string[], size: number, box: TextBox): string[] | undefined {
  let best: { lines: string[]; widest: number } | undefined;
  for (let count = 1; count <= Math.min(box.maxLines, words.length); count++) {
    for (const lines of splits(words, count)) {
      const widest = Math.max(...lines.map((line) => textWidth(line, size)));
      if (widest <= box.maxWidth && (!best || widest < best.widest)) best = { lines, widest };
    }
    // Fewer lines at a size win over more lines at the same size.
    if (best) return best.lines;
  }
  return undefined;
}

/** Every way of cutting the words into `count` non-empty lines, in order. */
function* splits(words: string[], count: number): Generator<string[]> {
  if (count === 1) {
    yield [words.join(' ')];
    return;
  }
  for (let cut = 1; cut <= words.length - count + 1; cut++) {
    for (const rest of splits(words.slice(cut), count - 1)) {
      yield [words.slice(0, cut).join(' '), ...rest];
    }
  }
}

/** Line by line, breaking a word that alone is wider than the box. */
function greedyLines(words: string[], size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const ch of word) {
      if (line && textWidth(line + ch, size) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function ellipsize(text: string, size: number, maxWidth: number): string {
  let kept = [...text.trim()];
  while (kept.length > 0 && textWidth(`${kept.join('').trimEnd()}…`, size) > maxWidth) {
    kept = kept.slice(0, -1);
  }
  return `${kept.join('').trimEnd()}…`;
}

/**
 * The lines as <text> elements from the first baseline down. A line longer than most of the box
 * gets its estimated width as its length, which holds it inside the box whatever the face; `exact`
 * gives every line its estimated width (text that something is drawn right after, like an arrow).
 */
export function textLines(
  fitted: FittedText,
  at: { x: number; y: number; lineHeight: number; maxWidth: number; exact?: boolean },
): string {
  return fitted.lines
    .map((line, index) => {
      const width = textWidth(line, fitted.size);
      const length =
        at.exact || width > at.maxWidth * 0.8
          ? ` textLength="${num(Math.min(width, at.maxWidth))}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return (
        `<text x="${num(at.x)}" y="${num(at.y + index * at.lineHeight)}" font-size="${fitted.size}"${length}>` +
        `${escapeXml(line)}</text>`
      );
    })
    .join('');
}

/**
 * One line spread to a set width by the space between its letters (a spaced-out label in a pill
 * whose width was computed from the same estimate).
 */
export function spacedLine(
  text: string,
  at: { x: number; y: number; size: number; width: number },
): string {
  return (
    `<text x="${num(at.x)}" y="${num(at.y)}" font-size="${at.size}" textLength="${num(at.width)}" ` +
    `lengthAdjust="spacing">${escapeXml(text)}</text>`
  );
}
