import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Carousel, type CarouselSlide } from './Carousel';

function banner(id: string, alt: string, href?: string): CarouselSlide {
  return {
    id,
    content: <img src={`data:image/gif;base64,R0lGODlhAQABAAAAACw=`} alt={alt} />,
    ...(href && { href }),
  };
}

const banners = [
  banner('a', 'Weekend bonus', '/promotions'),
  banner('b', 'New slot games'),
  banner('c', 'Refer a friend'),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  test('a named carousel region whose slides are groups "N of M"', () => {
    render(<Carousel aria-label="Promotions" slides={banners} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  test('controls: pause, previous, next and one dot per slide, the first current', () => {
    render(<Carousel aria-label="Promotions" slides={banners} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
  });

  test('the pause/play control switches its label', async () => {
    const user = userEvent.setup();
    render(<Carousel aria-label="Promotions" slides={banners} />);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  test('measures nothing before the browser is idle, so the first paint forces no layout', async () => {
    const widthRead = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    render(<Carousel aria-label="Promotions" slides={banners} />);
    expect(widthRead).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(widthRead).toHaveBeenCalled());
  });

  test('one slide: no dots, no arrows, no autoplay control', () => {
    render(<Carousel aria-label="Promotions" slides={banners.slice(0, 1)} />);
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a slide with an href is a link named by its image', () => {
    render(
      <Carousel
        aria-label="Promotions"
        slides={[{ ...banners[0]!, openInNewTab: true }, banners[1]!]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Weekend bonus' });
    expect(link).toHaveAttribute('href', '/promotions');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'New slot games' })).not.toBeInTheDocument();
  });

  test('with reduced motion there is no autoplay control', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Carousel aria-label="Promotions" slides={banners} />);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  test('autoplay off: no rotation control, slides announced politely', () => {
    render(<Carousel aria-label="Promotions" slides={banners} autoplay={false} />);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    const container = screen.getAllByRole('group')[0]!.parentElement!;
    expect(container).toHaveAttribute('aria-live', 'polite');
  });

  test('rebuilt when its slides change (another route, other banners)', () => {
    const { rerender } = render(<Carousel aria-label="Promotions" slides={banners} />);
    rerender(<Carousel aria-label="Promotions" slides={banners.slice(1)} />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 2',
      '2 of 2',
    ]);
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
  });

  test('right to left, the previous and next arrows are mirrored', () => {
    render(<Carousel aria-label="Promotions" slides={banners} />, { dir: 'rtl' });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveTextContent('›');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveTextContent('‹');
  });

  test('renders nothing without slides', () => {
    render(<Carousel aria-label="Promotions" slides={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
