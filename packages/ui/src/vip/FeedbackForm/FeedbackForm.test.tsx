import { describe, expect, test, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';

function setup(props: Partial<FeedbackFormProps> = {}) {
  const onSubmit = vi.fn<FeedbackFormProps['onSubmit']>();
  const onSendAnother = vi.fn();
  const result = render(
    <FeedbackForm onSubmit={onSubmit} onSendAnother={onSendAnother} {...props} />,
  );
  const rerender = (next: Partial<FeedbackFormProps>) =>
    result.rerender(
      <FeedbackForm onSubmit={onSubmit} onSendAnother={onSendAnother} {...props} {...next} />,
    );
  return { onSubmit, onSendAnother, rerender, user: userEvent.setup() };
}

const content = () => screen.getByRole('textbox', { name: /Your feedback/ });
const contact = () => screen.getByRole('textbox', { name: /Contact \(optional\)/ });
const subject = () => screen.getByRole('combobox', { name: 'Subject' });
const send = () => screen.getByRole('button', { name: /Send feedback/ });

describe('FeedbackForm', () => {
  test('five subjects, a suggestion unless chosen otherwise', () => {
    setup();
    expect(screen.getByRole('form', { name: 'Feedback' })).toBeInTheDocument();
    expect(
      within(subject())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Suggestion',
      'Something does not work',
      'Deposits and withdrawals',
      'Games',
      'Something else',
    ]);
    expect(subject()).toHaveDisplayValue('Suggestion');
  });

  test('sends the chosen subject with the content and contact trimmed', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(subject(), 'Deposits and withdrawals');
    await user.type(content(), '  My deposit took an hour to arrive.  ');
    await user.type(contact(), ' pat@example.com ');
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'payment',
      content: 'My deposit took an hour to arrive.',
      contact: 'pat@example.com',
    });
  });

  test('no contact is sent as an empty string, and Enter in the contact field sends', async () => {
    const { onSubmit, user } = setup();
    await user.type(content(), 'The lobby loads slowly at night.');
    await user.type(contact(), '   {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'suggestion',
      content: 'The lobby loads slowly at night.',
      contact: '',
    });
  });

  test('the counter says how many characters are left, spaces at the ends not counted', async () => {
    const { user } = setup();
    expect(content()).toHaveAccessibleDescription(/500 characters left/);
    await user.type(content(), '  Nice site ');
    expect(content()).toHaveAccessibleDescription(/491 characters left/);
    expect(content()).toHaveAccessibleDescription(/10 to 500 characters/);
  });

  test('empty content is not sent and says so at the field, which takes the focus', async () => {
    const { onSubmit, user } = setup();
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(content()).toHaveAccessibleDescription(/This cannot be empty/);
    expect(content()).toHaveFocus();
  });

  test('too short is not sent, says the bounds at the field, keeps what was typed, and clears once long enough', async () => {
    const { onSubmit, user } = setup();
    await user.type(contact(), 'pat@example.com');
    // Nine characters once trimmed: one short of the minimum.
    await user.type(content(), '  Too shrt  ');
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(content()).toHaveAccessibleDescription(/Use 10 to 500 characters/);
    expect(content()).toHaveValue('  Too shrt  ');
    expect(contact()).toHaveValue('pat@example.com');
    await user.type(content(), '!');
    expect(content()).not.toHaveAttribute('aria-invalid', 'true');
    expect(content()).not.toHaveAccessibleDescription(/Use 10 to 500 characters/);
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ content: 'Too shrt  !' }));
  });

  test('a contact over 100 characters is not sent and says the limit at the contact field', async () => {
    const { onSubmit, user } = setup();
    await user.type(content(), 'Please add more fishing games.');
    await user.click(contact());
    await user.paste('a'.repeat(101));
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(contact()).toHaveAttribute('aria-invalid', 'true');
    expect(contact()).toHaveAccessibleDescription(/Use at most 100 characters/);
    expect(content()).not.toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Backspace}');
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contact: 'a'.repeat(100) }));
  });

  test('one send at a time; a refused send shows the server’s message and keeps everything typed', async () => {
    let refuse: (reason: Error) => void = () => {};
    const { onSubmit, rerender, user } = setup();
    onSubmit.mockImplementation(
      () =>
        new Promise((_, reject) => {
          refuse = reject;
        }),
    );
    await user.selectOptions(subject(), 'Games');
    await user.type(content(), 'The slot froze on a free spin.');
    await user.type(contact(), '09171234567');
    await user.click(send());
    expect(send()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Sending, please wait')).toBeInTheDocument();
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledOnce();

    // The caller's promise rejects; the form's own busy state ends once it settles.
    await act(() => {
      refuse(new Error('429'));
      return Promise.resolve();
    });
    rerender({ error: 'Too many messages. Try again later.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many messages. Try again later.');
    expect(screen.getByRole('form', { name: 'Feedback' })).toHaveAccessibleDescription(
      'Too many messages. Try again later.',
    );
    expect(send()).not.toHaveAttribute('aria-busy');
    expect(subject()).toHaveDisplayValue('Games');
    expect(content()).toHaveValue('The slot froze on a free spin.');
    expect(contact()).toHaveValue('09171234567');
  });

  test('sent: a focused thank-you in place of the form; Send another gives an empty form', async () => {
    const { onSendAnother, rerender, user } = setup();
    await user.selectOptions(subject(), 'Deposits and withdrawals');
    await user.type(content(), 'Withdrawals are fast now, thanks.');
    await user.type(contact(), 'pat@example.com');
    rerender({ sent: true });
    const thanks = screen.getByRole('heading', { name: 'Thank you for your feedback' });
    expect(thanks).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We read every message and use it to make the site better.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(onSendAnother).toHaveBeenCalledOnce();
    rerender({ sent: false });
    // The next feedback starts over: nothing of the last one, its subject included.
    expect(subject()).toHaveDisplayValue('Suggestion');
    expect(content()).toHaveValue('');
    expect(contact()).toHaveValue('');
    expect(content()).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sent without a way to send another: no button', () => {
    render(<FeedbackForm onSubmit={vi.fn()} sent />);
    expect(screen.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
