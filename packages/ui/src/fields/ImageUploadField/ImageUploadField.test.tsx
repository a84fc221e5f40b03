import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ImageUploadField } from './ImageUploadField';

function image(name: string, type = 'image/png', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let counter = 0;
const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  counter = 0;
  created.length = 0;
  revoked.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    counter += 1;
    const url = `blob:preview-${counter}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    revoked.push(url);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function fileInput(): HTMLInputElement {
  return screen.getByLabelText(/Screenshots/, { selector: 'input' });
}

describe('ImageUploadField', () => {
  test('accepts png and jpg only, by type and extension, and says the limits', () => {
    render(<ImageUploadField name="images" label="Screenshots" />);
    expect(fileInput()).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg');
    expect(fileInput()).toHaveAccessibleDescription(
      'PNG or JPG, at most 5 MB each, up to 3 images',
    );
  });

  test('adds previews with alt text and names each refused file with its reason', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onValueChange = vi.fn();
    render(<ImageUploadField name="images" label="Screenshots" onValueChange={onValueChange} />);
    await user.upload(fileInput(), [
      image('a.png'),
      image('virus.png', 'application/x-msdownload'),
      image('b.jpg', 'image/jpeg'),
      image('huge.jpg', 'image/jpeg', 6 * 1024 * 1024),
      image('c.jpeg', 'image/jpeg'),
      image('d.png'),
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'a.png',
      'b.jpg',
      'c.jpeg',
    ]);
    expect(onValueChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.jpg' }),
      expect.objectContaining({ name: 'c.jpeg' }),
    ]);
    expect(
      screen.getByText('virus.png was not added: only PNG or JPG images are allowed'),
    ).toBeInTheDocument();
    expect(screen.getByText('huge.jpg was not added: it is larger than 5 MB')).toBeInTheDocument();
    expect(
      screen.getByText('d.png was not added: you can add at most 3 images'),
    ).toBeInTheDocument();
  });

  test('a remove button per preview removes it and revokes its object URL', async () => {
    const user = userEvent.setup();
    render(<ImageUploadField name="images" label="Screenshots" />);
    await user.upload(fileInput(), [image('a.png'), image('b.png')]);
    const previews = screen.getByRole('list', { name: 'Added images' });
    await user.click(within(previews).getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'b.png' })).toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);
    expect(fileInput()).toHaveFocus();
  });

  test('every object URL still shown is revoked on unmount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ImageUploadField name="images" label="Screenshots" />);
    await user.upload(fileInput(), [image('a.png'), image('b.png')]);
    unmount();
    expect(revoked.sort()).toEqual([...created].sort());
  });
});
