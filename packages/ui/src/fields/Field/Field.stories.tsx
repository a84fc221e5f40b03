import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import { StyledInput } from './Field.styles';

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Username',
    required: true,
    hint: 'Shown to other players',
    error: null,
    children: (control) => <StyledInput {...control} defaultValue="1abc" />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'object' },
    children: { control: false },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithRangeError: Story = {
  args: { error: { hint: 'letterFirstAlnum', min: 4, max: 12 } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username required' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Shown to other players Use 4 to 12 letters and digits, starting with a letter',
    );
  },
};

export const WithSingleNumberError: Story = {
  args: { label: 'PIN', hint: undefined, error: { hint: 'digits', min: 6, max: 6, single: 6 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'PIN required' })).toHaveAccessibleDescription(
      'Use 6 digits',
    );
  },
};

export const Optional: Story = {
  args: { label: 'Nickname', required: false, hint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).not.toBeRequired();
  },
};
