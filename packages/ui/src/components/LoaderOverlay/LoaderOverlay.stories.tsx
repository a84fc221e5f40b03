import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { LoaderOverlay } from './LoaderOverlay';

const meta = {
  title: 'Primitives/LoaderOverlay',
  component: LoaderOverlay,
  tags: ['autodocs'],
  args: { loading: true },
  argTypes: { label: { control: 'text' }, children: { control: false } },
  render: (args) => (
    <LoaderOverlay {...args} style={{ maxWidth: 360 }}>
      <div style={{ padding: 16 }}>
        <h2 style={{ marginBlockStart: 0 }}>Wallet</h2>
        <p>Main balance 1,250.00</p>
        <Button>Refresh balance</Button>
      </div>
    </LoaderOverlay>
  ),
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Busy: Story = {
  play: async ({ canvas, canvasElement }) => {
    const container = canvasElement.querySelector('[data-ui="LoaderOverlay"]');
    await expect(container).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // The content is inert: it cannot take focus (nor clicks).
    const button = canvas.getByText('Refresh balance');
    await expect(button.closest('[inert]')).not.toBeNull();
    button.focus();
    await expect(button).not.toHaveFocus();
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  },
};

/** A click starts a refresh; the content is blocked until it ends. */
export const Refreshing: Story = {
  render: function Render() {
    const [loading, setLoading] = useState(false);
    return (
      <LoaderOverlay loading={loading} label="Refreshing balance" style={{ maxWidth: 360 }}>
        <div style={{ padding: 16, display: 'flex', gap: 8 }}>
          <Button onClick={() => setLoading(true)}>Refresh balance</Button>
          <Button variant="secondary" onClick={() => setLoading(false)}>
            Stop
          </Button>
        </div>
      </LoaderOverlay>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing balance');
    const stop = canvas.getByText('Stop');
    stop.focus();
    await expect(stop).not.toHaveFocus();
  },
};
