import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledMallItem = styled.article.attrs<DataUi>({ 'data-ui': 'MallItem' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  overflow: hidden;
`;

/** The picture's 4:3 box is reserved before the picture arrives: the grid does not jump. */
export const StyledPicture = styled.img.attrs<DataUi>({ 'data-ui': 'MallItem.Picture' })`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${token('bg.sunken')};

  &[data-out='true'] {
    filter: grayscale(1);
    opacity: 0.6;
  }
`;

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'MallItem.Body' })`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${token('space.2')};
  padding: ${token('space.3')};
`;

export const StyledName = styled.h3.attrs<DataUi>({ 'data-ui': 'MallItem.Name' })`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const StyledCost = styled.p.attrs<DataUi>({ 'data-ui': 'MallItem.Cost' })`
  margin: 0;
  font-weight: 700;
  color: ${token('fg.link')};
  font-variant-numeric: tabular-nums;
`;

export const StyledStock = styled.p.attrs<DataUi>({ 'data-ui': 'MallItem.Stock' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

/** Keeps the button at the card's foot whatever the length of the name. */
export const StyledFoot = styled.div.attrs<DataUi>({ 'data-ui': 'MallItem.Foot' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  margin-block-start: auto;

  & > button {
    inline-size: 100%;
  }
`;
