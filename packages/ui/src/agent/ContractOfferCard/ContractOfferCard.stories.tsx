import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { sampleContract, samplePreview } from '../shared/samples';
import { ContractOfferCard } from './ContractOfferCard';

const meta = {
  title: 'Agent/ContractOfferCard',
  component: ContractOfferCard,
  tags: ['autodocs'],
  args: {
    offer: sampleContract('dividend'),
    preview: samplePreview('dividend'),
    currency: 'P',
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ContractOfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dividend: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /Period loss/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(false);
  },
};

export const DailyWage: Story = {
  args: { offer: sampleContract('dailyWage'), preview: samplePreview('dailyWage') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalled();
  },
};

export const Hourly: Story = {
  args: { offer: sampleContract('hourly'), preview: samplePreview('hourly') },
};

/** A brand re-skins the card through its tokens alone: each brand is checked, light and dark. */
export const InJade: Story = { ...Hourly, globals: { brand: 'jade' } };
export const InEmber: Story = { ...DailyWage, globals: { brand: 'ember' } };

/** An agent's first real-time salary: nothing current to compare with. */
export const RealTimeFirstContract: Story = {
  args: { offer: sampleContract('realtime'), preview: samplePreview('realtime', false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You hold no current Real-time salary contract/)).toBeVisible();
  },
};

/** Accepting a lower rate ends the higher contracts the agent gave below: it asks first. */
export const LowerRateRule: Story = {
  args: {
    preview: {
      ...samplePreview('dividend'),
      endsDownline: [
        { id: 71, account: 'subagent05', topRateBp: 3000 },
        { id: 72, account: 'subagent06', topRateBp: 2800 },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('subagent05: 30.00%')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and end them' }));
    await expect(args.onAccept).toHaveBeenCalledWith(true);
  },
};

export const PreviewLoading: Story = { args: { preview: null, previewLoading: true } };

/** The agent centre is a full-screen sheet on a phone: the offer, its tiers and its what-if fit. */
export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="ContractOfferCard"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
