import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledPromotionDetail = styled.article.attrs<DataUi>({ 'data-ui': 'PromotionDetail' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  /* The column's width (not fit-content, which a wide child could push past a phone's screen). */
  inline-size: 100%;
  min-inline-size: 0;
  max-inline-size: 56rem;
  margin-inline: auto;
  padding-block-end: ${token('space.4')};
  color: ${token('fg.default')};

  & > img {
    border-radius: ${token('radius.lg')};
  }
`;

export const StyledHeader = styled.header.attrs<DataUi>({ 'data-ui': 'PromotionDetail.Header' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')};
`;

export const StyledTitle = styled.h1.attrs<DataUi>({ 'data-ui': 'PromotionDetail.Title' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1.5rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const StyledSection = styled.section.attrs<DataUi>({ 'data-ui': 'PromotionDetail.Section' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  min-inline-size: 0;
`;

export const StyledSectionHeading = styled.h2.attrs<DataUi>({
  'data-ui': 'PromotionDetail.SectionHeading',
})`
  margin: 0;
  font-size: 1.125rem;
`;
