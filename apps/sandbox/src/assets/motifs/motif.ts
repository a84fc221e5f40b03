import type { Random } from '../../random';
import type { Palette } from '../palette';

/**
 * What a motif draws: gradients and shapes it references by id, and its shapes, inside a box of
 * 100 x 100 centred on 0,0 (a composition places and scales it with a transform).
 */
export interface MotifDrawing {
  /** Definitions by id: two motifs in one picture that need the same one share it. */
  defs: Readonly<Record<string, string>>;
  body: string;
}

/**
 * Draws one motif. Everything that varies (which symbol, which number, where a bubble rises) comes
 * from `random`, which the picture seeds from its own id, so the same picture always comes out.
 */
export type Motif = (palette: Palette, random: Random) => MotifDrawing;

/** The gold of coins and frames, top to bottom; every motif that shines uses it. */
export const GOLD_GRADIENT =
  '<linearGradient id="gd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/>' +
  '<stop offset=".45" stop-color="#f6c445"/><stop offset="1" stop-color="#b87a0c"/></linearGradient>';

/** A soft white highlight at the top left of a round shape: balls, chips, coins look glossy. */
export const SHINE_GRADIENT =
  '<radialGradient id="sh" cx=".35" cy=".3" r=".65"><stop offset="0" stop-color="#fff" stop-opacity=".8"/>' +
  '<stop offset=".45" stop-color="#fff" stop-opacity="0"/></radialGradient>';
