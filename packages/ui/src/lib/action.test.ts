import { ApiError, ValidationError } from '@brand/core/client';
import { describe, expect, it, vi } from 'vitest';
import { type ActionState, createAction } from './action';

/** A write whose answers the test releases by hand. */
function deferredWrites<T>() {
  const calls: { variables: unknown; resolve(value: T): void; reject(e: unknown): void }[] = [];
  const perform = (variables: unknown) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ variables, resolve, reject });
    });
  return { calls, perform };
}

const refused = () =>
  new ValidationError('The code has already been taken.', {
    fieldErrors: { code: ['The code has already been taken.'], percent: ['Too much.', 'Also.'] },
  });

describe('given a new action', () => {
  it('is idle, with no data, error or field messages', () => {
    const action = createAction({ perform: async () => 'ok' });
    expect(action.getState()).toEqual({
      status: 'idle',
      data: undefined,
      error: undefined,
      fieldErrors: {},
      variables: undefined,
    });
  });
});

describe('given a run that succeeds', () => {
  it('is pending with its variables, then success with the answer', async () => {
    const { calls, perform } = deferredWrites<{ id: number }>();
    const action = createAction({ perform });
    const seen: ActionState<{ id: number }, unknown>[] = [];
    action.subscribe((state) => seen.push(state));
    const result = action.run(7);
    expect(action.getState().status).toBe('pending');
    expect(action.getState().variables).toBe(7);
    calls[0]?.resolve({ id: 7 });
    await expect(result).resolves.toEqual({ ok: true, data: { id: 7 } });
    expect(action.getState()).toMatchObject({ status: 'success', data: { id: 7 }, variables: 7 });
    expect(seen.map((state) => state.status)).toEqual(['pending', 'success']);
  });

  it('calls onSuccess while still pending, then onSettled with the result', async () => {
    const order: string[] = [];
    const action = createAction({
      perform: async (n: number) => n * 2,
      onSuccess: (data, variables) => {
        order.push(`success ${data} for ${variables} while ${action.getState().status}`);
      },
      onSettled: (result) => {
        order.push(`settled ${JSON.stringify(result)} while ${action.getState().status}`);
      },
    });
    await action.run(21);
    expect(order).toEqual([
      'success 42 for 21 while pending',
      'settled {"ok":true,"data":42} while success',
    ]);
  });

  it('reloads what it lists once it succeeded, and resolves after the reloads settled', async () => {
    const order: string[] = [];
    let releaseReload: () => void = () => {};
    const list = {
      refetch: () =>
        new Promise<void>((resolve) => {
          order.push('list refetch');
          releaseReload = () => {
            order.push('list refetched');
            resolve();
          };
        }),
    };
    const page = { reload: vi.fn(async () => order.push('page reload')) };
    const plain = vi.fn(() => order.push('plain'));
    const action = createAction({
      perform: async () => 'saved',
      reload: [list, page, plain, null, false, undefined],
    });
    const run = action.run();
    let settled = false;
    void run.then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(order).toContain('list refetch'));
    expect(action.getState().status).toBe('success');
    expect(settled).toBe(false);
    releaseReload();
    await run;
    expect(settled).toBe(true);
    expect(order).toEqual(['list refetch', 'page reload', 'plain', 'list refetched']);
  });

  it('takes the reload list from the answer when reload is a function', async () => {
    const refetch = vi.fn();
    const action = createAction({
      perform: async (id: number) => ({ id }),
      reload: (data, variables) => [data.id === variables ? refetch : null],
    });
    await action.run(3);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('stays a success when a reload fails (the reload shows its own error)', async () => {
    const action = createAction({
      perform: async () => 'ok',
      reload: [
        () => {
          throw new Error('reload failed');
        },
        async () => Promise.reject(new Error('also failed')),
      ],
    });
    await expect(action.run()).resolves.toEqual({ ok: true, data: 'ok' });
    expect(action.getState().status).toBe('success');
  });

  it('never reloads after a failure', async () => {
    const refetch = vi.fn();
    const action = createAction({
      perform: async () => Promise.reject(new Error('no')),
      reload: [refetch],
    });
    await action.run();
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('given a run that fails', () => {
  it('is error with the reason and the 422 field messages (first message per field)', async () => {
    const error = refused();
    const onError = vi.fn();
    const action = createAction({ perform: async () => Promise.reject(error), onError });
    const result = await action.run({ code: 'SAVE10' });
    const fieldErrors = {
      code: 'The code has already been taken.',
      percent: 'Too much.',
    };
    expect(result).toEqual({ ok: false, error, fieldErrors });
    expect(action.getState()).toEqual({
      status: 'error',
      data: undefined,
      error,
      fieldErrors,
      variables: { code: 'SAVE10' },
    });
    expect(onError).toHaveBeenCalledWith(error, { code: 'SAVE10' }, fieldErrors);
  });

  it('has no field messages for an error without any (a 500, a network failure)', async () => {
    const error = new ApiError('Internal Server error please try again.', {
      status: 500,
      code: 'server_error',
    });
    const action = createAction({ perform: async () => Promise.reject(error) });
    await action.run();
    expect(action.getState()).toMatchObject({ status: 'error', error, fieldErrors: {} });
  });

  it('reports a write that throws synchronously as a failure too', async () => {
    const reason = new Error('Please enter a valid showroom ID.');
    const action = createAction({
      perform: () => {
        throw reason;
      },
    });
    await expect(action.run()).resolves.toMatchObject({ ok: false, error: reason });
    expect(action.getState().status).toBe('error');
  });

  it('fails the run when onSuccess throws (as TanStack does)', async () => {
    const reason = new Error('could not store the answer');
    const action = createAction({
      perform: async () => 'ok',
      onSuccess: () => {
        throw reason;
      },
    });
    await expect(action.run()).resolves.toMatchObject({ ok: false, error: reason });
    expect(action.getState()).toMatchObject({ status: 'error', error: reason });
  });

  it('clears the failure when the next run starts', async () => {
    let fail = true;
    const action = createAction({
      perform: async () => (fail ? Promise.reject(refused()) : 'ok'),
    });
    await action.run();
    expect(action.getState().fieldErrors).not.toEqual({});
    fail = false;
    const next = action.run();
    expect(action.getState()).toMatchObject({
      status: 'pending',
      error: undefined,
      fieldErrors: {},
    });
    await next;
    expect(action.getState().status).toBe('success');
  });
});

describe('given two runs that overlap', () => {
  it('shows the latest run only, whatever order the answers come in', async () => {
    const { calls, perform } = deferredWrites<string>();
    const onSuccess = vi.fn();
    const action = createAction({ perform, onSuccess });
    const first = action.run('first');
    const second = action.run('second');
    calls[1]?.resolve('second answer');
    await second;
    calls[0]?.resolve('first answer');
    await first;
    expect(action.getState()).toMatchObject({ status: 'success', data: 'second answer' });
    // Every run still calls its callbacks (a row's toast, a list's update).
    expect(onSuccess).toHaveBeenCalledTimes(2);
  });

  it('tells which row is pending through the variables', async () => {
    const { calls, perform } = deferredWrites<void>();
    const action = createAction({ perform });
    void action.run(12);
    const state = action.getState();
    expect(state.status === 'pending' && state.variables === 12).toBe(true);
    calls[0]?.resolve();
  });
});

describe('given a reset', () => {
  it('goes back to idle and a running write no longer changes the state', async () => {
    const { calls, perform } = deferredWrites<string>();
    const action = createAction({ perform });
    const run = action.run('x');
    action.reset();
    expect(action.getState().status).toBe('idle');
    calls[0]?.resolve('late');
    await expect(run).resolves.toEqual({ ok: true, data: 'late' });
    expect(action.getState().status).toBe('idle');
  });
});

describe('given new options', () => {
  it('runs the latest perform and callbacks; a run keeps the ones it started with', async () => {
    const { calls, perform } = deferredWrites<string>();
    const first = vi.fn();
    const second = vi.fn();
    const action = createAction({ perform, onSuccess: first });
    const running = action.run('a');
    action.setOptions({ perform: async () => 'b', onSuccess: second });
    calls[0]?.resolve('a');
    await running;
    expect(first).toHaveBeenCalledWith('a', 'a');
    await action.run('b');
    expect(second).toHaveBeenCalledWith('b', 'b');
    expect(first).toHaveBeenCalledTimes(1);
  });
});

describe('given a subscriber that leaves', () => {
  it('is no longer called', async () => {
    const action = createAction({ perform: async () => 'ok' });
    const listener = vi.fn();
    const unsubscribe = action.subscribe(listener);
    unsubscribe();
    await action.run();
    expect(listener).not.toHaveBeenCalled();
  });
});
