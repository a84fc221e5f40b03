import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { ResponsibleGamingIntro } from './ResponsibleGamingIntro';

const meta = {
  title: 'Protection/ResponsibleGamingIntro',
  component: ResponsibleGamingIntro,
  tags: ['autodocs'],
  args: {
    minimumAge: 18,
    helpLinks: [
      { name: 'Responsible Gaming Foundation', url: 'https://www.rgf.org.mt/' },
      { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
    ],
    breakHref: '#take-a-break',
  },
} satisfies Meta<typeof ResponsibleGamingIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regulated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Players must be 18 or older.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'GamCare (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const OnAPhoneRightToLeft: Story = {
  args: { minimumAge: 21 },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const intro = canvasElement.querySelector<HTMLElement>('[data-ui="ResponsibleGamingIntro"]')!;
    await readsRightToLeft(intro);
    await fitsThePhone(intro);
  },
};
