import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { switchableLocales } from '@lobby/i18n';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Shell/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: { languages: switchableLocales, value: 'MY', onValueChange: fn(), disabled: false },
  argTypes: { languages: { control: false } },
  // Controlled by local state: the portable-story runner behind the story tests has no args channel.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    // The Controls panel still drives it.
    useEffect(() => setValue(args.value), [args.value]);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onValueChange={(next: string) => {
          args.onValueChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = { args: { disabled: true } };

export const ChooseArabic: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'العربية');
    await expect(args.onValueChange).toHaveBeenCalledWith('AR');
    await expect(select).toHaveValue('AR');
  },
};

/** On a 360 px phone: the label and the language list on one line, on screen; a tap picks one. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    const box = select.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const label = canvas.getByText('Language');
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().top).toBeLessThan(box.bottom);
    const field = canvasElement.querySelector<HTMLElement>('[data-ui="LanguageSwitch"]')!;
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.selectOptions(select, 'Español');
    await expect(args.onValueChange).toHaveBeenCalledWith('ES');
  },
};
