import type {
  BrandShowroomApi,
  ShowroomEvent,
  ShowroomEventName,
  ShowroomListener,
} from '../protocol.ts';
import { EVENT_NAMES } from '../protocol.ts';

/** What the queue can ask of one mounted element. */
export interface CommandTarget {
  readonly element: HTMLElement;
  namespace(): string;
  command(name: string, args: unknown[]): void;
}

type Args = ArrayLike<unknown>;
type LiveQueue = BrandShowroomApi & {
  q: { push(args: Args): void };
  ns: Record<string, LiveQueue>;
};

/**
 * The page-level host API behind `window.BrandShowroom(...)`: listeners per namespace and the
 * commands that reach every element of a namespace. One per loaded runtime; each element's
 * state stays in its own instance.
 */
export function createCommandHub(targets: () => Iterable<CommandTarget>) {
  const listeners = new Map<string, Map<ShowroomEventName, Set<ShowroomListener>>>();

  function on(namespace: string, event: unknown, listener: unknown, add: boolean) {
    if (!EVENT_NAMES.includes(event as ShowroomEventName) || typeof listener !== 'function') {
      console.warn(
        `BrandShowroom: '${add ? 'on' : 'off'}' needs one of ${EVENT_NAMES.join(', ')} and a function.`,
      );
      return;
    }
    const byEvent = listeners.get(namespace) ?? new Map<ShowroomEventName, Set<ShowroomListener>>();
    listeners.set(namespace, byEvent);
    const set = byEvent.get(event as ShowroomEventName) ?? new Set<ShowroomListener>();
    byEvent.set(event as ShowroomEventName, set);
    if (add) set.add(listener as ShowroomListener);
    else set.delete(listener as ShowroomListener);
  }

  function exec(root: LiveQueue, namespace: string, args: Args) {
    const [command, ...rest] = Array.from(args);
    switch (command) {
      case 'on':
      case 'off':
        on(namespace, rest[0], rest[1], command === 'on');
        return;
      case 'init':
        if (typeof rest[0] === 'string' && rest[0]) live(root, rest[0]);
        return;
      case 'open-product':
      case 'set-category':
        for (const target of targets()) {
          if (target.namespace() === namespace) target.command(command, rest);
        }
        return;
      default:
        console.warn(`BrandShowroom: unknown command '${String(command)}'.`);
    }
  }

  /** Makes `fn` (a stub or a namespace) execute at once, after running what it queued. */
  function live(root: LiveQueue, namespace: string, fn?: LiveQueue): LiveQueue {
    let queueFn = fn ?? root.ns[namespace];
    if (!queueFn) {
      queueFn = ((...args: unknown[]) => {
        queueFn?.q.push(args);
      }) as LiveQueue;
      root.ns[namespace] = queueFn;
    }
    const pending = Array.isArray(queueFn.q) ? (queueFn.q as Args[]) : [];
    queueFn.q = { push: (args: Args) => exec(root, namespace, args) };
    for (const args of pending) exec(root, namespace, args);
    return queueFn;
  }

  return {
    /** Takes over the loader's queue: runs what waited, then runs commands as they come. */
    install(api: BrandShowroomApi) {
      const root = api as LiveQueue;
      root.ns ??= {};
      const namespaces = Object.keys(root.ns);
      live(root, '', root);
      for (const name of namespaces) live(root, name);
    },
    /** Calls the queue's listeners for an event an element of `namespace` dispatched. */
    notify<N extends ShowroomEventName>(namespace: string, name: N, event: ShowroomEvent<N>) {
      for (const listener of listeners.get(namespace)?.get(name) ?? []) {
        try {
          (listener as ShowroomListener<N>)(event);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}
