import type { DataUi } from '../../primitives/dataUi';
import { ageBadgeStyles, inlineLinkStyles } from '../../primitives/inlineLink';
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
  ${ageBadgeStyles}
`;

export const StyledLinks = styled.ul.attrs<DataUi>({ 'data-ui': 'ResponsibleGamingIntro.Links' })`
  display: grid;
  gap: ${token('space.2')};
  margin: 0;
  padding-inline-start: ${token('space.5')};
`;

export const StyledLink = styled.a.attrs<DataUi>({ 'data-ui': 'ResponsibleGamingIntro.Link' })`
  ${inlineLinkStyles}
  overflow-wrap: anywhere;
`;
