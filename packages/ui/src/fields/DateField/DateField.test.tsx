import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { DateField } from './DateField';

function dateInput(): HTMLInputElement {
  return screen.getByLabelText(/Birth date/, { selector: 'input' });
}

describe('DateField', () => {
  test('is a native date input with min and max', () => {
    render(<DateField name="birthday" label="Birth date" min="1900-01-01" max="2008-01-01" />);
    expect(dateInput()).toHaveAttribute('type', 'date');
    expect(dateInput()).toHaveAttribute('min', '1900-01-01');
    expect(dateInput()).toHaveAttribute('max', '2008-01-01');
  });

  test('a date outside the range says the range', () => {
    const onValueChange = vi.fn();
    render(
      <DateField
        name="birthday"
        label="Birth date"
        min="1900-01-01"
        max="2008-01-01"
        onValueChange={onValueChange}
      />,
    );
    fireEvent.change(dateInput(), { target: { value: '2010-05-05' } });
    fireEvent.blur(dateInput());
    expect(onValueChange).toHaveBeenCalledWith('2010-05-05');
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput()).toHaveAccessibleDescription('Choose a date from 1900-01-01 to 2008-01-01');
    fireEvent.change(dateInput(), { target: { value: '2000-05-05' } });
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
  });

  test('only a max says on or before', () => {
    render(<DateField name="birthday" label="Birth date" max="2008-01-01" />);
    fireEvent.change(dateInput(), { target: { value: '2010-05-05' } });
    fireEvent.blur(dateInput());
    expect(dateInput()).toHaveAccessibleDescription('Choose a date on or before 2008-01-01');
  });

  test('required and emptied says required', () => {
    render(<DateField name="birthday" label="Birth date" required />);
    fireEvent.change(dateInput(), { target: { value: '2000-05-05' } });
    fireEvent.change(dateInput(), { target: { value: '' } });
    fireEvent.blur(dateInput());
    expect(dateInput()).toHaveAccessibleDescription('This field is required');
  });
});
