import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { flagEmoji } from './flag';
import { PhoneField, type PhoneCountry } from './PhoneField';

const countries: PhoneCountry[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates' },
];

const mobileRule = {
  enabled: true,
  required: true,
  minLength: 9,
  maxLength: 11,
  acceptedPattern: '^\\d+$',
  patternId: 5,
};

function countryButton() {
  return screen.getByRole('button', { name: /^Country code/ });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('flagEmoji', () => {
  test.each([
    ['PH', '🇵🇭'],
    ['my', '🇲🇾'],
    ['XYZ', ''],
    ['1A', ''],
  ])('%s -> %s', (code, flag) => {
    expect(flagEmoji(code)).toBe(flag);
  });
});

describe('PhoneField', () => {
  test('shows the chosen country and its dial code; the number is labelled', () => {
    render(<PhoneField name="mobileNum" label="Mobile number" countries={countries} />);
    expect(countryButton()).toHaveAccessibleName('Country code: Philippines +63');
    expect(countryButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('type', 'tel');
  });

  test('opens on click, focuses the search box and picks with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    render(
      <PhoneField
        name="mobileNum"
        label="Mobile number"
        countries={countries}
        onCountryChange={onCountryChange}
      />,
    );
    await user.click(countryButton());
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: /Philippines/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Thailand/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(onCountryChange).toHaveBeenCalledWith(countries[2]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveFocus();
    expect(countryButton()).toHaveAccessibleName('Country code: Thailand +66');
  });

  test('the search filters by name or dial code and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<PhoneField name="m" label="Mobile number" countries={countries} />);
    countryButton().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('mala');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇲🇾Malaysia+60']);
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('+97');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No country found');
  });

  test('Escape closes without changing the country and returns focus', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    render(
      <PhoneField
        name="m"
        label="Mobile number"
        countries={countries}
        onCountryChange={onCountryChange}
      />,
    );
    await user.click(countryButton());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveFocus();
    expect(onCountryChange).not.toHaveBeenCalled();
  });

  test('a click on an option picks it', async () => {
    const user = userEvent.setup();
    render(<PhoneField name="m" label="Mobile number" countries={countries} />);
    await user.click(countryButton());
    await user.click(screen.getByRole('option', { name: /Malaysia/ }));
    expect(countryButton()).toHaveAccessibleName('Country code: Malaysia +60');
  });

  test('closes 200 ms after focus leaves it, not before', async () => {
    const user = userEvent.setup();
    render(<PhoneField name="m" label="Mobile number" countries={countries} />);
    await user.click(countryButton());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => screen.getByRole('textbox', { name: 'Mobile number' }).focus());
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('checks the number against its rule', async () => {
    const user = userEvent.setup();
    render(<PhoneField name="m" label="Mobile number" countries={countries} rule={mobileRule} />);
    const number = screen.getByRole('textbox', { name: /Mobile number/ });
    await user.type(number, '12ab');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Use 9 to 11 digits');
  });

  test('works right to left with the keyboard, and the dial code stays left to right', async () => {
    const user = userEvent.setup();
    render(
      <PhoneField name="m" label="Mobile number" countries={countries} defaultCountry="AE" />,
      {
        dir: 'rtl',
      },
    );
    expect(countryButton().closest('[dir="rtl"]')).not.toBeNull();
    expect(screen.getByText('+971')).toHaveAttribute('dir', 'ltr');
    countryButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /United Arab Emirates/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(countryButton()).toHaveAccessibleName('Country code: Thailand +66');
  });
});
