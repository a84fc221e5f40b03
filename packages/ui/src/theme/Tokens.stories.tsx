import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { contrastPairs, cssVarName, token } from '@lobby/theme';
import { useThemeScope } from './ThemeContext';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${token('space.3')};
`;

const Pair = styled.figure`
  margin: 0;
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  font-size: 0.875rem;
`;

// Only body-text pairs render as text here; large-text and UI pairs are held to lower ratios.
const textPairs = contrastPairs.filter((pair) => pair.kind === 'text');

/** Every declared text/background pair of the active brand and mode, with its contrast ratio. */
function TokenPairs() {
  const { theme } = useThemeScope();
  return (
    <Grid>
      {textPairs.map(({ fg, bg }) => (
        <Pair
          key={`${fg}-${bg}`}
          style={{ background: `var(${cssVarName(bg)})`, color: `var(${cssVarName(fg)})` }}
        >
          <strong>{fg}</strong> on {bg}
          <br />
          {theme.colors[fg]} / {theme.colors[bg]}
        </Pair>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenPairs,
  tags: ['autodocs'],
} satisfies Meta<typeof TokenPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch brand and mode from the toolbar: every pair here is contrast-checked by the theme tests. */
export const ContrastPairs: Story = {};
