import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledReferralPanel = styled.section.attrs<DataUi>({ 'data-ui': 'ReferralPanel' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

/** The link and its copy button beside the QR code; stacked on a phone. */
export const StyledInvite = styled.div.attrs<DataUi>({ 'data-ui': 'ReferralPanel.Invite' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.4')};
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
`;

export const StyledLinkBlock = styled.div.attrs<DataUi>({ 'data-ui': 'ReferralPanel.LinkBlock' })`
  display: flex;
  flex: 1 1 16rem;
  flex-direction: column;
  gap: ${token('space.2')};
  min-width: 0;
`;

export const StyledCopyRow = styled.div.attrs<DataUi>({ 'data-ui': 'ReferralPanel.CopyRow' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.3')};
`;

export const StyledStats = styled.dl.attrs<DataUi>({ 'data-ui': 'ReferralPanel.Stats' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${token('space.3')};
  margin: 0;

  & > div {
    padding: ${token('space.3')};
    border: 1px solid ${token('border.default')};
    border-radius: ${token('radius.md')};
  }

  & dt {
    color: ${token('fg.muted')};
    font-size: 0.875rem;
  }

  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledProblem = styled.div.attrs<DataUi>({ 'data-ui': 'ReferralPanel.Problem' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.3')};
  padding: ${token('space.6')} ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  text-align: center;
`;
