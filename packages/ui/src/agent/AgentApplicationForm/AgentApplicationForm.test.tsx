import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { AgentApplicationForm, AGENT_APPLICATION_MESSAGE_MAX } from './AgentApplicationForm';
import { AgentApplicationStatus } from './AgentApplicationStatus';

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const contactField = () => screen.getByRole('textbox', { name: /^Contact/ });
const messageField = () => screen.getByRole('textbox', { name: /^Message/ });
const send = () => screen.getByRole('button', { name: 'Send application' });

describe('AgentApplicationForm', () => {
  test('name and contact are required: each says so under itself and nothing is sent', async () => {
    const onSubmit = vi.fn();
    render(<AgentApplicationForm onSubmit={onSubmit} />);
    await userEvent.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(contactField()).toHaveAttribute('aria-invalid', 'true');
    expect(messageField()).not.toHaveAttribute('aria-invalid');
    expect(nameField()).toHaveFocus();
  });

  test('a message over the limit is refused by the field, with the count over', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AgentApplicationForm onSubmit={onSubmit} />);
    await user.type(nameField(), 'Maria Santos');
    await user.type(contactField(), '09171234567');
    await user.click(messageField());
    await user.paste('x'.repeat(AGENT_APPLICATION_MESSAGE_MAX + 3));
    expect(screen.getByText('3 characters over the limit')).toBeInTheDocument();
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
  });

  test('sends the trimmed values; a failure keeps everything typed and shows why', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('APPLICATION_PENDING'));
    const { rerender } = render(<AgentApplicationForm onSubmit={onSubmit} />);
    await user.type(nameField(), '  Maria Santos ');
    await user.type(contactField(), 'maria@example.com');
    await user.type(messageField(), 'I run a gaming community.');
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Maria Santos',
      contact: 'maria@example.com',
      message: 'I run a gaming community.',
    });
    rerender(
      <AgentApplicationForm onSubmit={onSubmit} error="Your application is being reviewed." />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your application is being reviewed.',
    );
    expect(nameField()).toHaveValue('  Maria Santos ');
    expect(contactField()).toHaveValue('maria@example.com');
    expect(messageField()).toHaveValue('I run a gaming community.');
  });

  test('while sending, a second press sends nothing more', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => new Promise(() => {}));
    render(<AgentApplicationForm onSubmit={onSubmit} />);
    await user.type(nameField(), 'Maria');
    await user.type(contactField(), '0917');
    const button = send();
    await user.click(button);
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sending, please wait')).toBeInTheDocument();
  });
});

describe('AgentApplicationStatus', () => {
  test('pending: under review, submitted, not yet decided', () => {
    render(
      <AgentApplicationStatus
        application={{
          status: 'pending',
          submittedAt: Date.parse('2026-11-20T08:00:00Z'),
          decidedAt: null,
        }}
      />,
    );
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByText('Decided')).not.toBeInTheDocument();
  });

  test('rejected: the decided date and a way to apply again', async () => {
    const onApplyAgain = vi.fn();
    render(
      <AgentApplicationStatus
        application={{
          status: 'rejected',
          submittedAt: Date.parse('2026-11-20T08:00:00Z'),
          decidedAt: Date.parse('2026-11-22T09:30:00Z'),
        }}
        onApplyAgain={onApplyAgain}
        onOpenAgentCentre={vi.fn()}
      />,
    );
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Decided').nextElementSibling).toHaveTextContent('Nov 22, 2026');
    expect(screen.queryByRole('button', { name: 'Open the agent centre' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(onApplyAgain).toHaveBeenCalledOnce();
  });
});
