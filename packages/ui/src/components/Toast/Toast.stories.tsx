import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { ToastTone } from './Toast.styles';
import { useToast } from './ToastContext';
import { ToastProvider } from './ToastProvider';

interface DemoArgs {
  title: string;
  description: string;
  tone: ToastTone;
  durationMs: number;
  max: number;
}

function ShowButtons({ title, description, tone, durationMs }: Omit<DemoArgs, 'max'>) {
  const { show } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => show({ title, description, tone, durationMs })}>Show toast</Button>
      <Button
        variant="secondary"
        onClick={() =>
          show({ title: 'Network link abnormal, retry', tone: 'danger', durationMs: 0 })
        }
      >
        Show error
      </Button>
    </div>
  );
}

function Demo({ max, ...args }: DemoArgs) {
  return (
    <ToastProvider max={max}>
      <ShowButtons {...args} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: Demo,
  tags: ['autodocs'],
  args: {
    title: 'Transfer complete',
    description: '100.00 moved to the main wallet.',
    tone: 'success',
    durationMs: 5000,
    max: 3,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const region = () => screen.getByRole('region', { name: 'Notifications' });

export const ShowAndDismiss: Story = {
  args: { durationMs: 0 },
  play: async ({ canvas, step }) => {
    await step('a polite status appears in the notifications region', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
      const status = await within(region()).findByRole('status');
      await expect(status).toHaveTextContent('Transfer complete');
    });
    await step('the dismiss button removes it', async () => {
      await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    });
  },
};

export const ErrorIsAnAlert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network link abnormal, retry',
    );
  },
};

export const StacksAtMostThree: Story = {
  args: { durationMs: 0 },
  play: async ({ canvas }) => {
    const show = canvas.getByRole('button', { name: 'Show toast' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(show);
    await waitFor(() => expect(within(region()).getAllByRole('status')).toHaveLength(3));
  },
};

export const Tones: Story = {
  render: () => (
    <ToastProvider max={4}>
      <AllTones />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all tones' }));
    await waitFor(() => expect(within(region()).getAllByRole('status')).toHaveLength(3));
    await expect(within(region()).getByRole('alert')).toHaveTextContent('Danger');
  },
};

function AllTones() {
  const { show } = useToast();
  return (
    <Button
      onClick={() => {
        for (const tone of ['info', 'success', 'warning', 'danger'] as const) {
          const title = tone.charAt(0).toUpperCase() + tone.slice(1);
          show({ title, description: `A ${tone} message.`, tone, durationMs: 0 });
        }
      }}
    >
      Show all tones
    </Button>
  );
}
