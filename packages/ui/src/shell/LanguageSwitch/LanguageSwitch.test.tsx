import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchableLocales } from '@lobby/i18n';
import { render } from '../../test/render';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  test('lists every language by its native name, each marked with its own lang', () => {
    render(<LanguageSwitch languages={switchableLocales} value="MY" onValueChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(switchableLocales.length);
    expect(within(select).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    expect(select).toHaveValue('MY');
  });

  test('choosing a language reports its code', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <LanguageSwitch languages={switchableLocales} value="MY" onValueChange={onValueChange} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'English');
    expect(onValueChange).toHaveBeenCalledWith('EN');
  });

  test('is labelled in the active language and can be disabled while loading', () => {
    render(
      <LanguageSwitch languages={switchableLocales} value="MY" onValueChange={() => {}} disabled />,
      { locale: 'ms' },
    );
    expect(screen.getByRole('combobox', { name: 'Bahasa' })).toBeDisabled();
  });
});
