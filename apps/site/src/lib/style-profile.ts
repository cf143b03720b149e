/**
 * The style profile's answers on this browser and in the account (issue 15 item 4). A visitor's
 * answers are kept in localStorage; once signed in, the pages that use the profile
 * (/style-profile, /visualize, the showroom) save a visitor's answers to the account (kept at
 * sign-in) or take the account's answers when this browser has none of its own.
 *
 * Only lazy pages import this module (it is not part of the entry graph).
 */
import { type StyleProfileResult, scoreStyleProfile, styleAnswersErrors } from '@brand/core/rules';
import { useSession } from '@brand/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useClient } from './brand.tsx';

export const STYLE_PROFILE_KEY = 'style_profile';

/** What this browser stores: the answers, and whether they are the account's already. */
export type StoredStyleProfile = { answers: Record<string, string[]>; synced: boolean };

/** The stored profile, or null when absent or malformed (invalid answers are dropped). */
export function readStoredProfile(stored: string | null): StoredStyleProfile | null {
  try {
    const parsed = stored ? (JSON.parse(stored) as Partial<StoredStyleProfile>) : null;
    const answers = parsed?.answers;
    if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return null;
    const clean = Object.entries(answers).every(
      ([, ids]) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
    );
    if (!clean || Object.keys(styleAnswersErrors(answers)).length > 0) return null;
    return { answers, synced: parsed?.synced === true };
  } catch {
    return null;
  }
}

function load(): StoredStyleProfile | null {
  try {
    return readStoredProfile(localStorage.getItem(STYLE_PROFILE_KEY));
  } catch {
    return null;
  }
}

function store(profile: StoredStyleProfile): void {
  try {
    localStorage.setItem(STYLE_PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // Private mode or full storage: the profile lasts for this page only.
  }
}

export type StyleProfileState = {
  answers: Record<string, string[]> | null;
  result: StyleProfileResult | null;
  /** Store the answers here, and in the account when signed in. */
  save: (answers: Record<string, string[]>) => Promise<void>;
};

/** The current profile; syncs with the account when signed in (see the module comment). */
export function useStyleProfile(): StyleProfileState {
  const client = useClient();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [stored, setStored] = useState<StoredStyleProfile | null>(load);

  useEffect(() => {
    if (!isLoggedIn) return;
    let live = true;
    const local = load();
    const sync = async () => {
      if (local && !local.synced) {
        await client.visualizer.saveStyleProfile({ body: { answers: local.answers }, quiet: true });
        const next = { answers: local.answers, synced: true };
        store(next);
        if (live) setStored(next);
        return;
      }
      const saved = (await client.visualizer.styleProfile({ quiet: true })).data;
      if (saved) {
        const next = { answers: saved.answers as Record<string, string[]>, synced: true };
        store(next);
        if (live) setStored(next);
      }
    };
    sync().catch(() => {
      // Offline or signed out meanwhile: the browser's answers stay and sync next time.
    });
    return () => {
      live = false;
    };
  }, [client, isLoggedIn]);

  const save = useCallback(
    async (answers: Record<string, string[]>) => {
      store({ answers, synced: false });
      setStored({ answers, synced: false });
      if (!isLoggedIn) return;
      await client.visualizer.saveStyleProfile({ body: { answers } });
      store({ answers, synced: true });
      setStored({ answers, synced: true });
    },
    [client, isLoggedIn],
  );

  const result = useMemo(() => (stored ? scoreStyleProfile(stored.answers) : null), [stored]);
  return { answers: stored?.answers ?? null, result, save };
}

/** The profile this browser holds, scored (no account sync), or null. */
export function localStyleResult(): StyleProfileResult | null {
  const stored = load();
  return stored ? scoreStyleProfile(stored.answers) : null;
}
