import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    legend: 'Verification method',
    defaultValue: 'mobile',
    description: undefined,
    disabled: false,
    required: false,
    invalid: false,
    orientation: 'vertical',
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    legend: { control: 'text' },
    description: { control: 'text' },
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="mobile" label="Mobile number" />
      <Radio value="email" label="Email" />
      <Radio value="bank" label="Bank account name" description="As shown on your bank card" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardChoice: Story = {
  play: async ({ canvas, args, step }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Verification method' });
    await step('Tab enters the group on the chosen option', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Mobile number' }));
      await expect(canvas.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    });
    await step('arrow keys choose the next option', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const email = canvas.getByRole('radio', { name: 'Email' });
      await expect(email).toBeChecked();
      await expect(email).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('email');
    });
    await expect(group).toBeInTheDocument();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Invalid: Story = {
  args: { defaultValue: '', invalid: true, required: true, 'aria-describedby': 'm-err' },
  render: (args) => (
    <div>
      <RadioGroup {...args}>
        <Radio value="mobile" label="Mobile number" />
        <Radio value="email" label="Email" />
      </RadioGroup>
      <p id="m-err">Choose a verification method</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Verification method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a verification method');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Controlled by local state (story tests have no args channel). */
export const Controlled: Story = {
  args: { value: 'email' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    useEffect(() => setValue(args.value ?? ''), [args.value]);
    return (
      <RadioGroup
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      >
        <Radio value="mobile" label="Mobile number" />
        <Radio value="email" label="Email" />
      </RadioGroup>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.click(canvas.getByText('Mobile number'));
    await expect(canvas.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
  },
};
