import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    name: 'username',
    label: 'Username',
    rule: {
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 12,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 1,
    },
    hint: 'Letters and digits, starting with a letter',
    autoComplete: 'username',
    disabled: false,
    onValueChange: fn(),
    onRuleProblem: fn(),
  },
  argTypes: { label: { control: 'text' }, hint: { control: 'text' } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ErrorOnBlur: Story = {
  play: async ({ canvas, args, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Username required' });
    await step('a value starting with a digit shows the range hint on blur', async () => {
      await userEvent.type(input, '1abc');
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(
        canvas.getByText('Use 4 to 12 letters and digits, starting with a letter'),
      ).toBeVisible();
    });
    await step('fixing it clears the message as you type', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'ace1');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('ace1');
    });
  },
};

export const SingleNumberHint: Story = {
  args: {
    name: 'pin',
    label: 'PIN',
    hint: undefined,
    autoComplete: 'off',
    inputMode: 'numeric',
    rule: {
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 6,
      acceptedPattern: '^\\d+$',
      patternId: 5,
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN required' });
    await userEvent.type(input, '123');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Use 6 digits');
  },
};

export const BrokenServerPattern: Story = {
  args: {
    name: 'nickname',
    label: 'Nickname',
    hint: undefined,
    rule: {
      enabled: true,
      required: false,
      minLength: 2,
      maxLength: 8,
      acceptedPattern: '([a-z]',
      patternId: 1,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(args.onRuleProblem).toHaveBeenCalledWith(
      expect.objectContaining({ problem: 'pattern', pattern: '([a-z]' }),
    );
    const input = canvas.getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'far too long');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Use 2 to 8 characters');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player1' } };
