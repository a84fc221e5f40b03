import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { sampleContract, samplePreview } from '../shared/samples';
import type { ContractPreview } from '../shared/types';
import { ContractOfferCard, type ContractOfferCardProps } from './ContractOfferCard';

const offer = sampleContract('dividend');

const endingTwo: ContractPreview = {
  ...samplePreview('dividend'),
  endsDownline: [
    { id: 71, account: 'subagent05', topRateBp: 3000 },
    { id: 72, account: 'subagent06', topRateBp: 2800 },
  ],
};

function setup(props: Partial<ContractOfferCardProps> = {}) {
  const onAccept = vi.fn();
  const onReject = vi.fn();
  render(
    <ContractOfferCard
      offer={offer}
      preview={samplePreview('dividend')}
      onAccept={onAccept}
      onReject={onReject}
      {...props}
    />,
  );
  return { onAccept, onReject, user: userEvent.setup() };
}

describe('ContractOfferCard', () => {
  test('accepting what ends nothing below answers at once, without confirming', async () => {
    const { onAccept, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onAccept).toHaveBeenCalledWith(false);
  });

  test('the lower-rate rule: accept lists the downline contracts it ends and asks first', async () => {
    const { onAccept, user } = setup({ preview: endingTwo });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', {
      name: "End your downline's higher contracts?",
    });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['subagent05: 30.00%', 'subagent06: 28.00%']);
    expect(onAccept).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and end them' }));
    expect(onAccept).toHaveBeenCalledWith(true);
  });

  test('cancelling the confirmation accepts nothing', async () => {
    const { onAccept, user } = setup({ preview: endingTwo });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onAccept).not.toHaveBeenCalled();
  });

  test('while an answer is on its way its button is busy and the other is off', async () => {
    let finish: () => void = () => {};
    const onReject = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup({ onReject });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('button', { name: /Reject/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    finish();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accept' })).not.toBeDisabled(),
    );
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  test('the offer names who offered it, and the operator when no upline did', () => {
    setup({ offer: sampleContract('realtime', { uplineAccount: null }) });
    expect(
      screen.getByRole('heading', { name: 'Real-time salary contract offered by The operator' }),
    ).toBeInTheDocument();
  });
});
