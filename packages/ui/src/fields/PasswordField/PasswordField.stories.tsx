import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button';
import { Form } from '../Form/Form';
import { PasswordField } from './PasswordField';

const rule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
};

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    name: 'password',
    label: 'Password',
    rule,
    autoComplete: 'new-password',
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowAndHide: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.type(input, ' spaced ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(' spaced ');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(' spaced ');
  },
};

export const TooShort: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Use 6 to 20 characters');
  },
};

export const ConfirmMismatch: Story = {
  render: (args) => (
    <Form>
      <PasswordField {...args} />
      <PasswordField
        name="confirmPassword"
        label="Confirm password"
        required
        matches="password"
        autoComplete="new-password"
      />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    const confirm = canvas.getByLabelText(/^Confirm password/, { selector: 'input' });
    await userEvent.type(confirm, 'secret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAccessibleDescription('The two passwords do not match');
  },
};
