import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font';
import type { RgbImage } from './png';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
/** The spec's register rule asks for four characters (`captcha`: 4 to 4). */
export const CAPTCHA_LENGTH = 4;

const SCALE = 3;
const CELL = 27;
const NOISE_DOTS = 220;
const NOISE_LINES = 4;

/** Random captcha text from the unambiguous alphabet. */
export function captchaText(length: number = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * Draws `text` on a light ground: each character scaled ×3, in its own dark colour, nudged and
 * slanted at random, over speckles and crossed by a few lines in the same dark range, so simply
 * thresholding the picture does not lift the characters out.
 */
export function drawCaptcha(text: string): RgbImage {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = 236 + randomInt(20);
    pixels[i + 1] = 236 + randomInt(20);
    pixels[i + 2] = 236 + randomInt(20);
  }
  const plot = (x: number, y: number, [r, g, b]: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };

  for (let i = 0; i < NOISE_DOTS; i++) {
    plot(randomInt(width), randomInt(height), midColour());
  }

  const left = Math.floor((width - CELL * text.length) / 2);
  [...text].forEach((char, index) => {
    const colour = darkColour();
    const originX = left + index * CELL + randomInt(-2, 3);
    const originY = Math.floor((height - GLYPH_HEIGHT * SCALE) / 2) + randomInt(-4, 5);
    // A slant of up to ±1/3 pixel per row, different for every character.
    const slant = randomInt(-3, 4) / 9;
    for (let gy = 0; gy < GLYPH_HEIGHT * SCALE; gy++) {
      const shift = Math.round((gy - (GLYPH_HEIGHT * SCALE) / 2) * slant);
      for (let gx = 0; gx < GLYPH_WIDTH * SCALE; gx++) {
        if (glyphPixel(char, Math.floor(gx / SCALE), Math.floor(gy / SCALE))) {
          plot(originX + gx + shift, originY + gy, colour);
        }
      }
    }
  });

  for (let i = 0; i < NOISE_LINES; i++) {
    line(
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
      darkColour(),
      plot,
    );
  }
  return { width, height, pixels };
}

function darkColour(): [number, number, number] {
  return [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)];
}

function midColour(): [number, number, number] {
  return [randomInt(90, 200), randomInt(90, 200), randomInt(90, 200)];
}

/** Bresenham's line. */
function line(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: readonly [number, number, number],
  plot: (x: number, y: number, colour: readonly [number, number, number]) => void,
): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    plot(x, y, colour);
    if (x === x1 && y === y1) return;
    const twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      x += sx;
    }
    if (twice <= dx) {
      error += dx;
      y += sy;
    }
  }
}
