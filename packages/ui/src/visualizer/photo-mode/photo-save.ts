import { useRef, useState } from 'react';
import { useOptionalToast } from '../../primitives/toast/toast-context';
import type { PhotoSurfaceKind } from './photo-surfaces';

/** What "Save to project" hands the host: the drawn PNG and what it shows. */
export interface PhotoModeSave {
  image: Blob;
  productId: number;
  surface: PhotoSurfaceKind;
}

/** The message when the host's save fails without one of its own. */
export const PHOTO_SAVE_FAILED = 'The photo could not be saved. Please try again.';

/**
 * "Save to project" (issue 29 item 6): hands the result to the host's `onSave` once at a time
 * and shows its answer: a success or error toast inside a ToastProvider, else a note under the
 * buttons (a status, or an alert for an error).
 */
export function useSave(onSave: ((photo: PhotoModeSave) => Promise<string>) | undefined) {
  const toast = useOptionalToast();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const running = useRef(false);
  async function save(photo: PhotoModeSave) {
    if (!onSave || running.current) return;
    running.current = true;
    setBusy(true);
    setNote(null);
    let answer: { text: string; error: boolean };
    try {
      answer = { text: await onSave(photo), error: false };
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : PHOTO_SAVE_FAILED;
      answer = { text, error: true };
    } finally {
      running.current = false;
      setBusy(false);
    }
    if (toast) toast.toast({ variant: answer.error ? 'error' : 'success', message: answer.text });
    else setNote(answer);
  }
  return { busy, note, save: (photo: PhotoModeSave) => void save(photo) };
}
