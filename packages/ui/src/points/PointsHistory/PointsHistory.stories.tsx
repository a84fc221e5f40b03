import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { sampleDetails, sampleRedeems } from '../shared/samples';
import { PointsHistory } from './PointsHistory';

const meta = {
  title: 'Points/PointsHistory',
  component: PointsHistory,
  tags: ['autodocs'],
  args: {
    redeems: { rows: sampleRedeems, page: 1, totalPages: 1, onPageChange: fn(), onRetry: fn() },
    details: {
      rows: sampleDetails,
      page: 1,
      totalPages: 3,
      onPageChange: fn(),
      onRetry: fn(),
      earnType: '',
      onEarnTypeChange: fn(),
    },
  },
} satisfies Meta<typeof PointsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Redeems: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Redeem history' });
    await expect(table).toHaveTextContent('In Process');
    await expect(table).toHaveTextContent('Approved');
    await expect(table).toHaveTextContent('Rejected');
  },
};

/** The details tab by keyboard, filtered by earn type. */
export const Details: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Redeem history' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Points details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = canvas.getByRole('table', { name: 'Points details' });
    await expect(table).toHaveTextContent('-1,500');
    await expect(table).toHaveTextContent('+5,000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'deposit');
    await expect(args.details.onEarnTypeChange).toHaveBeenCalledWith('deposit');
  },
};

export const LoadFailed: Story = {
  args: {
    redeems: {
      rows: [],
      page: 1,
      totalPages: 0,
      onPageChange: fn(),
      onRetry: fn(),
      error: 'Link abnormal. Check your connection and retry.',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.redeems.onRetry).toHaveBeenCalled();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  args: { defaultTab: 'details' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="PointsHistory"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
