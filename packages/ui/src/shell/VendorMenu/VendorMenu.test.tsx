import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { VendorMenu } from './VendorMenu';
import { sampleVendors } from './VendorMenu.fixtures';

describe('VendorMenu', () => {
  test('a named list of vendor buttons, each a lazy logo named by the vendor', () => {
    const vendors = sampleVendors('RNG', 4);
    render(<VendorMenu vendors={vendors} label="Slots vendors" onSelectVendor={() => {}} />);
    const list = screen.getByRole('list', { name: 'Slots vendors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const logo = screen.getByRole('img', { name: 'JILI' });
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('src', vendors[1]!.logo);
    expect(screen.getByRole('button', { name: 'JILI' })).toBeInTheDocument();
  });

  test('the hot badge shows only where isHot is 1', () => {
    render(
      <VendorMenu vendors={sampleVendors('RNG', 4)} label="Slots" onSelectVendor={() => {}} />,
    );
    // Vendors 1 and 4 are hot in the sample.
    expect(screen.getByRole('button', { name: 'Pragmatic Hot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Habanero Hot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JILI' })).not.toHaveTextContent('Hot');
    expect(screen.getAllByText('Hot')).toHaveLength(2);
  });

  test('click and Enter select a vendor', async () => {
    const user = userEvent.setup();
    const onSelectVendor = vi.fn();
    const vendors = sampleVendors('LIVE', 3);
    render(<VendorMenu vendors={vendors} label="Live" onSelectVendor={onSelectVendor} />);
    await user.click(screen.getByRole('button', { name: 'JILI' }));
    expect(onSelectVendor).toHaveBeenLastCalledWith(vendors[1]);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelectVendor).toHaveBeenLastCalledWith(vendors[2]);
  });

  test('as a filter, the chosen vendor is pressed and the others are not', () => {
    const vendors = sampleVendors('RNG', 3);
    const { rerender } = render(
      <VendorMenu vendors={vendors} label="Slots" selected="RNG_2" onSelectVendor={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'JILI', pressed: true })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    rerender(<VendorMenu vendors={vendors} label="Slots" onSelectVendor={() => {}} />);
    // In the header's dropdown the buttons are actions: no pressed state at all.
    expect(screen.getByRole('button', { name: 'JILI' })).not.toHaveAttribute('aria-pressed');
  });

  test('up to seven vendors: no scroll arrows', () => {
    render(
      <VendorMenu vendors={sampleVendors('RNG', 7)} label="Slots" onSelectVendor={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Next vendors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous vendors' })).not.toBeInTheDocument();
  });

  test('more than seven: scroll arrows, kept out of the tab order', async () => {
    const user = userEvent.setup();
    render(
      <VendorMenu vendors={sampleVendors('RNG', 8)} label="Slots" onSelectVendor={() => {}} />,
    );
    const previous = screen.getByRole('button', { name: 'Previous vendors' });
    const next = screen.getByRole('button', { name: 'Next vendors' });
    expect(previous).toHaveAttribute('tabindex', '-1');
    expect(next).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pragmatic Hot' })).toHaveFocus();
  });
});
