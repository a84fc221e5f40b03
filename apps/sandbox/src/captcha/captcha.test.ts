import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH, captchaText, drawCaptcha } from './draw';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font';
import { encodePng } from './png';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Splits a PNG into its chunks, checking each CRC: an independent reader of what we write. */
function readPng(png: Buffer): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return chunks;
}

describe('encodePng', () => {
  it('writes IHDR, IDAT and IEND with valid CRCs, and rows that inflate back to the pixels', () => {
    const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const chunks = readPng(encodePng({ width: 2, height: 2, pixels }));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      2, 2, 8, 2,
    ]);
    const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30]);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(RangeError);
  });
});

describe('the captcha picture', () => {
  it('draws four characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const text = captchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
    }
    for (const confusable of ['0', 'O', '1', 'I', '2', 'Z', '5', 'S', '8', 'B']) {
      expect(CAPTCHA_ALPHABET).not.toContain(confusable);
    }
  });

  it('has a glyph for every character of its alphabet', () => {
    for (const char of CAPTCHA_ALPHABET) {
      let ink = 0;
      for (let y = 0; y < GLYPH_HEIGHT; y++) {
        for (let x = 0; x < GLYPH_WIDTH; x++) if (glyphPixel(char, x, y)) ink++;
      }
      expect(ink, char).toBeGreaterThan(6);
    }
  });

  it('is 120 × 40 with dark ink on a light ground, and differs between two draws of one text', () => {
    const first = drawCaptcha('AC34');
    expect([first.width, first.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    let dark = 0;
    for (let i = 0; i < first.pixels.length; i += 3) {
      if ((first.pixels[i] ?? 255) < 120 && (first.pixels[i + 1] ?? 255) < 120) dark++;
    }
    const area = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;
    expect(dark).toBeGreaterThan(area * 0.05);
    expect(dark).toBeLessThan(area * 0.5);
    expect(Buffer.from(drawCaptcha('AC34').pixels).equals(Buffer.from(first.pixels))).toBe(false);
  });
});
