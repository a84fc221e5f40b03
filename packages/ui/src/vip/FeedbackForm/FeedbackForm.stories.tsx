import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { FeedbackForm } from './FeedbackForm';

const meta = {
  title: 'VIP/FeedbackForm',
  component: FeedbackForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onSendAnother: fn() },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TooShortThenSent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const content = canvas.getByRole('textbox', { name: /Your feedback/ });
    await userEvent.type(content, 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(content, ', but now it is long enough.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Subject' }), 'game');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'game',
      content: 'Too short, but now it is long enough.',
      contact: '',
    });
  },
};

export const ServerRefused: Story = {
  args: { error: 'Please write between 10 and 500 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('between 10 and 500');
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Thank you for your feedback' }),
    ).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Send another' }));
    await expect(args.onSendAnother).toHaveBeenCalledOnce();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="FeedbackForm"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
