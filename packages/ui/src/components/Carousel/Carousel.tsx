import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { onIdle } from '../../primitives/idle';
import { useThemeScope } from '../../theme/ThemeContext';
import { Arrow } from '../Pagination/Arrow';
import { usePrefersReducedMotion } from '../Marquee/usePrefersReducedMotion';
import {
  StyledButton,
  StyledContainer,
  StyledControls,
  StyledDot,
  StyledDots,
  StyledRoot,
  StyledRotation,
  StyledSlide,
  StyledSlideLink,
  StyledViewport,
} from './Carousel.styles';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselSlide {
  /** Stable identity; a change in the set of ids rebuilds the carousel. */
  id: string;
  /** What the slide shows, usually an image with `alt` text. */
  content: ReactNode;
  /** Makes the whole slide a link (a banner with a link). */
  href?: string;
  /** Opens the link in a new tab, without opener or referrer. @default false */
  openInNewTab?: boolean;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** The carousel's name ("Promotions"). */
  'aria-label': string;
  /** Rotate through the slides on a timer (never with one slide or with reduced motion). @default true */
  autoplay?: boolean;
  /** Time each slide shows while rotating, in ms. @default 5000 */
  autoplayDelay?: number;
  /** After the last slide comes the first. @default true */
  loop?: boolean;
  /** Called with the index of the slide that became current. */
  onSlideChange?: (index: number) => void;
  className?: string;
}

/**
 * A slide show on Embla (the banner carousel): autoplay with a pause/play control, previous/next
 * buttons and clickable dots, the APG carousel pattern (a named region with role descriptions,
 * each slide a group "N of M"). It pauses under the pointer and while focus is on a slide, and is
 * rebuilt whenever its set of slides changes.
 */
export function Carousel(props: CarouselProps) {
  const key = `${props.slides.map((slide) => slide.id).join('|')}:${props.autoplayDelay ?? ''}:${String(props.loop)}`;
  return <CarouselView key={key} {...props} />;
}
Carousel.displayName = 'Carousel';

function CarouselView({
  slides,
  'aria-label': ariaLabel,
  autoplay = true,
  autoplayDelay = 5000,
  loop = true,
  onSlideChange,
  className,
}: CarouselProps) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const reduced = usePrefersReducedMotion();
  const count = slides.length;
  const multiple = count > 1;
  const canRotate = autoplay && multiple && !reduced;

  // One plugin instance per mounted carousel: Embla re-initialises when the plugin list changes.
  const [plugin] = useState(() =>
    Autoplay({
      delay: autoplayDelay,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  // Embla measures every slide when it is created, even inactive, forcing a layout if the page
  // has changed since the last one. Created with the first render, that is a layout of the whole
  // page while it is still being built (a long task on a phone, and the first banner paints
  // later); created when the browser is idle (its viewport is handed over only then), it reads a
  // layout already made. Until then the slides sit in their row, the first one in view.
  const [started, setStarted] = useState(false);
  useEffect(() => onIdle(() => setStarted(true)), []);
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: loop && multiple, direction: dir, active: multiple },
    canRotate ? [plugin] : [],
  );

  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const hovering = useRef(false);
  const focusOnSlides = useRef(false);
  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  });

  // Play only when nothing holds it: the user's pause, the pointer, focus on a slide.
  const sync = useCallback(() => {
    if (!emblaApi || !canRotate) return;
    // Embla hands out its plugins once it is active.
    const auto = emblaApi.plugins()?.autoplay;
    if (!auto) return;
    if (userPaused || hovering.current || focusOnSlides.current) auto.stop();
    else if (!auto.isPlaying()) auto.play();
  }, [emblaApi, canRotate, userPaused]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      const index = emblaApi.selectedScrollSnap();
      setSelected(index);
      onSlideChangeRef.current?.(index);
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    emblaApi.on('select', onSelect);
    emblaApi.on('autoplay:play', onPlay);
    emblaApi.on('autoplay:stop', onStop);
    return () => {
      emblaApi.off('select', onSelect);
      emblaApi.off('autoplay:play', onPlay);
      emblaApi.off('autoplay:stop', onStop);
    };
  }, [emblaApi]);

  useEffect(() => {
    sync();
  }, [sync]);

  // A control used before Embla has started starts it now, and acts once it is running.
  const pendingAction = useRef<((api: EmblaCarouselType) => void) | null>(null);
  useEffect(() => {
    const action = pendingAction.current;
    if (!emblaApi || !action) return;
    pendingAction.current = null;
    action(emblaApi);
  }, [emblaApi]);
  const act = (action: (api: EmblaCarouselType) => void) => {
    if (emblaApi) {
      action(emblaApi);
      return;
    }
    pendingAction.current = action;
    setStarted(true);
  };

  if (count === 0) return null;

  const go = (index: number) => act((api) => api.scrollTo(index, reduced));
  const previous = () => act((api) => api.scrollPrev(reduced));
  const next = () => act((api) => api.scrollNext(reduced));
  const lastIndex = count - 1;

  const onFocusChange = (event: FocusEvent<HTMLElement>) => {
    const viewport = event.currentTarget.querySelector('[data-ui="Carousel.Viewport"]');
    focusOnSlides.current = !!viewport?.contains(document.activeElement);
    sync();
  };

  return (
    <StyledRoot
      aria-roledescription={t`carousel`}
      aria-label={ariaLabel}
      className={className}
      data-playing={playing || undefined}
      onMouseEnter={() => {
        hovering.current = true;
        sync();
      }}
      onMouseLeave={() => {
        hovering.current = false;
        sync();
      }}
      onFocus={onFocusChange}
      onBlur={(event) => {
        // Focus moving out: activeElement is not settled yet during blur.
        if (!event.currentTarget.contains(event.relatedTarget)) {
          focusOnSlides.current = false;
          sync();
        }
      }}
    >
      <StyledViewport ref={started ? emblaRef : undefined}>
        <StyledContainer aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const n = index + 1;
            return (
              <StyledSlide
                key={slide.id}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${n} of ${count}`}
                data-selected={index === selected || undefined}
              >
                {slide.href ? (
                  <StyledSlideLink
                    href={slide.href}
                    {...(slide.openInNewTab && { target: '_blank', rel: 'noopener noreferrer' })}
                  >
                    {slide.content}
                  </StyledSlideLink>
                ) : (
                  slide.content
                )}
              </StyledSlide>
            );
          })}
        </StyledContainer>
      </StyledViewport>
      {multiple && (
        <StyledControls>
          {canRotate && (
            <StyledRotation
              aria-label={userPaused ? t`Play` : t`Pause`}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
            </StyledRotation>
          )}
          <StyledButton
            aria-label={t`Previous slide`}
            disabled={!loop && selected === 0}
            onClick={previous}
          >
            <Arrow to="previous" />
          </StyledButton>
          <StyledDots>
            {slides.map((slide, index) => {
              const n = index + 1;
              return (
                <StyledDot
                  key={slide.id}
                  aria-label={t`Go to slide ${n}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              );
            })}
          </StyledDots>
          <StyledButton
            aria-label={t`Next slide`}
            disabled={!loop && selected === lastIndex}
            onClick={next}
          >
            <Arrow to="next" />
          </StyledButton>
        </StyledControls>
      )}
    </StyledRoot>
  );
}
CarouselView.displayName = 'Carousel.View';
