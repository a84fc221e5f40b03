import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** The 7 days: a row on a desktop, wrapping to two rows on a phone. */
export const StyledDays = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(4.25rem, 1fr));
  gap: ${token('space.2')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledDay = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.1')};
  padding: ${token('space.2')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
  font-size: 0.875rem;
  text-align: center;

  &[data-state='done'] {
    background: ${token('bg.accentSubtle')};
  }

  &[data-state='today'] {
    border: 2px solid ${token('border.emphasis')};
  }
`;

export const StyledDayName = styled.span`
  color: ${token('fg.muted')};
`;

export const StyledDayReward = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  unicode-bidi: isolate;
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.2')};
`;
