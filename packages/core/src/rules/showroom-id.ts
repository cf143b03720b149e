/**
 * spec 1 §4 "Showroom entry" and §5: "Showroom ID search starts at exactly 8 characters typed
 * (the search routine also runs for text longer than 2 or empty)." spec 1 §9: "The showroom ID
 * length that triggers search is 8. The search routine needs text longer than 2."
 */
import { SHOWROOM_ID_LENGTH, SHOWROOM_SEARCH_MIN_LENGTH } from './policy';

/** The entry box's text as searched: surrounding spaces removed (ours). */
export function normalizeShowroomId(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/** spec 1 §4.1: "When the text reaches exactly 8 characters a search runs." */
export function shouldSearchShowroom(text: string | null | undefined): boolean {
  return normalizeShowroomId(text).length === SHOWROOM_ID_LENGTH;
}

/** spec 1 §5: the search routine runs for text longer than 2, or empty. */
export function canRunShowroomSearch(text: string | null | undefined): boolean {
  const length = normalizeShowroomId(text).length;
  return length === 0 || length > SHOWROOM_SEARCH_MIN_LENGTH;
}

/** An 8-character showroom ID of letters and digits, e.g. 'AB12CD34' (ours: the alphabet). */
export function isShowroomIdFormat(text: string | null | undefined): boolean {
  return new RegExp(`^[A-Za-z0-9]{${SHOWROOM_ID_LENGTH}}$`).test(normalizeShowroomId(text));
}
