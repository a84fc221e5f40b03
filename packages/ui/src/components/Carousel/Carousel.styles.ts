import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledRoot = styled.section.attrs<DataUi>({ 'data-ui': 'Carousel' })`
  position: relative;
  display: grid;
  gap: ${token('space.2')};
`;

export const StyledViewport = styled.div.attrs<DataUi>({ 'data-ui': 'Carousel.Viewport' })`
  /* Positioned, so it clips the slides' absolutely placed parts too (their visually hidden text):
     a clip does not reach a descendant placed against an ancestor outside it. */
  position: relative;
  overflow: hidden;
  border-radius: ${token('radius.lg')};
`;

export const StyledContainer = styled.div.attrs<DataUi>({ 'data-ui': 'Carousel.Container' })`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

export const StyledSlide = styled.div.attrs<DataUi>({ 'data-ui': 'Carousel.Slide' })`
  flex: 0 0 100%;
  min-width: 0;

  & img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const StyledSlideLink = styled.a.attrs<DataUi>({ 'data-ui': 'Carousel.SlideLink' })`
  display: block;
  color: inherit;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${token('border.focus')};
    outline-offset: -3px;
  }
`;

export const StyledControls = styled.div.attrs<DataUi>({ 'data-ui': 'Carousel.Controls' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${token('space.2')};
`;

const roundButton = css`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;

  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: ${token('bg.sunken')};
    }
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledButton = styled.button.attrs<DataUi>({
  'data-ui': 'Carousel.Button',
  type: 'button',
})`
  ${roundButton}
`;

export const StyledRotation = styled.button.attrs<DataUi>({
  'data-ui': 'Carousel.Rotation',
  type: 'button',
})`
  ${roundButton}
  font-size: 0.75rem;

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

export const StyledDots = styled.div.attrs<DataUi>({ 'data-ui': 'Carousel.Dots' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** A 24 px target (WCAG 2.2 target size) around a small visible dot. */
export const StyledDot = styled.button.attrs<DataUi>({ 'data-ui': 'Carousel.Dot', type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border: 1px solid ${token('border.emphasis')};
    border-radius: ${token('radius.full')};
    background: ${token('bg.surface')};
    transition: transform 150ms ease;
  }

  &[aria-current='true']::before {
    border-color: ${token('bg.accent')};
    background: ${token('bg.accent')};
    transform: scale(1.25);
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;
