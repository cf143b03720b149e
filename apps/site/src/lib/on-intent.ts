/**
 * A module loaded when the user reaches for the control that needs it (pointer over, focus,
 * touch), not with the page: the header's user menu and the footer's lead form keep Radix
 * Menu, Popper, Floating UI, Dialog and the scroll lock out of every route's initial script.
 * One load at a time; a failed load is tried again on the next intent.
 */
export interface IntentModule<T> {
  /** The module once loaded, else undefined. */
  get(): T | undefined;
  /** Starts (or joins) the load. */
  load(): Promise<T>;
}

export function onIntent<T>(importer: () => Promise<T>): IntentModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
