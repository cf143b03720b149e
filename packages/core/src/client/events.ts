import type { Toast } from './catalogue';
import type { ApiError, FieldErrors } from './errors';

/** What a request looks like to a listener (a progress bar, a logger). */
export interface RequestInfo {
  /** Increments per transport; pairs a start with its finish or fail. */
  id: number;
  method: string;
  /** The path with its params filled, without base URL or query. */
  path: string;
}

/** Where to send the user after a 401: Login, with a redirect back to where they were. */
export interface UnauthorizedIntent {
  /** The page the user was on (path + search + hash). */
  redirectTo: string;
  /** `/login?redirect=<redirectTo>` (encoded, `/` kept readable), ready to navigate to. */
  loginUrl: string;
  error: ApiError;
}

export interface ClientEventMap {
  'request:start': RequestInfo;
  'request:finish': RequestInfo & { status: number };
  'request:fail': RequestInfo & { status: number; error: ApiError };
  unauthorized: UnauthorizedIntent;
  toast: Toast;
  /** `{}` before every request and on every response without field errors (spec: reset). */
  'field-errors': FieldErrors;
}

export type Listener<T> = (payload: T) => void;

export interface Emitter<M> {
  /** Subscribe; returns the unsubscribe function. */
  on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void;
  emit<K extends keyof M>(type: K, payload: M[K]): void;
}

/**
 * A tiny typed event emitter. A throwing listener never breaks the request or the other
 * listeners: its error goes to `reportError` where the platform has it (browsers).
 */
export function createEmitter<M>(): Emitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, payload) {
      const set = listeners.get(type);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          const report = (globalThis as { reportError?: (e: unknown) => void }).reportError;
          report?.(error);
        }
      }
    },
  };
}
