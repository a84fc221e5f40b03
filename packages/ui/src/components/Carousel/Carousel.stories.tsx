import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { defaultBrand, getBrand, token } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { Carousel, type CarouselSlide } from './Carousel';

function Banner({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        aspectRatio: '16 / 5',
        background: token('bg.accent'),
        color: token('fg.onAccent'),
        fontSize: '1.5rem',
        fontWeight: 700,
      }}
    >
      {children}
    </div>
  );
}

const slides: CarouselSlide[] = [
  { id: 'bonus', content: <Banner>Weekend deposit bonus</Banner>, href: '#promotions' },
  { id: 'slots', content: <Banner>New slot games</Banner> },
  { id: 'refer', content: <Banner>Refer a friend</Banner>, href: '#referral' },
];

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Promotions',
    slides,
    autoplay: true,
    autoplayDelay: 5000,
    loop: true,
    onSlideChange: fn(),
  },
  argTypes: { slides: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function dot(
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  n: number,
) {
  return canvas.getByRole('button', { name: `Go to slide ${n}` });
}

export const Autoplays: Story = {
  args: { autoplayDelay: 600 },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true'), {
      timeout: 4000,
    });
    await expect(args.onSlideChange).toHaveBeenCalledWith(1);
    await expect(canvas.getAllByRole('group')[0]!.parentElement).toHaveAttribute(
      'aria-live',
      'off',
    );
  },
};

export const PauseControl: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('region', { name: 'Promotions' }));
    await expect(canvas.getAllByRole('group')[0]!.parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

export const Navigate: Story = {
  args: { autoplay: false },
  play: async ({ canvas, args, step }) => {
    await step('next moves to slide 2', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true'));
      await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    });
    await step('a dot jumps to its slide', async () => {
      await userEvent.click(dot(canvas, 3));
      await waitFor(() => expect(dot(canvas, 3)).toHaveAttribute('aria-current', 'true'));
    });
    await step('previous from the keyboard', async () => {
      canvas.getByRole('button', { name: 'Previous slide' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true'));
    });
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Weekend deposit bonus' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: { autoplay: false },
  decorators: [(Story) => <RightToLeftRoot>{Story()}</RightToLeftRoot>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true'));
  },
};
