import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LobbyMode } from '@lobby/core';
import { render } from '../../test/render';
import { LobbyFilters } from './LobbyFilters';
import type { LobbyFiltersProps } from './LobbyFilters';

function props(overrides: Partial<LobbyFiltersProps> = {}): LobbyFiltersProps {
  return {
    modes: ['all', 'hot', 'fav', 'recent'],
    mode: 'all',
    onModeChange: vi.fn(),
    vendors: [
      { code: 'PG', name: 'PG Soft' },
      { code: 'JILI', name: 'JILI' },
    ],
    vendor: null,
    onVendorChange: vi.fn(),
    classifications: ['SC', 'VP', 'TG', 'AC', 'JP'],
    classification: null,
    onClassificationChange: vi.fn(),
    name: '',
    onNameSearch: vi.fn(),
    minBet: null,
    onMinBetChange: vi.fn(),
    page: 1,
    totalPages: 4,
    onPageChange: vi.fn(),
    children: <p>The games</p>,
    ...overrides,
  };
}

const optionTexts = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('LobbyFilters', () => {
  test('the tabs given, the current one selected, its panel holding the list', () => {
    render(<LobbyFilters {...props({ modes: ['all', 'recent'], mode: 'recent' })} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Game list' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Recent']);
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Recent' })).toHaveTextContent('The games');
  });

  test('choosing a tab reports its mode', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn<(mode: LobbyMode) => void>();
    render(<LobbyFilters {...props({ onModeChange })} />);
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(onModeChange).toHaveBeenCalledWith('fav');
  });

  test('vendor: every vendor first, then each by name; the choice reports its code or null', async () => {
    const user = userEvent.setup();
    const onVendorChange = vi.fn();
    const { rerender } = render(<LobbyFilters {...props({ onVendorChange })} />);
    expect(optionTexts('Vendor')).toEqual(['All vendors', 'PG Soft', 'JILI']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'JILI');
    expect(onVendorChange).toHaveBeenLastCalledWith('JILI');
    rerender(<LobbyFilters {...props({ onVendorChange, vendor: 'JILI' })} />);
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('JILI');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'All vendors');
    expect(onVendorChange).toHaveBeenLastCalledWith(null);
  });

  test('categories: the classifications on offer by name', async () => {
    const user = userEvent.setup();
    const onClassificationChange = vi.fn();
    render(<LobbyFilters {...props({ onClassificationChange })} />);
    expect(optionTexts('Category')).toEqual([
      'All categories',
      'Slots',
      'Video poker',
      'Table games',
      'Arcade',
      'Jackpot',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Jackpot');
    expect(onClassificationChange).toHaveBeenLastCalledWith('JP');
  });

  test('bingo shows only when offered', () => {
    render(<LobbyFilters {...props({ classifications: ['SC', 'BG'] })} />);
    expect(optionTexts('Category')).toEqual(['All categories', 'Slots', 'Bingo']);
  });

  test('minimum bet: any, then 0.01 to 0.75; reported in minor units', async () => {
    const user = userEvent.setup();
    const onMinBetChange = vi.fn();
    render(<LobbyFilters {...props({ onMinBetChange, minBet: 5 })} />);
    expect(optionTexts('Minimum bet')).toEqual([
      'Any minimum bet',
      '0.01',
      '0.05',
      '0.10',
      '0.50',
      '0.75',
    ]);
    expect(screen.getByRole('combobox', { name: 'Minimum bet' })).toHaveDisplayValue('0.05');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), '0.75');
    expect(onMinBetChange).toHaveBeenLastCalledWith(75);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Minimum bet' }),
      'Any minimum bet',
    );
    expect(onMinBetChange).toHaveBeenLastCalledWith(null);
  });

  test('name search: submitted trimmed on Enter or the button, not while typing', async () => {
    const user = userEvent.setup();
    const onNameSearch = vi.fn();
    render(<LobbyFilters {...props({ onNameSearch })} />);
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Game name' });
    await user.type(field, '  golden ');
    expect(onNameSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onNameSearch).toHaveBeenLastCalledWith('golden');
    await user.clear(field);
    await user.type(field, 'fruit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onNameSearch).toHaveBeenLastCalledWith('fruit');
  });

  test('the name field follows the applied name when it changes (a tab switch clears it)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LobbyFilters {...props({ name: 'gold' })} />);
    const field = () => screen.getByRole('searchbox', { name: 'Game name' });
    expect(field()).toHaveValue('gold');
    await user.type(field(), 'en');
    rerender(<LobbyFilters {...props({ name: 'gold' })} />);
    expect(field()).toHaveValue('golden');
    rerender(<LobbyFilters {...props({ name: '', mode: 'hot' })} />);
    expect(field()).toHaveValue('');
  });

  test('previous and next pages in the paged tabs', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<LobbyFilters {...props({ onPageChange, page: 2 })} />);
    const pages = screen.getByRole('navigation', { name: 'Game pages' });
    expect(pages).toHaveTextContent('Page 2 of 4');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  test.each<[LobbyMode, number]>([
    ['hot', 4],
    ['recent', 4],
    ['all', 1],
  ])('no pager in %s with %d pages', (mode, totalPages) => {
    render(<LobbyFilters {...props({ mode, totalPages })} />);
    expect(screen.queryByRole('navigation', { name: 'Game pages' })).toBeNull();
  });

  test('favourites page like all', () => {
    render(<LobbyFilters {...props({ mode: 'fav', totalPages: 2 })} />);
    expect(screen.getByRole('navigation', { name: 'Game pages' })).toBeInTheDocument();
  });
});
