import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { sampleFile } from '../shared/fixtures';
import { ApplicationForm } from './ApplicationForm';

const meta = {
  title: 'Promotions/ApplicationForm',
  component: ApplicationForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apply: Story = {
  play: async ({ canvas, args, step }) => {
    await step('no comment: nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await expect(canvas.getByRole('textbox', { name: /Comment/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('the comment counts down from 140; a refused picture says why', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Sweet Bonanza 120x');
      await expect(canvas.getByText(/122/)).toBeVisible();
      const input = canvas.getByLabelText(/Screenshots/, { selector: 'input' });
      await userEvent
        .setup({ applyAccept: false })
        .upload(input, [sampleFile('win.png', 'image/png'), sampleFile('win.gif', 'image/gif')]);
      await expect(canvas.getByRole('img', { name: 'win.png' })).toBeVisible();
      await expect(
        canvas.getByText('win.gif was not added: only PNG or JPG images are allowed'),
      ).toBeVisible();
    });
    await step('sends the trimmed comment and the added picture', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        comment: 'Sweet Bonanza 120x',
        images: [expect.objectContaining({ name: 'win.png' })],
      });
    });
  },
};

export const ServerError: Story = {
  args: { error: 'Only PNG or JPG pictures of at most 5 MB, up to 3.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only PNG or JPG');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('form')!);
  },
};
