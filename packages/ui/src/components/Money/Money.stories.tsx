import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Primitives/Money',
  component: Money,
  tags: ['autodocs'],
  args: { amount: 123456789, currency: 'P', hidden: false },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Amounts: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
      {[0, 5, 9999, 123456, -4200, 100000000].map((amount) => (
        <li key={amount}>
          <Money {...args} amount={amount} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('P1,234.56')).toBeInTheDocument();
    await expect(canvas.getByText('-P42.00')).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('***');
    await expect(canvasElement.textContent).not.toContain('1,234,567.89');
  },
};
