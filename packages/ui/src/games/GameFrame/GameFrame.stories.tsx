import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { token } from '@lobby/theme';
import { GameFrame } from './GameFrame';

/** A stand-in game page: a data address is its own (opaque) origin, as a real game's is. */
const DEMO_GAME = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><head><title>Lucky Reels</title></head>' +
    '<body style="margin:0;display:grid;place-items:center;height:100vh;' +
    'font:700 1.5rem system-ui;background:#14213d;color:#fff"><p>Lucky Reels</p></body></html>',
)}`;

const meta = {
  title: 'Games/GameFrame',
  component: GameFrame,
  tags: ['autodocs'],
  args: {
    title: 'Lucky Reels',
    src: DEMO_GAME,
    onBack: fn(),
    onRetry: fn(),
    onLoad: fn(),
  },
  argTypes: { error: { control: 'text' }, frameRef: { control: false } },
} satisfies Meta<typeof GameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The launch address is on its way. */
export const Starting: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Starting Lucky Reels');
    await expect(canvas.queryByTitle('Lucky Reels')).toBeNull();
  },
};

/** The cover lifts once the game's page has loaded. */
export const Playing: Story = {
  play: async ({ canvas, args }) => {
    const frame = canvas.getByTitle('Lucky Reels');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to lobby' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'Game under maintenance' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Game under maintenance');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to lobby' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A visitor landed on a game's address: the action logs in. */
export const LoginNeeded: Story = {
  args: { src: null, error: 'Log in to play this game.', retryLabel: 'Log in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { title: 'The Extraordinarily Long Named Progressive Jackpot Deluxe Megaways Edition' },
};

function FakeHeader() {
  return <div style={{ blockSize: 96, background: token('bg.sunken') }} />;
}

/** Below a header the frame takes the rest of the viewport, less the page's own padding. */
export const BelowAHeader: Story = {
  render: (args) => (
    <div>
      <FakeHeader />
      <GameFrame {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = () =>
      canvasElement.querySelector<HTMLElement>('[data-ui="GameFrame"]')!.getBoundingClientRect();
    await waitFor(() => expect(frame().bottom).toBeLessThanOrEqual(window.innerHeight));
    // What is left below is the story's padding (1rem), not a strip of empty page.
    await expect(window.innerHeight - frame().bottom).toBeLessThanOrEqual(24);
    await expect(frame().top).toBeGreaterThanOrEqual(96);
  },
};
