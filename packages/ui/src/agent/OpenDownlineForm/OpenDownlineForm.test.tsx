import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ACCOUNT_RULE, PASSWORD_RULE } from './fixtures';
import { OpenDownlineForm, type OpenDownlineFormProps } from './OpenDownlineForm';

function setup(props: Partial<OpenDownlineFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <OpenDownlineForm
      accountRule={ACCOUNT_RULE}
      passwordRule={PASSWORD_RULE}
      ownRebateBp={150}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const accountBox = () => screen.getByRole('textbox', { name: /Username/ });
const rebateBox = () => screen.getByRole('textbox', { name: /Rebate/ });

async function fill(user: ReturnType<typeof userEvent.setup>, rebate: string) {
  await user.type(accountBox(), 'player99');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'secret123');
  await user.type(rebateBox(), rebate);
  await user.click(screen.getByRole('button', { name: 'Open account' }));
}

describe('OpenDownlineForm', () => {
  test("a rebate above the agent's own is refused at the field; its own is allowed", async () => {
    const { onSubmit, user } = setup();
    await fill(user, '1.51');
    expect(rebateBox()).toHaveAccessibleDescription(/At most your own rebate of 1.5%/);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(rebateBox());
    await user.type(rebateBox(), '1.5');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      account: 'player99',
      password: 'secret123',
      isAgent: false,
      rebateBp: 150,
    });
  });

  test("the user name follows registration's rule", async () => {
    const { onSubmit, user } = setup();
    await user.type(accountBox(), '9lives');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(accountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the server refusing the name shows at the name field', () => {
    setup({ accountError: 'This username is already taken.' });
    expect(accountBox()).toHaveAccessibleDescription(/already taken/);
    expect(accountBox()).toHaveAttribute('aria-invalid', 'true');
  });
});
