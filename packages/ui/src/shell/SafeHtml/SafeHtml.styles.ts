import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** Typography for operator HTML: only the allow-listed tags can appear, so only they are styled. */
export const StyledSafeHtml = styled.div.attrs<DataUi>({ 'data-ui': 'SafeHtml' })`
  color: ${token('fg.default')};
  line-height: 1.6;
  overflow-wrap: anywhere;

  & > :first-child {
    margin-block-start: 0;
  }

  & > :last-child {
    margin-block-end: 0;
  }

  & p,
  & ul,
  & ol,
  & table {
    margin-block: 0 ${token('space.3')};
  }

  & ul,
  & ol {
    padding-inline-start: ${token('space.5')};
  }

  & h2,
  & h3,
  & h4 {
    margin-block: ${token('space.4')} ${token('space.2')};
    font-family: ${token('font.heading')};
    line-height: 1.3;
  }

  & h2 {
    font-size: 1.25rem;
  }

  & h3 {
    font-size: 1.125rem;
  }

  & h4 {
    font-size: 1rem;
  }

  & a {
    color: ${token('fg.link')};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    border-radius: ${token('radius.sm')};
  }

  & a:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  & img {
    max-width: 100%;
    height: auto;
  }

  & table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  & th,
  & td {
    padding: ${token('space.1')} ${token('space.2')};
    border: 1px solid ${token('border.default')};
    text-align: start;
  }
`;
