import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'block', width: 240, height: 120, lines: 1 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['block', 'text', 'circle'] },
    width: { control: 'text' },
    height: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <Skeleton variant="block" height={120} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton variant="circle" width={40} />
        <Skeleton variant="text" lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const parts = canvasElement.querySelectorAll('[data-ui="Skeleton"]');
    await expect(parts.length).toBe(4);
  },
};

/**
 * The text skeleton takes the height of the text it stands for: swapping one for the other moves
 * nothing below it.
 */
export const NoLayoutShift: Story = {
  render: function Render() {
    const [loaded, setLoaded] = useState(false);
    return (
      <div style={{ maxWidth: 320 }}>
        <Button onClick={() => setLoaded(true)}>Load</Button>
        <div aria-busy={!loaded} style={{ marginBlock: 12 }}>
          {loaded ? (
            <p style={{ margin: 0 }}>
              <span style={{ display: 'block' }}>Line one of the notice</span>
              <span style={{ display: 'block' }}>Line two of the notice</span>
              <span style={{ display: 'block' }}>Line three</span>
            </p>
          ) : (
            <Skeleton variant="text" lines={3} />
          )}
        </div>
        <p data-testid="below" style={{ margin: 0 }}>
          Below
        </p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const below = canvas.getByTestId('below');
    const before = below.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(canvas.getByText('Line three')).toBeInTheDocument());
    await expect(Math.abs(below.getBoundingClientRect().top - before)).toBeLessThan(1);
  },
};
