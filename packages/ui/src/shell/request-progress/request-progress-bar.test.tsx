import { type ApiError, type ClientEventMap, createEmitter } from '@brand/core/client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestProgressBar } from './request-progress-bar';

const request = (id: number) => ({ id, method: 'GET', path: '/api/projectCart' });

function setup() {
  const events = createEmitter<ClientEventMap>();
  const { container } = render(<RequestProgressBar client={{ events }} />);
  const bar = container.querySelector('[data-slot="request-progress"]') as HTMLElement;
  return { events, bar };
}

describe('given no request', () => {
  it('is idle and hidden from assistive tech', () => {
    const { bar } = setup();
    expect(bar).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('given requests in flight', () => {
  it('starts on a request and completes only when the last one finishes', () => {
    const { events, bar } = setup();
    act(() => {
      events.emit('request:start', request(1));
      events.emit('request:start', request(2));
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => events.emit('request:finish', { ...request(1), status: 200 }));
    expect(bar).toHaveAttribute('data-state', 'loading');
    act(() => events.emit('request:finish', { ...request(2), status: 201 }));
    expect(bar).toHaveAttribute('data-state', 'complete');
  });

  it('fails on an error', () => {
    const { events, bar } = setup();
    act(() => events.emit('request:start', request(1)));
    act(() =>
      events.emit('request:fail', {
        ...request(1),
        status: 500,
        error: new Error('x') as ApiError,
      }),
    );
    expect(bar).toHaveAttribute('data-state', 'failed');
  });
});
