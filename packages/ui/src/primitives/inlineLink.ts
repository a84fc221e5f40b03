import { css } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * A link in running text or a list of links: underlined in the link colour, at least 24 px high
 * (WCAG 2.2 target size), with the focus ring (the footer, the responsible-gaming page, the
 * reality check).
 */
export const inlineLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  color: ${token('fg.link')};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${token('radius.sm')};

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

/** The "18+" seal beside an age notice (the footer, the responsible-gaming page). */
export const ageBadgeStyles = css`
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
