import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { page: 1, totalPages: 3, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    useEffect(() => setPage(args.page), [args.page]);
    return (
      <Pager
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 3 of 3');
  },
};

export const StepThrough: Story = {
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 2 of 3');
  },
};
