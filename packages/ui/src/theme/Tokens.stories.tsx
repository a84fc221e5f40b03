import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import {
  buildTheme,
  contrastPairs,
  cssVarName,
  defaultBrand,
  parseBrand,
  token,
} from '@lobby/theme';
import { useThemeScope } from './ThemeContext';
import { ThemeRoot } from './ThemeRoot';

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

/*
 * A brand that gives its accent and neutral as colours (ADR 031): a very light pink, which cannot
 * be a button as it is, and a warm grey. axe checks every pair as rendered, in both modes.
 */
const fromColours = parseBrand(
  {
    ...defaultBrand,
    code: 'from-colours',
    hosts: [],
    roles: { ...defaultBrand.roles, accent: '#ffc0cb', neutral: '#f5f0e8' },
  },
  'brands/from-colours.json',
);

function GeneratedPairs() {
  const { theme, dir, lang } = useThemeScope();
  return (
    <ThemeRoot brand={fromColours} mode={theme.mode} dir={dir} {...(lang && { lang })}>
      <TokenPairs />
    </ThemeRoot>
  );
}

/** The pairs of a brand generated from a hex accent and neutral, in the toolbar's mode. */
export const GeneratedFromColours: Story = {
  render: () => <GeneratedPairs />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-brand="from-colours"]');
    const mode = root?.dataset['mode'] === 'dark' ? 'dark' : 'light';
    const accent = buildTheme(fromColours, mode).colors['bg.accent'];
    await expect(root?.style.getPropertyValue(cssVarName('bg.accent'))).toBe(accent);
    await expect(root).toHaveTextContent(
      `${buildTheme(fromColours, mode).colors['fg.onAccent']} / ${accent}`,
    );
  },
};
