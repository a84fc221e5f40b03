import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** Stacks on narrow containers; titles beside the content from 48rem of its own width. */
export const StyledBoard = styled.div.attrs<DataUi>({ 'data-ui': 'NoticeBoard' })`
  container-type: inline-size;
`;

export const StyledLayout = styled.div.attrs<DataUi>({ 'data-ui': 'NoticeBoard.Layout' })`
  display: grid;
  gap: ${token('space.4')};
  align-items: start;

  @container (min-width: 48rem) {
    grid-template-columns: minmax(14rem, 1fr) 2fr;
  }
`;

export const StyledAside = styled.div.attrs<DataUi>({ 'data-ui': 'NoticeBoard.Aside' })`
  display: grid;
  gap: ${token('space.3')};
  min-width: 0;
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'NoticeBoard.List' })`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  overflow: hidden;

  & > li + li {
    border-block-start: 1px solid ${token('border.default')};
  }
`;

export const StyledTitleButton = styled.button.attrs<DataUi>({
  'data-ui': 'NoticeBoard.Title',
  type: 'button',
})`
  display: grid;
  gap: ${token('space.1')};
  width: 100%;
  min-height: 2.75rem;
  padding: ${token('space.2')} ${token('space.3')};
  border: 0;
  border-inline-start: 3px solid transparent;
  background: transparent;
  color: ${token('fg.default')};
  font: inherit;
  text-align: start;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &[aria-current='true'] {
    border-inline-start-color: ${token('bg.accent')};
    background: ${token('bg.accentSubtle')};
    font-weight: 600;
  }

  /* fg.muted is not a declared pair on bg.accentSubtle: the current entry's date takes fg.default. */
  &[aria-current='true'] [data-ui='NoticeBoard.TitleDate'] {
    color: inherit;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }
`;

export const StyledTitleDate = styled.span.attrs<DataUi>({ 'data-ui': 'NoticeBoard.TitleDate' })`
  color: ${token('fg.muted')};
  font-size: 0.8125rem;
  font-weight: 400;
`;

export const StyledArticle = styled.article.attrs<DataUi>({ 'data-ui': 'NoticeBoard.Article' })`
  display: grid;
  gap: ${token('space.3')};
  min-width: 0;
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
`;

export const StyledHeading = styled.h2.attrs<DataUi>({ 'data-ui': 'NoticeBoard.Heading' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1.25rem;
  line-height: 1.3;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledDate = styled.p.attrs<DataUi>({ 'data-ui': 'NoticeBoard.Date' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;
