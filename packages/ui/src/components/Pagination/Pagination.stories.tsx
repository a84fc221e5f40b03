import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 5, totalPages: 10, pageRange: 3, marginPages: 1, onPageChange: fn() },
  // Local state: the story tests have no args channel.
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    useEffect(() => setPage(args.page), [args.page]);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FewPages: Story = { args: { page: 2, totalPages: 4 } };

export const ManyPages: Story = { args: { page: 250, totalPages: 500 } };

export const Navigate: Story = {
  play: async ({ canvas, args, step }) => {
    await step('a page number goes there', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
      await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('next from the keyboard', async () => {
      canvas.getByRole('button', { name: 'Next page' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    });
    await step('to the last page, where next is disabled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    });
  },
};
