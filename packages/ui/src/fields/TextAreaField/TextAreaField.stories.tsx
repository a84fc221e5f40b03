import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: {
    name: 'remark',
    label: 'Remark',
    maxLength: 140,
    announceBelow: 20,
    rows: 4,
    required: false,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CountsCodePoints: Story = {
  args: { maxLength: 10 },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(area, '😀 ok');
    await expect(canvas.getByText('6 characters left')).toBeVisible();
  },
};

export const OverTheLimit: Story = {
  args: { maxLength: 5, defaultValue: 'abcdefgh' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Remark' });
    await expect(canvas.getByText('3 characters over the limit')).toBeVisible();
    area.focus();
    await userEvent.tab();
    await expect(area).toHaveAccessibleDescription(
      '3 characters over the limit Use at most 5 characters',
    );
  },
};
