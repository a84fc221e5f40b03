import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: {
    name: 'birthday',
    label: 'Birth date',
    hint: 'You must be 18 or older',
    min: '1900-01-01',
    max: '2008-11-23',
    autoComplete: 'bday',
    required: true,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' }, hint: { control: 'text' } },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TooYoung: Story = {
  args: { defaultValue: '2015-06-01' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Birth date/, { selector: 'input' });
    input.focus();
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'You must be 18 or older Choose a date from 1900-01-01 to 2008-11-23',
    );
  },
};

export const RequiredMessage: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Birth date/, { selector: 'input' });
    // A date chosen and then cleared: an empty field nobody touched says nothing until submit.
    await fireEvent.change(input, { target: { value: '2000-05-05' } });
    await fireEvent.change(input, { target: { value: '' } });
    input.focus();
    await userEvent.tab();
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};
