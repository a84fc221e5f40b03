import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: {
    legend: 'Bet date',
    presets: ['today', 'last7', 'last30'],
    today: '2025-03-10',
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    presets: { control: 'check', options: ['today', 'last7', 'last30'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = { args: { defaultValue: { from: '2025-03-01', to: '2025-03-10' } } };

export const NoPresets: Story = { args: { presets: [] } };

export const Reversed: Story = {
  args: { defaultValue: { from: '2025-03-10', to: '2025-03-01' } },
  play: async ({ canvas }) => {
    const to = canvas.getByLabelText('To');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('The end date cannot be before the start date.');
  },
};

export const Presets: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-02-09', to: '2025-03-10' });
    await expect(canvas.getByLabelText('From')).toHaveValue('2025-02-09');
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <DateRangePicker {...args} legend="تاريخ الرهان" fromLabel="من" toLabel="إلى" />
    </div>
  ),
};
