import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => `Design ${i + 1}`).map((name) => <p key={name}>{name}</p>);

const visibleSlides = () =>
  screen.getAllByRole('group').filter((slide) => slide.getAttribute('data-state') === 'visible');

describe('given the default carousel (spec 1 §9: 4, 2 under 1024, 1 under 767)', () => {
  it.each([
    [1280, 4],
    [1024, 4],
    [1023, 2],
    [767, 2],
    [766, 1],
    [375, 1],
  ])('at %i px it shows %i slides', (width, perView) => {
    render(
      <Carousel label="Inspired designs" initialWidth={width}>
        {slides(7)}
      </Carousel>,
    );
    expect(visibleSlides()).toHaveLength(perView);
  });
});

describe('given the brand carousel (6/4/2/1 at 1024/767/480)', () => {
  it.each([
    [1200, 6],
    [900, 4],
    [500, 2],
    [479, 1],
  ])('at %i px it shows %i logos', (width, perView) => {
    render(
      <Carousel label="Our brand partners" variant="brands" initialWidth={width}>
        {slides(10)}
      </Carousel>,
    );
    expect(visibleSlides()).toHaveLength(perView);
  });
});

describe('given previous and next', () => {
  it('moves by a view and labels slides "n of m"', async () => {
    render(
      <Carousel label="Inspired designs" initialWidth={1280}>
        {slides(7)}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Inspired designs' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(visibleSlides().map((s) => s.getAttribute('aria-label'))).toEqual([
      '4 of 7',
      '5 of 7',
      '6 of 7',
      '7 of 7',
    ]);
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeDisabled();
  });
});

describe('given autoplay', () => {
  it('can be paused and started again', async () => {
    render(
      <Carousel label="Inspired designs" autoplayMs={4000}>
        {slides(7)}
      </Carousel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    expect(screen.getByRole('button', { name: 'Start autoplay' })).toBeInTheDocument();
  });
});
