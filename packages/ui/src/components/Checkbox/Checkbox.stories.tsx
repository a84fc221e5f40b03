import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'I am over 18 and accept the terms',
    description: undefined,
    hideLabel: false,
    indeterminate: false,
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: { label: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Toggling: Story = {
  play: async ({ canvas, args, step }) => {
    const box = canvas.getByRole('checkbox', { name: 'I am over 18 and accept the terms' });
    await step('a click on the label text toggles it', async () => {
      await userEvent.click(canvas.getByText('I am over 18 and accept the terms'));
      await expect(box).toBeChecked();
    });
    await step('Space toggles it from the keyboard', async () => {
      box.focus();
      await userEvent.keyboard(' ');
      await expect(box).not.toBeChecked();
      await expect(args.onChange).toHaveBeenCalledTimes(2);
    });
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Mixed" indeterminate />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
      <Checkbox {...args} label="Remember me" description="Only your user name is remembered." />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Mixed' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
      'Only your user name is remembered.',
    );
  },
};

export const Invalid: Story = {
  args: { invalid: true, required: true, 'aria-describedby': 'terms-error' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <Checkbox {...args} />
      <span id="terms-error">Please accept the terms to continue</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I am over 18 and accept the terms' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};

/** "Select all" above rows: mixed while some are chosen. */
export const SelectAll: Story = {
  render: function Render() {
    const [rows, setRows] = useState([true, false, false]);
    const all = rows.every(Boolean);
    const some = rows.some(Boolean) && !all;
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          label="Select all"
          checked={all}
          indeterminate={some}
          onChange={() => setRows(rows.map(() => !all))}
        />
        {rows.map((checked, index) => (
          <Checkbox
            key={index}
            label={`Record ${index + 1}`}
            checked={checked}
            onChange={() => setRows(rows.map((value, i) => (i === index ? !value : value)))}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Record 3' })).toBeChecked();
  },
};
