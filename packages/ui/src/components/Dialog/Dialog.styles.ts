import type { DataUi } from '../../primitives/dataUi';
import { keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { PHONE } from '../../primitives/breakpoints';
import { DialogPrimitive } from '../../primitives/radix';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const slideUp = keyframes`
  from { transform: translateY(1.5rem); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(var(--dialog-sheet-from)); }
  to { transform: none; }
`;

export const StyledOverlay = styled(DialogPrimitive.Overlay).attrs<DataUi>({
  'data-ui': 'Dialog.Overlay',
})`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: ${token('bg.overlay')};
  animation: ${fadeIn} 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * Width and height arrive as CSS lengths through custom properties set in `style`, so a size
 * change never mints a class. The dialog never grows past the viewport.
 */
export const StyledContent = styled(DialogPrimitive.Content).attrs<DataUi>({
  'data-ui': 'Dialog.Content',
})`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 1001;
  display: flex;
  flex-direction: column;
  width: min(var(--dialog-width), calc(100vw - 2rem));
  min-height: min(var(--dialog-height), calc(100dvh - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  padding: ${token('space.5')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.raised')};
  box-shadow: ${token('shadow.overlay')};
  transform: translate(-50%, -50%);
  animation: ${rise} 180ms ease-out;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  /*
   * A phone's dialogs are sheets (LOOK.md): the whole screen, the close button in reach, the
   * bottom clear of the home indicator. An alert dialog (a question to answer) stays a card.
   */
  ${PHONE} {
    &:not([role='alertdialog']) {
      inset: 0;
      width: 100%;
      min-height: 0;
      max-height: none;
      padding-block-end: calc(${token('space.5')} + env(safe-area-inset-bottom, 0px));
      border: 0;
      border-radius: 0;
      transform: none;
      animation: ${slideUp} 180ms ease-out;
    }
  }

  /* A side sheet (a site's menu): full height at the inline end, at every width. */
  &[data-variant='sheet'] {
    --dialog-sheet-from: 100%;
    inset-block: 0;
    inset-inline: auto 0;
    width: min(22rem, 100%);
    min-height: 0;
    max-height: none;
    padding-block-end: calc(${token('space.5')} + env(safe-area-inset-bottom, 0px));
    border-block: 0;
    border-inline-end: 0;
    border-radius: 0;
    transform: none;
    animation: ${slideIn} 200ms ease-out;
  }

  &[data-variant='sheet']:dir(rtl) {
    --dialog-sheet-from: -100%;
  }

  @media (prefers-reduced-motion: reduce) {
    &,
    &:not([role='alertdialog']),
    &[data-variant='sheet'] {
      animation: none;
    }
  }
`;

export const StyledHeader = styled.div.attrs<DataUi>({ 'data-ui': 'Dialog.Header' })`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space.3')};
  margin-block-end: ${token('space.3')};
`;

export const StyledTitle = styled(DialogPrimitive.Title).attrs<DataUi>({
  'data-ui': 'Dialog.Title',
})`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1.25rem;
  line-height: 1.3;
`;

export const StyledDescription = styled(DialogPrimitive.Description).attrs<DataUi>({
  'data-ui': 'Dialog.Description',
})`
  margin: 0 0 ${token('space.3')};
  color: ${token('fg.muted')};
`;

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'Dialog.Body' })`
  flex: 1;
`;

export const StyledClose = styled.button.attrs<DataUi>({
  'data-ui': 'Dialog.Close',
  type: 'button',
})`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  margin: calc(-1 * ${token('space.2')});
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  color: ${token('fg.muted')};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
      color: ${token('fg.default')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
