import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A full page that replaces the site: one centred card. Shared with ErrorPage. */
export const StyledPage = styled.main.attrs<DataUi>({ 'data-ui': 'SystemPage' })`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${token('space.6')} ${token('space.4')};
  background: ${token('bg.canvas')};
  color: ${token('fg.default')};
`;

export const StyledCard = styled.div.attrs<DataUi>({ 'data-ui': 'SystemPage.Card' })`
  display: grid;
  justify-items: center;
  gap: ${token('space.4')};
  width: min(100%, 34rem);
  padding: ${token('space.7')} ${token('space.5')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  box-shadow: ${token('shadow.raised')};
  text-align: center;
`;

export const StyledIcon = styled.div.attrs<DataUi>({
  'data-ui': 'SystemPage.Icon',
  'aria-hidden': true,
})`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${token('radius.full')};
  background: ${token('bg.sunken')};
  color: ${token('fg.default')};

  & svg {
    width: 2rem;
    height: 2rem;
  }
`;

export const StyledTitle = styled.h1.attrs<DataUi>({ 'data-ui': 'SystemPage.Title' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: clamp(1.375rem, 4vw, 1.75rem);
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const StyledMessage = styled.div.attrs<DataUi>({ 'data-ui': 'SystemPage.Message' })`
  max-width: 60ch;
  color: ${token('fg.default')};
  line-height: 1.6;

  & > p {
    margin: 0;
  }
`;

export const StyledDetails = styled.dl.attrs<DataUi>({ 'data-ui': 'SystemPage.Details' })`
  display: grid;
  gap: ${token('space.1')};
  margin: 0;
  padding: ${token('space.3')} ${token('space.4')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.sunken')};

  & dt {
    color: ${token('fg.default')};
    font-size: 0.875rem;
  }

  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'SystemPage.Actions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space.3')};
`;

/** A link that looks like the primary button (the way home). */
export const StyledLinkButton = styled.a.attrs<DataUi>({ 'data-ui': 'SystemPage.Link' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.5rem;
  padding-inline: ${token('space.4')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.accent')};
  color: ${token('fg.onAccent')};
  font-weight: 600;
  text-decoration: none;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.accentHover')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
