import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ConvertForm, creditFor } from './ConvertForm';

describe('ConvertForm', () => {
  test('pays points / ratio in minor units', () => {
    expect(creditFor(1_500, 100)).toBe(1_500);
    expect(creditFor(1_500, 200)).toBe(750);
    expect(creditFor(1_000, 300)).toBe(333);
  });

  test('shows what a brand with 200 points per 1.00 pays, and sends whole points', async () => {
    const onSubmit = vi.fn();
    render(
      <ConvertForm
        points={5_000}
        ratio={200}
        minConvert={1_000}
        convertStep={100}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Points/ }), '3,000');
    expect(screen.getByRole('region', { name: 'Convert points' })).toHaveTextContent(
      'You receiveP15.00',
    );
    await user.type(screen.getByLabelText(/Payment password/), '135790');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(onSubmit).toHaveBeenCalledWith({ points: 3_000, paymentPassword: '135790' });
  });
});
