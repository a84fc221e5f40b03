import type { DataUi } from '../../primitives/dataUi';
import { ageBadgeStyles, inlineLinkStyles } from '../../primitives/inlineLink';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledFooter = styled.footer.attrs<DataUi>({ 'data-ui': 'SiteFooter' })`
  display: grid;
  gap: ${token('space.6')};
  padding: ${token('space.6')} ${token('space.4')};
  border-block-start: 1px solid ${token('border.default')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  container-type: inline-size;
`;

export const StyledColumns = styled.div.attrs<DataUi>({ 'data-ui': 'SiteFooter.Columns' })`
  display: grid;
  gap: ${token('space.6')};

  @container (min-width: 48rem) {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

export const StyledSection = styled.section.attrs<DataUi>({ 'data-ui': 'SiteFooter.Section' })`
  display: grid;
  align-content: start;
  gap: ${token('space.3')};
  min-width: 0;
`;

export const StyledHeading = styled.h2.attrs<DataUi>({ 'data-ui': 'SiteFooter.Heading' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1rem;
  font-weight: 600;
`;

export const StyledLinkList = styled.ul.attrs<DataUi>({ 'data-ui': 'SiteFooter.Links' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.1')} ${token('space.4')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledLink = styled.a.attrs<DataUi>({ 'data-ui': 'SiteFooter.Link' })`
  ${inlineLinkStyles}
`;

export const StyledBadges = styled.ul.attrs<DataUi>({ 'data-ui': 'SiteFooter.Licences' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A drawn licence badge: the authority's initials in a seal, the name and number beside it. */
export const StyledBadge = styled.a.attrs<DataUi>({ 'data-ui': 'SiteFooter.Licence' })`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.2')};
  min-height: 2.75rem;
  padding: ${token('space.1')} ${token('space.3')};
  padding-inline-start: ${token('space.1')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  text-decoration: none;
  font-size: 0.8125rem;
  line-height: 1.25;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

/** An authority's own seal image, in place of the drawn seal; decorative (the text names it). */
export const StyledSealImage = styled.img.attrs<DataUi>({ 'data-ui': 'SiteFooter.SealImage' })`
  flex: none;
  inline-size: 2.25rem;
  block-size: auto;
`;

export const StyledSeal = styled.span.attrs<DataUi>({
  'data-ui': 'SiteFooter.Seal',
  'aria-hidden': true,
})`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${token('radius.full')};
  background: ${token('bg.accent')};
  color: ${token('fg.onAccent')};
  font-size: 0.6875rem;
  font-weight: 800;
  letter-spacing: 0.04em;
`;

export const StyledBadgeText = styled.span.attrs<DataUi>({ 'data-ui': 'SiteFooter.LicenceText' })`
  display: grid;

  & > strong {
    font-weight: 600;
  }
`;

export const StyledQrRow = styled.div.attrs<DataUi>({ 'data-ui': 'SiteFooter.Apps' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.4')};
`;

export const StyledAgeNotice = styled.p.attrs<DataUi>({ 'data-ui': 'SiteFooter.AgeNotice' })`
  display: flex;
  align-items: center;
  gap: ${token('space.3')};
  margin: 0;
  color: ${token('fg.default')};
  font-size: 0.875rem;
`;

export const StyledAgeBadge = styled.span.attrs<DataUi>({ 'data-ui': 'SiteFooter.AgeBadge' })`
  ${ageBadgeStyles}
`;

export const StyledBottom = styled.div.attrs<DataUi>({ 'data-ui': 'SiteFooter.Bottom' })`
  display: grid;
  gap: ${token('space.3')};
  padding-block-start: ${token('space.4')};
  border-block-start: 1px solid ${token('border.default')};
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

/** The responsible-gaming page and the help organisations, beside the age notice. */
export const StyledResponsible = styled.nav.attrs<DataUi>({ 'data-ui': 'SiteFooter.Responsible' })`
  min-width: 0;
`;
