'use client';
import { useState, useSyncExternalStore } from 'react';
import {
  type Action,
  type ActionOptions,
  type ActionResult,
  type ActionState,
  createAction,
} from './action';

export type UseActionOptions<TVariables, TData> = ActionOptions<TVariables, TData>;

export type UseActionResult<TVariables, TData> = ActionState<TData, TVariables> & {
  /** True while the latest run is in flight (status 'pending'). */
  isPending: boolean;
  /** Runs the write; resolves with `{ ok, data }` or `{ ok: false, error, fieldErrors }`, never rejects. */
  run: (variables: TVariables) => Promise<ActionResult<TData>>;
  /** Back to idle (the messages of a failure go). */
  reset: () => void;
};

/**
 * One write hook for @brand/ui, the site and the embed, as `useResource` is one read hook: a
 * thin binding of the engine in ./action.ts (TanStack's useMutation over its
 * MutationObserver). `perform` is the write; the state is a union keyed on `status` ('idle' |
 * 'pending' | 'success' | 'error', ready for `data-state`), with the server's field messages
 * of a refused write in `fieldErrors`; `reload` lists what to load again once it succeeded.
 * The options may be new objects on every render: the latest are used by the next run.
 *
 * ```tsx
 * const approve = useAction({
 *   perform: (id: number) => client.admin.decideApplication({ params: { id }, body }),
 *   reload: [applications],
 * });
 * <Button loading={approve.isPending && approve.variables === row.id}
 *   onClick={() => approve.run(row.id)}>Approve</Button>
 * ```
 */
export function useAction<TVariables = void, TData = unknown>(
  options: UseActionOptions<TVariables, TData>,
): UseActionResult<TVariables, TData> {
  const [action] = useState<Action<TVariables, TData>>(() => createAction(options));
  // The latest callbacks for the next run (a render's closure sees its own props and state).
  action.setOptions(options);
  const state = useSyncExternalStore(action.subscribe, action.getState, action.getState);
  return { ...state, isPending: state.status === 'pending', run: action.run, reset: action.reset };
}
