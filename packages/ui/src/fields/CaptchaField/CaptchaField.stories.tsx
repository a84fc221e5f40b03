import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CaptchaField } from './CaptchaField';

function captchaImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="40"><rect width="104" height="40" fill="#f4f1ea"/><text x="14" y="28" font-family="monospace" font-size="22" fill="#222">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  args: {
    name: 'captcha',
    label: 'Captcha',
    src: captchaImage('7K2Q'),
    disabled: false,
    onRefresh: fn(),
    onRequestAlternative: fn(),
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' }, src: { control: 'text' } },
  // A new image each refresh, as a server would send.
  render: function Render(args) {
    const [n, setN] = useState(0);
    const codes = ['7K2Q', 'M4X9', 'P8RT'];
    return (
      <CaptchaField
        {...args}
        src={n === 0 ? args.src : captchaImage(codes[n % codes.length] ?? '7K2Q')}
        onRefresh={() => {
          args.onRefresh();
          setN((i) => i + 1);
        }}
      />
    );
  },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RefreshIsThrottled: Story = {
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('button', { name: 'New image' });
    await userEvent.click(image);
    await userEvent.click(image);
    // The second click came within a second of the first.
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('img', { name: 'Security check: characters to type' }),
    ).toBeVisible();
  },
};

export const AccessibleAlternative: Story = {
  play: async ({ canvas, args }) => {
    const alternative = canvas.getByRole('button', { name: "Can't read it? Get a new one" });
    await expect(alternative).toBeVisible();
    alternative.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestAlternative).toHaveBeenCalledTimes(1);
  },
};

export const RequiredMessage: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Captcha/ });
    await userEvent.type(input, 'x');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter the characters shown in the image');
  },
};
