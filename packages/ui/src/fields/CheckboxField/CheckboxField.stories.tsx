import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button';
import { Form } from '../Form/Form';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  tags: ['autodocs'],
  args: {
    name: 'terms',
    label: (
      <>
        I am 18 or older and accept the <a href="#terms">terms and conditions</a>
      </>
    ),
    required: true,
    disabled: false,
    onCheckedChange: fn(),
  },
  argTypes: { label: { control: false } },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TicksWithSpace: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /accept the terms and conditions/ });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toBeVisible();
  },
};

export const RequiredOnSubmit: Story = {
  render: (args) => (
    <Form>
      <CheckboxField {...args} />
      <Button type="submit">Register</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  },
};
