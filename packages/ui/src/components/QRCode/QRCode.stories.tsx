import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QRCode } from './QRCode';

const meta = {
  title: 'Primitives/QRCode',
  component: QRCode,
  tags: ['autodocs'],
  args: {
    value: 'https://example.com/download/ios',
    label: 'Download the iOS app',
    caption: 'iOS',
    showValue: false,
    size: 128,
    level: 'M',
  },
  argTypes: {
    level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
    caption: { control: 'text' },
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithUrlText: Story = {
  args: { showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Download the iOS app' })).toBeInTheDocument();
    await expect(canvas.getByText('https://example.com/download/ios')).toBeInTheDocument();
  },
};

export const AppDownloads: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <QRCode
        {...args}
        value="https://example.com/download/ios"
        label="Download the iOS app"
        caption="iOS"
      />
      <QRCode
        {...args}
        value="https://example.com/download/android"
        label="Download the Android app"
        caption="Android"
      />
    </div>
  ),
};
