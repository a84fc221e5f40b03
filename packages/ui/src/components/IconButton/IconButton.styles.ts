import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { StyledButton } from '../Button/Button.styles';
import type { ButtonSize } from '../Button/Button.styles';

// Square targets at or above the 24 px minimum of WCAG 2.2 (2.5.8), matching Button's heights.
const squares = {
  sm: css`
    width: 2rem;
    height: 2rem;
  `,
  md: css`
    width: 2.5rem;
    height: 2.5rem;
  `,
  lg: css`
    width: 3rem;
    height: 3rem;
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

/** Button's variants and focus ring, made square; the icon scales with the button's font size. */
export const StyledIconButton = styled(StyledButton).attrs<DataUi>({
  'data-ui': 'IconButton',
})<{ $round: boolean }>`
  flex: none;
  padding: 0;
  min-height: 0;
  ${({ $size }) => squares[$size]}
  ${({ $round }) =>
    $round &&
    css`
      border-radius: 50%;
    `}

  & svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

export const StyledIcon = styled.span.attrs<DataUi>({
  'data-ui': 'IconButton.Icon',
  'aria-hidden': true,
})`
  display: inline-grid;
  place-items: center;
  line-height: 1;
`;
