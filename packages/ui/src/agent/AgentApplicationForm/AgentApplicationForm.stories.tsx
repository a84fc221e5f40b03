import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { AgentApplicationForm } from './AgentApplicationForm';

const meta = {
  title: 'Agent/AgentApplicationForm',
  component: AgentApplicationForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof AgentApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apply: Story = {
  play: async ({ canvas, args }) => {
    // Pasted rather than typed key by key: the story runs in CI twice.
    const fill = async (name: RegExp, text: string) => {
      await userEvent.click(canvas.getByRole('textbox', { name }));
      await userEvent.paste(text);
    };
    await fill(/^Name/, 'Maria Santos');
    await fill(/^Contact/, 'maria@example.com');
    await fill(/^Message/, 'Ten years of poker.');
    await expect(canvas.getByText('481 characters left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Maria Santos',
      contact: 'maria@example.com',
      message: 'Ten years of poker.',
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /required/i,
    );
    await expect(canvas.getByRole('textbox', { name: /^Contact/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'You already have an application under review.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You already have an application under review.',
    );
  },
};

export const Sending: Story = { args: { busy: true } };

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(
      canvasElement.querySelector<HTMLElement>('[data-ui="AgentApplicationForm"]')!,
    );
  },
};
