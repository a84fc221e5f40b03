import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledSections = styled.div.attrs<DataUi>({ 'data-ui': 'SiteMenu' })`
  display: grid;
  gap: ${token('space.5')};
`;

export const StyledSection = styled.section.attrs<DataUi>({ 'data-ui': 'SiteMenu.Section' })`
  display: grid;
  gap: ${token('space.2')};
  justify-items: start;

  & ul {
    display: grid;
    gap: ${token('space.1')};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
    color: ${token('fg.link')};
    font-weight: 600;
  }
`;

export const StyledSectionTitle = styled.h3.attrs<DataUi>({ 'data-ui': 'SiteMenu.SectionTitle' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
