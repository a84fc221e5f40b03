import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhoneField, type PhoneCountry } from './PhoneField';

const countries: PhoneCountry[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates' },
  { countryCode: 'SA', countryDialingCode: '966', name: 'Saudi Arabia' },
  { countryCode: 'PK', countryDialingCode: '92', name: 'Pakistan' },
];

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: {
    name: 'mobileNum',
    label: 'Mobile number',
    countries,
    rule: {
      enabled: true,
      required: true,
      minLength: 9,
      maxLength: 11,
      acceptedPattern: '^\\d+$',
      patternId: 5,
    },
    disabled: false,
    onCountryChange: fn(),
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' }, countries: { control: 'object' } },
  // Room for the open list inside the story frame.
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PickByKeyboard: Story = {
  play: async ({ canvas, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Country code: Philippines +63' });
    await step('ArrowDown opens the list with the search box focused', async () => {
      button.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: 'Search countries' })).toHaveFocus(),
      );
    });
    await step('typing filters, arrows move, Enter picks', async () => {
      await userEvent.keyboard('a');
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onCountryChange).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: /^Country code/ })).toHaveFocus(),
      );
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    });
    await step('Escape closes without a change', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(canvas.getByRole('combobox')).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
      await expect(args.onCountryChange).toHaveBeenCalledTimes(1);
    });
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Country code/ }));
    await expect(canvas.getAllByRole('option')).toHaveLength(countries.length);
  },
};

export const InvalidNumber: Story = {
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: /Mobile number/ });
    await userEvent.type(number, '12ab');
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription('Use 9 to 11 digits');
  },
};

/** Right to left: the picker sits at the inline start (the right) and its list opens from there. */
export const RightToLeft: Story = {
  args: { defaultCountry: 'AE', label: 'رقم الجوال' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^Country code/ });
    const number = canvas.getByRole('textbox', { name: /رقم الجوال/ });
    // Inline start is the right edge: the picker is right of the number.
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(
      number.getBoundingClientRect().left,
    );
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveFocus());
    const list = canvas.getByRole('listbox');
    await expect(
      Math.abs(list.getBoundingClientRect().right - button.getBoundingClientRect().right),
    ).toBeLessThan(20);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(canvas.getByRole('button', { name: /^Country code/ })).toHaveAccessibleName(
      'Country code: Indonesia +62',
    );
  },
};
