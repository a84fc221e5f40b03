import { useMemo } from 'react';
import { usePrefersReducedMotion } from '../../components/Marquee';
import { StyledFlake, StyledSnow, type FlakeVars } from './Snow.styles';

/** Upper bound on flakes: each one is a composited layer. */
export const SNOW_MAX_FLAKES = 60;

export interface SnowProps {
  /** The brand's seasonal switch. @default true */
  enabled?: boolean;
  /** How many flakes fall (at most 60). @default 36 */
  flakes?: number;
  className?: string;
}

/** A small seeded generator: the same flakes on every render and in every test. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** The flakes' positions and timings, fixed for a count. */
export function snowFlakes(count: number): FlakeVars[] {
  const n = Math.min(SNOW_MAX_FLAKES, Math.max(0, Math.floor(count) || 0));
  const random = seeded(n + 1);
  return Array.from({ length: n }, () => {
    const duration = 8 + random() * 10;
    return {
      $x: Math.round(random() * 1000) / 10,
      $size: 3 + Math.round(random() * 5),
      $duration: Math.round(duration * 10) / 10,
      // Negative delays start each flake part-way down, so the screen is not empty at first.
      $delay: -Math.round(random() * duration * 10) / 10,
      $drift: Math.round((random() - 0.5) * 120),
      $opacity: Math.round((0.35 + random() * 0.45) * 100) / 100,
    };
  });
}

/**
 * A decorative snowfall over the page: CSS transform animations only, no timers and no
 * re-renders, ignored by pointers and assistive technology, and absent with reduced motion.
 */
export function Snow({ enabled = true, flakes = 36, className }: SnowProps) {
  const reduced = usePrefersReducedMotion();
  const list = useMemo(() => snowFlakes(flakes), [flakes]);
  if (!enabled || reduced || list.length === 0) return null;
  return (
    <StyledSnow className={className}>
      {list.map((flake, index) => (
        <StyledFlake key={index} {...flake} />
      ))}
    </StyledSnow>
  );
}
Snow.displayName = 'Snow';
