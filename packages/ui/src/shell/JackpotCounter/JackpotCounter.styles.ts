import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import type { DataUi } from '../../primitives/dataUi';

export const StyledCounter = styled.div.attrs<DataUi>({ 'data-ui': 'JackpotCounter' })`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.2')};
  padding: ${token('space.3')} ${token('space.5')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.raised')};
  box-shadow: ${token('shadow.raised')};
`;

export const StyledLabel = styled.span.attrs<DataUi>({ 'data-ui': 'JackpotCounter.Label' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** Digits always run left to right, even on a right-to-left page. */
export const StyledDigits = styled.span.attrs<DataUi>({
  'data-ui': 'JackpotCounter.Digits',
  dir: 'ltr',
})`
  display: inline-flex;
  font-family: ${token('font.heading')};
  font-size: clamp(1.5rem, 5vw, 2.5rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1;
  color: ${token('fg.default')};
`;

/** One digit position: a window one line high over a strip of 0..9. */
export const StyledDigitWindow = styled.span`
  display: inline-block;
  height: 1em;
  overflow: hidden;
`;

/**
 * The strip moves by `transform` only (set directly on the element, never through a class per
 * value), so a tick costs one composited animation and no layout. Its ten digits are one text of
 * ten lines, each a line-height (1em) high: one element per position rather than eleven, which
 * the page styles and lays out again with everything else.
 */
export const StyledDigitStrip = styled.span`
  display: block;
  white-space: pre;
  transition: transform 600ms cubic-bezier(0.2, 0.8, 0.2, 1);
  will-change: transform;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledSeparator = styled.span`
  display: inline-block;
`;
