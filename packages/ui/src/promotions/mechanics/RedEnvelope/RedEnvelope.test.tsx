import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../../test/render';
import { RedEnvelope, type RedEnvelopeProps } from './RedEnvelope';

function envelope(props: Partial<RedEnvelopeProps> = {}) {
  return (
    <RedEnvelope
      openedAmount={null}
      min={100}
      max={888}
      nextAt={new Date(Date.now() + 3_600_000).toISOString()}
      onOpen={() => {}}
      {...props}
    />
  );
}

describe('RedEnvelope', () => {
  test('opened by its button it plays the opening and announces the amount', async () => {
    let amount: number | null = null;
    const { rerender, container } = render(
      envelope({
        onOpen: () => {
          amount = 345;
        },
      }),
    );
    expect(screen.getByText('One envelope a day, with P1.00 to P8.88 inside.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the envelope' }));
    rerender(envelope({ openedAmount: amount }));
    expect(screen.getByRole('status')).toHaveTextContent('You got P3.45');
    expect(container.querySelector('[data-opening="true"]')).not.toBeNull();
  });

  test('opened elsewhere (another tab, a refusal here) it shows the amount quietly', () => {
    const { rerender, container } = render(envelope({ loading: true }));
    rerender(envelope({ openedAmount: 345, actionError: 'Opened already' }));
    expect(screen.getByText('P3.45')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(container.querySelector('[data-opening="true"]')).toBeNull();
  });

  test('opened before this visit it shows the amount quietly, with no animation', () => {
    const { container } = render(envelope({ openedAmount: 345 }));
    expect(screen.getByText('P3.45')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(container.querySelector('[data-opening="true"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the envelope' })).not.toBeInTheDocument();
  });
});
