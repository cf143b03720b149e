import type { ResourceState } from '@brand/ui';
import { describe, expect, it } from 'vitest';
import { errorMessage, loadState } from './load-state.ts';

const page = { orders: [1, 2] };
const older = { orders: [0] };

/** A resource state from its parts (the union keyed on status, built loosely for the table). */
function resource(state: Partial<ResourceState<typeof page>>): ResourceState<typeof page> {
  return {
    status: 'idle',
    data: undefined,
    error: undefined,
    isFetching: false,
    ...state,
  } as ResourceState<typeof page>;
}

describe('given the first load of a key', () => {
  it('is loading with nothing to show', () => {
    expect(loadState(resource({ status: 'loading', isFetching: true }), null)).toEqual({
      status: 'loading',
      data: null,
      error: null,
    });
  });
});

describe('given an answer', () => {
  it('is done with the answer, not the last one', () => {
    expect(loadState(resource({ status: 'success', data: page }), older)).toEqual({
      status: 'done',
      data: page,
      error: null,
    });
  });
});

describe('given a refetch or a new key while an answer shows', () => {
  it('is loading and keeps showing the last answer', () => {
    expect(loadState(resource({ status: 'success', data: page, isFetching: true }), page)).toEqual({
      status: 'loading',
      data: page,
      error: null,
    });
  });

  it('is loading with the last answer when the new key has none yet', () => {
    expect(loadState(resource({ status: 'loading', isFetching: true }), older)).toEqual({
      status: 'loading',
      data: older,
      error: null,
    });
  });
});

describe('given a failure', () => {
  it("shows the error's message beside the last answer", () => {
    expect(
      loadState(resource({ status: 'error', error: new Error('Order not found.') }), older),
    ).toEqual({ status: 'error', data: older, error: 'Order not found.' });
  });

  it('says what to do when the failure has no message', () => {
    expect(loadState(resource({ status: 'error', error: 'boom' }), null)).toEqual({
      status: 'error',
      data: null,
      error: 'Something went wrong. Please try again.',
    });
    expect(errorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
  });
});

describe('given no key (idle)', () => {
  it('keeps showing the last answer as done', () => {
    expect(loadState(resource({ status: 'idle' }), older)).toEqual({
      status: 'done',
      data: older,
      error: null,
    });
  });

  it('is loading before any answer', () => {
    expect(loadState(resource({ status: 'idle' }), null)).toEqual({
      status: 'loading',
      data: null,
      error: null,
    });
  });
});
