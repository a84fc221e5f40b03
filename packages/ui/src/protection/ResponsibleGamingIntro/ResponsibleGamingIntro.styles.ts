import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledIntro = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'ResponsibleGamingIntro',
})`
  max-width: 64rem;
`;

export const StyledAge = styled.p.attrs<DataUi>({ 'data-ui': 'ResponsibleGamingIntro.Age' })`
  display: flex;
  align-items: center;
  gap: ${token('space.3')};
  margin: 0;
  font-weight: 600;
`;

export const StyledAgeBadge = styled.span.attrs<DataUi>({
  'data-ui': 'ResponsibleGamingIntro.AgeBadge',
  'aria-hidden': true,
})`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border: 2px solid ${token('fg.danger')};
  border-radius: ${token('radius.full')};
  color: ${token('fg.danger')};
  font-weight: 800;
`;

export const StyledLinks = styled.ul.attrs<DataUi>({ 'data-ui': 'ResponsibleGamingIntro.Links' })`
  display: grid;
  gap: ${token('space.2')};
  margin: 0;
  padding-inline-start: ${token('space.5')};
`;

export const StyledLink = styled.a.attrs<DataUi>({ 'data-ui': 'ResponsibleGamingIntro.Link' })`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  color: ${token('fg.link')};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  overflow-wrap: anywhere;
  border-radius: ${token('radius.sm')};

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
