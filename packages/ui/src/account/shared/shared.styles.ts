import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A button that reads as a link: each opens a dialog or a chat, not a page. */
export const StyledLinkButton = styled.button.attrs<DataUi>({
  'data-ui': 'Account.Link',
  type: 'button',
})`
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${token('fg.link')};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledFormError = styled.p.attrs<DataUi>({ 'data-ui': 'Account.Error' })`
  margin: 0;
  color: ${token('fg.danger')};
  font-size: 0.875rem;
  font-weight: 600;
`;

export const StyledSocial = styled.div.attrs<DataUi>({ 'data-ui': 'Account.Social' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
`;

export const StyledSocialHeading = styled.p.attrs<DataUi>({ 'data-ui': 'Account.SocialHeading' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  text-align: center;
`;

export const StyledSocialButtons = styled.div.attrs<DataUi>({
  'data-ui': 'Account.SocialButtons',
})`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.2')};

  & > button {
    flex: 1 1 8rem;
  }
`;

/** A line of text with a link in it ("No account yet? Register"). */
export const StyledPrompt = styled.p.attrs<DataUi>({ 'data-ui': 'Account.Prompt' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;

  & > button {
    margin-inline-start: ${token('space.1')};
  }
`;

/** The banner slot (the spec's w_reg and w_forget banners): never wider than the dialog. */
export const StyledBanner = styled.div.attrs<DataUi>({ 'data-ui': 'Account.Banner' })`
  border-radius: ${token('radius.md')};
  overflow: hidden;

  & img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
  }
`;

/** The submit button spans the dialog's width. */
export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'Account.Actions' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
`;
