import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { sampleContract } from '../shared/samples';
import { ContractList } from './ContractList';

const given = [
  sampleContract('dividend', { id: 1, downlineAccount: 'subagent01', status: 'active' }),
  sampleContract('dailyWage', {
    id: 2,
    downlineAccount: 'subagent02',
    status: 'terminated',
    endReason: 'lowerRate',
  }),
];

describe('ContractList', () => {
  test('only pending and active given contracts can be terminated', () => {
    render(<ContractList scope="given" contracts={given} onTerminate={vi.fn()} />);
    const [active, ended] = screen.getAllByRole('row').slice(1);
    expect(within(active!).getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(within(ended!).queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
    expect(ended).toHaveTextContent('Ended by a lower-rate contract above');
  });

  test('held contracts name the upline, or the operator, and cannot be terminated', () => {
    const held = [sampleContract('hourly', { uplineAccount: null, status: 'active' })];
    render(<ContractList scope="held" contracts={held} onTerminate={vi.fn()} />);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('The operator');
    expect(screen.queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
  });

  test('terminate asks first, then calls back with the contract; the dialog is busy meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onTerminate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContractList scope="given" contracts={given} onTerminate={onTerminate} />);
    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate this contract?' });
    expect(dialog).toHaveTextContent("subagent01's Dividend contract ends now");
    expect(onTerminate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(onTerminate).toHaveBeenCalledWith(given[0]);
    expect(within(dialog).getByRole('button', { name: /Terminate/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
