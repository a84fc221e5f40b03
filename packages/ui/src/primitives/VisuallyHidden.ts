import type { DataUi } from './dataUi';
import { styled } from 'styled-components';

/** Text for assistive technology only: present in the accessibility tree, invisible on screen. */
export const VisuallyHidden = styled.span.attrs<DataUi>({ 'data-ui': 'VisuallyHidden' })`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
