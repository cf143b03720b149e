/**
 * The write-state engine behind `useAction` and `useSchemaForm` (TanStack Query's
 * MutationObserver -> useMutation split, in miniature, as ./resource.ts is for reads): the
 * states a write goes through (idle, pending, success, error), the field messages of a refused
 * write (core's ApiError, through ./forms.ts `fieldMessages`, the one place a 422 is mapped),
 * and the resources to load again once it succeeded. Pure, no React: the hook in
 * ./use-action.ts is a thin binding, and the rules are tested here once.
 *
 * ```ts
 * const approve = createAction({
 *   perform: (id: number) => client.admin.decideApplication({ params: { id }, body }),
 *   onSuccess: (answer) => toast(answer.message),
 *   reload: [applications.refetch],
 * });
 * const unsubscribe = approve.subscribe((state) => render(state));
 * await approve.run(7); // { ok: true, data } or { ok: false, error, fieldErrors }: never throws
 * ```
 */
import { type FormErrors, fieldMessages } from './forms';

/** Where a write stands; components show it as `data-state`. */
export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

const NO_FIELD_ERRORS: FormErrors = Object.freeze({}) as FormErrors;

/**
 * A write's state, keyed on `status`: `data` only after success, `error` and `fieldErrors`
 * only after a failure, `variables` (what the last run was given) from the run on, so a list
 * can tell which row is pending (`state.status === 'pending' && state.variables === row.id`).
 */
export type ActionState<TData, TVariables> =
  | {
      status: 'idle';
      data: undefined;
      error: undefined;
      fieldErrors: FormErrors;
      variables: undefined;
    }
  | {
      status: 'pending';
      data: undefined;
      error: undefined;
      fieldErrors: FormErrors;
      variables: TVariables;
    }
  | {
      status: 'success';
      data: TData;
      error: undefined;
      fieldErrors: FormErrors;
      variables: TVariables;
    }
  | {
      status: 'error';
      data: undefined;
      /** Why the write failed (core's ApiError for a refused request). */
      error: unknown;
      /** The first message per field of a server 422 (`{}` for any other failure). */
      fieldErrors: FormErrors;
      variables: TVariables;
    };

/** What `run` resolves to: it never rejects, the failure is in the state too. */
export type ActionResult<TData> =
  | { ok: true; data: TData }
  | { ok: false; error: unknown; fieldErrors: FormErrors };

/**
 * Something to load again after a successful write: a function (a `refetch` or a site's
 * `reload`), or an object with one of them (a `useResource` result, a site `useLoad` result).
 */
export type Reloadable =
  | (() => unknown)
  | { refetch(): unknown }
  | { reload(): unknown }
  | null
  | undefined
  | false;

export interface ActionOptions<TVariables, TData> {
  /** The write itself (a client call): resolves with the answer, rejects with the failure. */
  perform: (variables: TVariables) => Promise<TData> | TData;
  /**
   * After the answer, before the state is 'success' (the write stays pending meanwhile, as
   * TanStack's onSuccess): show a toast, store the answer, navigate. Throwing fails the run.
   */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** After a failure, once the state is 'error' (with `fieldErrors` filled). */
  onError?: (error: unknown, variables: TVariables, fieldErrors: FormErrors) => unknown;
  /** After either, last (after the reloads of a success). */
  onSettled?: (result: ActionResult<TData>, variables: TVariables) => unknown;
  /**
   * What to load again once the write succeeded, a list or a function of the answer: each
   * starts after the state is 'success'; `run` resolves once they all settled (a failed reload
   * shows in its own resource, never in the write's state).
   */
  reload?:
    | ReadonlyArray<Reloadable>
    | ((data: TData, variables: TVariables) => ReadonlyArray<Reloadable>);
}

export type ActionListener<TData, TVariables> = (state: ActionState<TData, TVariables>) => void;

/** A write, its state and its subscribers: what `useAction` binds to React. */
export interface Action<TVariables, TData> {
  getState(): ActionState<TData, TVariables>;
  /** Calls `listener` on every change of state; returns the unsubscribe function. */
  subscribe(listener: ActionListener<TData, TVariables>): () => void;
  /**
   * Runs the write with `variables`. The state follows the latest run only (an earlier run's
   * answer never replaces a later one's state); every run calls its callbacks.
   */
  run(variables: TVariables): Promise<ActionResult<TData>>;
  /** Back to idle (e.g. when a form closes); a running write then no longer changes the state. */
  reset(): void;
  /** Takes new options (the latest callbacks of a render) without touching the state. */
  setOptions(options: ActionOptions<TVariables, TData>): void;
}

export const IDLE_ACTION: ActionState<never, never> = Object.freeze({
  status: 'idle',
  data: undefined,
  error: undefined,
  fieldErrors: NO_FIELD_ERRORS,
  variables: undefined,
});

/** The state of a run that started. */
export function actionPending<TData, TVariables>(
  variables: TVariables,
): ActionState<TData, TVariables> {
  return {
    status: 'pending',
    data: undefined,
    error: undefined,
    fieldErrors: NO_FIELD_ERRORS,
    variables,
  };
}

/** The state of a run that succeeded. */
export function actionSucceeded<TData, TVariables>(
  data: TData,
  variables: TVariables,
): ActionState<TData, TVariables> {
  return { status: 'success', data, error: undefined, fieldErrors: NO_FIELD_ERRORS, variables };
}

/** The state of a run that failed: the server's field messages come from `fieldMessages`. */
export function actionFailed<TData, TVariables>(
  error: unknown,
  variables: TVariables,
): ActionState<TData, TVariables> {
  return { status: 'error', data: undefined, error, fieldErrors: fieldMessages(error), variables };
}

/** Calls one reloadable, whatever its shape. */
function reloadOne(target: Reloadable): unknown {
  if (!target) return undefined;
  if (typeof target === 'function') return target();
  if ('refetch' in target) return target.refetch();
  return target.reload();
}

/** A new write engine with `options` (see the module comment). */
export function createAction<TVariables = void, TData = unknown>(
  initialOptions: ActionOptions<TVariables, TData>,
): Action<TVariables, TData> {
  let options = initialOptions;
  let state: ActionState<TData, TVariables> = IDLE_ACTION;
  let latest = 0;
  const listeners = new Set<ActionListener<TData, TVariables>>();

  const set = (next: ActionState<TData, TVariables>) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  const run = async (variables: TVariables): Promise<ActionResult<TData>> => {
    const id = ++latest;
    const current = () => id === latest;
    // The callbacks of the options this run started with (a later render may replace them).
    const { perform, onSuccess, onError, onSettled, reload } = options;
    set(actionPending(variables));
    let result: ActionResult<TData>;
    try {
      const data = await perform(variables);
      await onSuccess?.(data, variables);
      if (current()) set(actionSucceeded(data, variables));
      const targets = typeof reload === 'function' ? reload(data, variables) : (reload ?? []);
      await Promise.allSettled(
        targets.map((target) => Promise.resolve().then(() => reloadOne(target))),
      );
      result = { ok: true, data };
    } catch (error) {
      const failed = actionFailed<TData, TVariables>(error, variables);
      if (current()) set(failed);
      result = { ok: false, error, fieldErrors: failed.fieldErrors };
      try {
        await onError?.(error, variables, failed.fieldErrors);
      } catch (callbackError) {
        reportLater(callbackError);
      }
    }
    try {
      await onSettled?.(result, variables);
    } catch (callbackError) {
      reportLater(callbackError);
    }
    return result;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    run,
    reset() {
      latest += 1;
      if (state !== IDLE_ACTION) set(IDLE_ACTION);
    },
    setOptions(next) {
      options = next;
    },
  };
}

/** A callback's own failure after a failed write is a bug to see, never a second failure. */
function reportLater(error: unknown) {
  console.error(error);
}
