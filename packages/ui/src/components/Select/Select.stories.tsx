import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    id: 'currency',
    placeholder: 'Choose a currency',
    size: 'md',
    invalid: false,
    disabled: false,
    onChange: fn(),
    children: [
      <option key="myr" value="MYR">
        Malaysian ringgit
      </option>,
      <option key="thb" value="THB">
        Thai baht
      </option>,
      <option key="vnd" value="VND">
        Vietnamese dong
      </option>,
    ],
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <label htmlFor={args.id}>Currency</label>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Choosing: Story = {
  play: async ({ canvas, args, step }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await step('the placeholder shows first and cannot be chosen', async () => {
      await expect(select).toHaveValue('');
      await expect(canvas.getByRole('option', { name: 'Choose a currency' })).toBeDisabled();
    });
    await step('choosing an option reports it', async () => {
      await userEvent.selectOptions(select, 'THB');
      await expect(select).toHaveValue('THB');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'VND' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveValue('VND');
  },
};

export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': 'currency-error' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <label htmlFor={args.id}>Currency</label>
      <Select {...args} />
      <span id="currency-error">Content cannot be empty</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Content cannot be empty');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <Select {...args} id="s" size="sm" aria-label="Small" />
      <Select {...args} id="m" size="md" aria-label="Medium" />
      <Select {...args} id="l" size="lg" aria-label="Large" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
  },
};
