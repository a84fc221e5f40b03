import { css, keyframes } from 'styled-components';
import { token } from '@lobby/theme';

// A looping track (the notice marquee, the footer's vendor strip) holds its items twice; moving it
// by half its width loops without a seam, towards the inline start of either direction.
export const loopLtr = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export const loopRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`;

/** The round pause/play button beside a loop; gone under reduced motion, where nothing moves. */
export const loopControlStyles = css`
  /* Above the moving track (a layer of its own): entries sliding past its edge never cover any of
     it, so the whole button stays a target (WCAG 2.2 target size). */
  position: relative;
  z-index: 1;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font-size: 0.75rem;
  line-height: 1;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;
