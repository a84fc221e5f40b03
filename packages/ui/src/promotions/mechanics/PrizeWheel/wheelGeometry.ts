/** Degrees of one of `count` equal segments. */
export function segmentAngle(count: number): number {
  return 360 / count;
}

/** Whole turns a spin makes before it settles, so it reads as a spin and not a nudge. */
export const SPIN_TURNS = 5;

/**
 * The wheel's next rotation (degrees, clockwise) so that `segment` (counted clockwise from the top)
 * stops under the pointer at the top: always forward from `current`, by SPIN_TURNS whole turns
 * plus what is needed to bring the segment's middle to the top.
 */
export function rotationFor(current: number, segment: number, count: number): number {
  const size = segmentAngle(count);
  const target = (360 - (segment * size + size / 2)) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + SPIN_TURNS * 360 + target;
}

/** The SVG path of segment `index` of `count` on a circle of radius `r` around (r, r). */
export function wedgePath(index: number, count: number, r: number): string {
  const size = segmentAngle(count);
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(r + r * Math.cos(rad)).toFixed(3)} ${(r + r * Math.sin(rad)).toFixed(3)}`;
  };
  return `M${r} ${r} L${point(index * size)} A${r} ${r} 0 0 1 ${point((index + 1) * size)} Z`;
}
