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
