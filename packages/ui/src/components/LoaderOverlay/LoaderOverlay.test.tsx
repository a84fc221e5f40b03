import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { LoaderOverlay } from './LoaderOverlay';

function Panel({ loading, onClick }: { loading: boolean; onClick?: () => void }) {
  return (
    <LoaderOverlay loading={loading} data-testid="panel">
      <button type="button" onClick={onClick}>
        Transfer
      </button>
    </LoaderOverlay>
  );
}

describe('LoaderOverlay', () => {
  test('while loading: busy container, a Loading status and inert content', () => {
    render(<Panel loading />);
    expect(screen.getByTestId('panel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const content = screen.getByText('Transfer').closest('[data-ui="LoaderOverlay.Content"]');
    expect(content).toHaveAttribute('inert');
  });

  test('when idle the content is usable and nothing announces', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Panel loading={false} onClick={onClick} />);
    expect(screen.getByTestId('panel')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(onClick).toHaveBeenCalled();
  });

  test('a custom label says what is loading', () => {
    render(
      <LoaderOverlay loading label="Loading records">
        rows
      </LoaderOverlay>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading records');
  });
});
