import type { ResourceState } from '@brand/ui';

export type Load<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'done'; data: T; error: null }
  | { status: 'error'; data: T | null; error: string };

/** The message to show for a failed request (core's errors carry the catalogue's text). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * What a page shows for a @brand/ui resource state, given `last`, the last answer of any key
 * (null before the first): 'done' with the answer; 'loading' with the last answer while a load
 * (a new key, a refetch) runs; 'error' with the message and the last answer. A resource with
 * no key (idle) keeps showing the last answer.
 */
export function loadState<T>(resource: ResourceState<T>, last: T | null): Load<T> {
  if (resource.status === 'error') {
    return { status: 'error', data: last, error: errorMessage(resource.error) };
  }
  if (resource.status === 'success' && !resource.isFetching) {
    return { status: 'done', data: resource.data as T, error: null };
  }
  if (resource.status === 'idle' && last !== null) {
    return { status: 'done', data: last, error: null };
  }
  return { status: 'loading', data: last, error: null };
}
