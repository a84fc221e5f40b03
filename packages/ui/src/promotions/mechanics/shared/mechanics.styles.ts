import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A mechanic's panel; its `data-ui` is the unit's name (MechanicFrame passes it). */
export const StyledMechanic = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${token('space.4')};
  min-width: 0;
  max-width: 40rem;
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
`;

/** The win, large: digits never wrap or flip in right-to-left text. */
export const StyledPrize = styled.p`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1.5rem;
  font-weight: 700;
  text-align: center;
  color: ${token('fg.default')};
  overflow-wrap: anywhere;
`;

/** What the player has (spins, tickets, streak) and how to earn more. */
export const StyledTally = styled.p`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  text-align: center;
  overflow-wrap: anywhere;
`;

/** Red and gold of the artwork: pictures, not text, so they stay the same in both modes. */
export const ART = {
  red: '#c8102e',
  redDark: '#8e0b20',
  gold: '#f2c14e',
  goldDark: '#b8860b',
} as const;
