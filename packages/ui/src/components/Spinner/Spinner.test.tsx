import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  test('a status that says Loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  test('says Loading in the active language', () => {
    render(<Spinner />, { locale: 'ms' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuatkan');
  });

  test('a custom label replaces it', () => {
    render(<Spinner label="Loading balance" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading balance');
  });

  test('decorative: hidden, no status', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-ui="Spinner"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
