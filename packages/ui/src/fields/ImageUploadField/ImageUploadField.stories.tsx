import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImageUploadField } from './ImageUploadField';

// A 1x1 transparent PNG: previews load a real image in the browser.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

function file(name: string, type: string, size?: number): File {
  const body = size ? new Uint8Array(size) : PNG;
  return new File([body], name, { type });
}

const meta = {
  title: 'Forms/ImageUploadField',
  component: ImageUploadField,
  tags: ['autodocs'],
  args: {
    name: 'images',
    label: 'Screenshots',
    required: false,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AddRejectAndRemove: Story = {
  play: async ({ canvas, args, step }) => {
    const input = canvas.getByLabelText(/Screenshots/, { selector: 'input' });
    await step('good files become previews; each refused file says why', async () => {
      // The accept filter is the browser's hint only; the field's own check must speak.
      await userEvent
        .setup({ applyAccept: false })
        .upload(input, [
          file('receipt.png', 'image/png'),
          file('notes.gif', 'image/gif'),
          file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
          file('slip.jpg', 'image/jpeg'),
        ]);
      await expect(canvas.getByRole('img', { name: 'receipt.png' })).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'slip.jpg' })).toBeVisible();
      await expect(
        canvas.getByText('notes.gif was not added: only PNG or JPG images are allowed'),
      ).toBeVisible();
      await expect(canvas.getByText('big.jpg was not added: it is larger than 5 MB')).toBeVisible();
    });
    await step('a remove button takes a preview away', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt.png' }));
      await expect(canvas.queryByRole('img', { name: 'receipt.png' })).not.toBeInTheDocument();
      await expect(args.onValueChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ name: 'slip.jpg' }),
      ]);
    });
  },
};
