import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledLobby = styled.div.attrs<DataUi>({ 'data-ui': 'LobbyFilters' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
`;

/** The filters wrap onto more lines as the space narrows; each keeps a readable width. */
export const StyledFilters = styled.div.attrs<DataUi>({ 'data-ui': 'LobbyFilters.Filters' })`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${token('space.3')};
`;

export const StyledField = styled.div.attrs<DataUi>({ 'data-ui': 'LobbyFilters.Field' })`
  display: flex;
  flex: 1 1 10rem;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: min(100%, 10rem);
`;

export const StyledLabel = styled.label.attrs<DataUi>({ 'data-ui': 'LobbyFilters.Label' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledSearch = styled.form.attrs<DataUi>({ 'data-ui': 'LobbyFilters.Search' })`
  display: flex;
  flex: 2 1 16rem;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: min(100%, 14rem);
`;

export const StyledSearchRow = styled.div.attrs<DataUi>({ 'data-ui': 'LobbyFilters.SearchRow' })`
  display: flex;
  gap: ${token('space.2')};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const StyledPanel = styled.div.attrs<DataUi>({ 'data-ui': 'LobbyFilters.Panel' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
`;
