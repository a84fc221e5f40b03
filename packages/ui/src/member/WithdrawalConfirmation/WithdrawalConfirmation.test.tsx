import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { WithdrawalConfirmation, type WithdrawalConfirmationProps } from './WithdrawalConfirmation';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawalStatusBadge, type WithdrawalStatus } from './WithdrawalStatusBadge';

function image(name: string, type = 'image/png', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:proof-${(n += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function setup(props: Partial<WithdrawalConfirmationProps> = {}) {
  const onReceived = vi.fn();
  const onNotReceived = vi.fn();
  render(
    <WithdrawalConfirmation
      withdrawal={{ id: 'W-88', amount: 250000, status: 'disbursed' }}
      autoReceiveMinutes={30}
      onReceived={onReceived}
      onNotReceived={onNotReceived}
      {...props}
    />,
  );
  return { onReceived, onNotReceived, user: userEvent.setup() };
}

const fileInput = () => screen.getByLabelText(/Proof images/, { selector: 'input' });

describe('WithdrawalConfirmation', () => {
  test('a disbursed withdrawal says how long the member has, with the minutes filled in', () => {
    setup({ autoReceiveMinutes: 45 });
    expect(
      screen.getByText(
        'If you do not confirm within 45 minutes, the withdrawal counts as received and the deposit is not refunded.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Withdrawal W-88' })).toHaveTextContent('P2,500.00');
  });

  test('Received calls back', async () => {
    const { onReceived, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Received' }));
    expect(onReceived).toHaveBeenCalledTimes(1);
  });

  test('Not received asks for 1 to 3 images and a comment, then sends them', async () => {
    const { onNotReceived, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    const form = screen.getByRole('form', { name: 'Proof that the money did not arrive' });
    await user.click(within(form).getByRole('button', { name: 'Send proof' }));
    expect(onNotReceived).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveAccessibleDescription(
      /This cannot be empty/,
    );
    const shot = image('bank.png');
    await user.upload(fileInput(), [shot]);
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), '  Nothing arrived  ');
    await user.click(within(form).getByRole('button', { name: 'Send proof' }));
    expect(onNotReceived).toHaveBeenCalledWith({ comment: 'Nothing arrived', images: [shot] });
  });

  test('refuses a file that is not PNG or JPG, or larger than 5 MB, with a clear message', async () => {
    setup();
    // A file picker can still hand over any file (drag and drop, "all files"): accept is a hint.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    await user.upload(fileInput(), [
      image('big.jpg', 'image/jpeg', 6 * 1024 * 1024),
      image('scan.gif', 'image/gif'),
    ]);
    expect(screen.getByText(/big.jpg was not added: it is larger than 5 MB/)).toBeInTheDocument();
    expect(screen.getByText(/scan.gif was not added: only PNG or JPG/)).toBeInTheDocument();
  });

  test('the comment counts down from 140 and refuses more', async () => {
    const { onNotReceived, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    await user.upload(fileInput(), [image('a.png')]);
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    await user.type(comment, 'abc');
    expect(screen.getByText('137 characters left')).toBeInTheDocument();
    await user.type(comment, 'x'.repeat(140));
    await user.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(comment).toHaveAccessibleDescription(/Use at most 140 characters/);
    expect(onNotReceived).not.toHaveBeenCalled();
  });

  test('Cancel closes the proof form and focus returns to Not received', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Not received' })).toHaveFocus(),
    );
  });

  test('a server error shows in the proof form and keeps the comment', async () => {
    const { user } = setup({ error: 'Upload failed, try again' });
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Still nothing');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed, try again');
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Still nothing');
  });

  test('an automatic receipt says the deposit is not refunded, and asks nothing', () => {
    setup({ withdrawal: { id: 'W-9', amount: 1000, status: 'autoReceived' } });
    expect(screen.getByText(/The deposit is not refunded/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Received automatically')).toBeInTheDocument();
  });

  test('busy: both answers are held and the wait announced', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: /Received/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Not received' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending, please wait');
  });
});

describe('WithdrawalStatusBadge', () => {
  test.each<[WithdrawalStatus, string]>([
    ['pending', 'Pending'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['disbursed', 'Disbursed'],
    ['received', 'Received'],
    ['notReceived', 'Not received'],
    ['autoReceived', 'Received automatically'],
  ])('%s reads "%s"', (status, label) => {
    render(<WithdrawalStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('WithdrawalList', () => {
  test('each withdrawal is a list item; answers name their withdrawal', async () => {
    const onReceived = vi.fn();
    const user = userEvent.setup();
    render(
      <WithdrawalList
        withdrawals={[
          { id: 'W-1', amount: 1000, status: 'pending' },
          { id: 'W-2', amount: 2000, status: 'disbursed' },
        ]}
        autoReceiveMinutes={30}
        onReceived={onReceived}
        onNotReceived={vi.fn()}
        error={{ withdrawalId: 'W-2', message: 'Try again' }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const second = screen.getByRole('region', { name: 'Withdrawal W-2' });
    expect(within(second).getByRole('alert')).toHaveTextContent('Try again');
    await user.click(within(second).getByRole('button', { name: 'Received' }));
    expect(onReceived).toHaveBeenCalledWith('W-2');
  });

  test('an empty list says so', () => {
    render(
      <WithdrawalList
        withdrawals={[]}
        autoReceiveMinutes={30}
        onReceived={vi.fn()}
        onNotReceived={vi.fn()}
      />,
    );
    expect(screen.getByText('No withdrawals yet')).toBeInTheDocument();
  });
});
