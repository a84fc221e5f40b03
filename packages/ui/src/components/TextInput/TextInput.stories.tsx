import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../IconButton';
import { TextInput } from './TextInput';

const meta = {
  title: 'Primitives/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: {
    id: 'username',
    placeholder: 'e.g. player01',
    size: 'md',
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    leading: { control: false },
    trailing: { control: false },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <label htmlFor={args.id}>Username</label>
      <TextInput {...args} />
    </div>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'lucky7');
    await expect(input).toHaveValue('lucky7');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <TextInput {...args} id="small" size="sm" aria-label="Small" />
      <TextInput {...args} id="medium" size="md" aria-label="Medium" />
      <TextInput {...args} id="large" size="lg" aria-label="Large" />
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'ab', 'aria-describedby': 'username-error' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <label htmlFor={args.id}>Username</label>
      <TextInput {...args} />
      <span id="username-error" role="alert">
        Account or password format is wrong
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Account or password format is wrong');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

/** A dialling code before the number and a show-password toggle after it. */
export const Adornments: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor="mobile">Mobile number</label>
          <TextInput
            {...args}
            id="mobile"
            type="tel"
            placeholder="12 345 6789"
            leading={<span>+60</span>}
          />
        </div>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor="password">Password</label>
          <TextInput
            {...args}
            id="password"
            type={shown ? 'text' : 'password'}
            placeholder=""
            autoComplete="current-password"
            trailing={
              <IconButton
                size="sm"
                label={shown ? 'Hide password' : 'Show password'}
                aria-pressed={shown}
                onClick={() => setShown((value) => !value)}
              >
                {shown ? '◉' : '◎'}
              </IconButton>
            }
          />
        </div>
      </div>
    );
  },
  play: async ({ canvas, step }) => {
    await step('the toggle reveals the password', async () => {
      const password = canvas.getByLabelText('Password');
      await userEvent.type(password, 'Secret1!');
      await expect(password).toHaveAttribute('type', 'password');
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(password).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  },
};
