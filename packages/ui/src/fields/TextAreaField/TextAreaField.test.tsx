import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { TextAreaField } from './TextAreaField';

afterEach(() => {
  vi.useRealTimers();
});

function area() {
  return screen.getByRole('textbox', { name: /Remark/ });
}

function liveRegion() {
  return document.querySelector('[data-ui="VisuallyHidden"][aria-live="polite"]');
}

describe('TextAreaField', () => {
  test('defaults to 140 and the counter is read with the field', () => {
    render(<TextAreaField name="remark" label="Remark" />);
    expect(screen.getByText('140 characters left')).toBeInTheDocument();
    expect(area()).toHaveAccessibleDescription('140 characters left');
  });

  test('counts code points: an emoji is one character', async () => {
    const user = userEvent.setup();
    render(<TextAreaField name="remark" label="Remark" maxLength={10} />);
    await user.type(area(), '😀😀ab');
    expect(screen.getByText('6 characters left')).toBeInTheDocument();
  });

  test('over the limit says so and blocks the value on blur', () => {
    render(<TextAreaField name="remark" label="Remark" maxLength={5} />);
    fireEvent.change(area(), { target: { value: 'abcdefg' } });
    expect(screen.getByText('2 characters over the limit')).toBeInTheDocument();
    fireEvent.blur(area());
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(area()).toHaveAccessibleDescription(
      '2 characters over the limit Use at most 5 characters',
    );
  });

  test('announces only near the limit and only after typing pauses', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<TextAreaField name="remark" label="Remark" maxLength={30} announceBelow={5} />);
    fireEvent.change(area(), { target: { value: 'a'.repeat(10) } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(liveRegion()).toHaveTextContent('');
    fireEvent.change(area(), { target: { value: 'a'.repeat(26) } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.change(area(), { target: { value: 'a'.repeat(27) } });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(liveRegion()).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(liveRegion()).toHaveTextContent('3 characters left');
  });

  test('a required remark emptied says it cannot be empty', async () => {
    const user = userEvent.setup();
    render(<TextAreaField name="remark" label="Remark" required />);
    await user.type(area(), 'a');
    await user.clear(area());
    await user.tab();
    expect(area()).toHaveAccessibleDescription('140 characters left This cannot be empty');
  });
});
