import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, textLines, textWidth } from './textFit';

const TILE = { maxWidth: 216, sizes: [30, 26, 23, 20, 17], maxLines: 2 } as const;

describe('fitText', () => {
  it('keeps a short name on one line at the largest size', () => {
    expect(fitText('MEGA 6/45', TILE)).toEqual({ size: 30, lines: ['MEGA 6/45'] });
  });

  it('splits two lines where they come out most even', () => {
    expect(fitText('GOLDEN DRAGON HOLD & WIN', TILE).lines).toEqual([
      'GOLDEN DRAGON',
      'HOLD & WIN',
    ]);
  });

  it('breaks a word too long for any size and ends the last line in an ellipsis', () => {
    const fitted = fitText('SUPERCALIFRAGILISTICEXPIALIDOCIOUS MEGAWAYS DELUXE EDITION', TILE);
    expect(fitted.size).toBe(17);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
  });

  it('counts stacked accents as nothing', () => {
    expect(textWidth('THỪA THIÊN HUẾ', 10)).toBe(textWidth('THUA THIEN HUE', 10));
  });

  it('never gives more lines than the box holds, nor a line wider than it (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const fitted = fitText(text, TILE);
        expect(fitted.lines.length).toBeLessThanOrEqual(TILE.maxLines);
        expect(TILE.sizes).toContain(fitted.size);
        for (const line of fitted.lines) {
          expect(textWidth(line, fitted.size)).toBeLessThanOrEqual(TILE.maxWidth);
        }
      }),
    );
  });
});

describe('textLines', () => {
  it('holds a line close to the box to its width, whatever face the device has', () => {
    const long = fitText('EMERALD CASH TOWER 7', TILE);
    const svg = textLines(long, { x: 120, y: 180, lineHeight: 28, maxWidth: TILE.maxWidth });
    expect(svg).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs"/);
    const short = textLines(fitText('CRASH', TILE), {
      x: 120,
      y: 180,
      lineHeight: 28,
      maxWidth: 216,
    });
    expect(short).not.toContain('textLength');
  });

  it('escapes the text', () => {
    const svg = textLines(
      { size: 20, lines: ['<b>&"'] },
      { x: 0, y: 0, lineHeight: 0, maxWidth: 300 },
    );
    expect(svg).toContain('&#60;b&#62;&#38;&#34;');
  });
});
