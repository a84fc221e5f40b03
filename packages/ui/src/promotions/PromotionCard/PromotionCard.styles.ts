import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledPromotionCard = styled.article.attrs<DataUi>({ 'data-ui': 'PromotionCard' })`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow: hidden;
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};

  &:focus-within {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'PromotionCard.Body' })`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${token('space.2')};
  padding: ${token('space.3')};
`;

export const StyledTitleRow = styled.div.attrs<DataUi>({ 'data-ui': 'PromotionCard.TitleRow' })`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space.2')};
`;

export const StyledTitle = styled.h3.attrs<DataUi>({ 'data-ui': 'PromotionCard.Title' })`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** The whole card is the link's target: the title's link stretches over it. */
export const StyledLink = styled.a.attrs<DataUi>({ 'data-ui': 'PromotionCard.Link' })`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

export const StyledSummary = styled.p.attrs<DataUi>({ 'data-ui': 'PromotionCard.Summary' })`
  margin: 0;
  flex: 1;
  color: ${token('fg.default')};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
