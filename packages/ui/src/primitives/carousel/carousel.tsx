'use client';
import { brandSlidesPerView, carouselSlidesPerView } from '@brand/core/rules';
import {
  Children,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Accessible name of the carousel ("Inspired designs: Kitchen"). */
  label: string;
  children: ReactNode;
  /** `default`: 4/2/1 per view at 1024/767; `brands`: 6/4/2/1 at 1024/767/480 (spec 1 §9). */
  variant?: 'default' | 'brands';
  /** Milliseconds between automatic moves; 0 turns autoplay off. */
  autoplayMs?: number;
  /** Width used before the first measurement (and in tests). */
  initialWidth?: number;
};

/** Slides per view for a width: core's spec rule, never re-implemented here. */
const perViewFor = (variant: CarouselProps['variant'], width: number) =>
  variant === 'brands' ? brandSlidesPerView(width) : carouselSlidesPerView(width);

/**
 * An accessible carousel (WAI-ARIA APG): a labelled region, slides as groups "n of m",
 * Previous / Next buttons, and a pausable autoplay that also pauses on hover and focus and
 * never starts for people who prefer reduced motion. Slides per view follow core's breakpoints,
 * measured on the carousel's own width (it may sit in a narrow embed).
 */
function Carousel({
  label,
  children,
  variant = 'default',
  autoplayMs = 0,
  initialWidth = 1280,
  className,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const root = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(initialWidth);
  const [start, setStart] = useState(0);
  const [playing, setPlaying] = useState(autoplayMs > 0);
  const [hovered, setHovered] = useState(false);
  const perView = Math.max(1, Math.min(perViewFor(variant, width), slides.length));
  const maxStart = Math.max(0, slides.length - perView);
  const first = Math.min(start, maxStart);

  // The real width before the first paint: slides per view are right from the start, and a
  // click on Next before the ResizeObserver's first callback steps by them (with
  // `initialWidth`, it stepped by the 1280 px count: a flaky screenshot of the next page).
  useLayoutEffect(() => {
    const measured = root.current?.getBoundingClientRect().width;
    if (measured) setWidth(measured);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches)
      setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing || hovered || autoplayMs <= 0 || maxStart === 0) return;
    const timer = setInterval(() => setStart((s) => (s >= maxStart ? 0 : s + 1)), autoplayMs);
    return () => clearInterval(timer);
  }, [playing, hovered, autoplayMs, maxStart]);

  const style = {
    '--bui-carousel-per-view': perView,
    '--bui-carousel-start': first,
  } as CSSProperties;

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
      data-variant={variant}
      className={cn('bui-carousel', className)}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      {...props}
    >
      <div className="bui-carousel__controls">
        {autoplayMs > 0 ? (
          <button
            type="button"
            className="bui-carousel__button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Pause autoplay' : 'Start autoplay'}
          >
            {playing ? '❚❚' : '▶'}
          </button>
        ) : null}
        <button
          type="button"
          className="bui-carousel__button"
          aria-label="Previous slides"
          disabled={first === 0}
          onClick={() => setStart(Math.max(0, first - perView))}
        >
          ‹
        </button>
        <button
          type="button"
          className="bui-carousel__button"
          aria-label="Next slides"
          disabled={first >= maxStart}
          onClick={() => setStart(Math.min(maxStart, first + perView))}
        >
          ›
        </button>
      </div>
      <div className="bui-carousel__viewport">
        <div className="bui-carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const visible = index >= first && index < first + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={visible ? undefined : true}
                inert={visible ? undefined : true}
                className="bui-carousel__slide"
                data-state={visible ? 'visible' : 'hidden'}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

export { Carousel, type CarouselProps };
