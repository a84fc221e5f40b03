import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
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
  test('opened in this visit it plays the opening and announces the amount', () => {
    const { rerender, container } = render(envelope());
    expect(screen.getByText('One envelope a day, with P1.00 to P8.88 inside.')).toBeInTheDocument();
    rerender(envelope({ openedAmount: 345 }));
    expect(screen.getByRole('status')).toHaveTextContent('You got P3.45');
    expect(container.querySelector('[data-opening="true"]')).not.toBeNull();
  });

  test('opened before this visit it shows the amount quietly, with no animation', () => {
    const { container } = render(envelope({ openedAmount: 345 }));
    expect(screen.getByText('P3.45')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(container.querySelector('[data-opening="true"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the envelope' })).not.toBeInTheDocument();
  });
});
