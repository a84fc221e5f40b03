import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledFileInput = styled.input.attrs<DataUi>({
  'data-ui': 'ImageUploadField.Input',
  type: 'file',
})`
  min-height: 2.5rem;
  /* A file input's own width (its button and "No file chosen") must not widen a phone's form. */
  max-inline-size: 100%;
  color: ${token('fg.default')};
  font: inherit;

  &::file-selector-button {
    min-height: 2.5rem;
    margin-inline-end: ${token('space.3')};
    padding-inline: ${token('space.4')};
    border: 1px solid ${token('border.emphasis')};
    border-radius: ${token('radius.md')};
    background: ${token('bg.surface')};
    color: ${token('fg.default')};
    font: inherit;
    cursor: pointer;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &[aria-invalid='true']::file-selector-button {
    border-color: ${token('fg.danger')};
  }
`;

export const StyledRejections = styled.ul.attrs<DataUi>({
  'data-ui': 'ImageUploadField.Rejections',
})`
  margin: 0;
  padding-inline-start: ${token('space.4')};
  color: ${token('fg.danger')};
  font-size: 0.875rem;

  &:empty {
    display: none;
  }
`;

export const StyledPreviews = styled.ul.attrs<DataUi>({ 'data-ui': 'ImageUploadField.Previews' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.2')};
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const StyledPreview = styled.li.attrs<DataUi>({ 'data-ui': 'ImageUploadField.Preview' })`
  position: relative;
  width: 6rem;
  height: 6rem;
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  overflow: hidden;
  background: ${token('bg.sunken')};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledRemove = styled.button.attrs<DataUi>({
  'data-ui': 'ImageUploadField.Remove',
  type: 'button',
})`
  position: absolute;
  inset-block-start: ${token('space.1')};
  inset-inline-end: ${token('space.1')};
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  font-size: 1rem;
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
