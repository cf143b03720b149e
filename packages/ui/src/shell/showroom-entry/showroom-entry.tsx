'use client';
import type { ShowroomSearchResult } from '@brand/core/contract';
import {
  MESSAGES,
  normalizeShowroomId,
  SHOWROOM_ID_LENGTH,
  shouldSearchShowroom,
} from '@brand/core/rules';
import { type ComponentProps, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Field, FieldInput, FieldLabel } from '../../primitives/field/field';
import { useOptionalToast } from '../../primitives/toast/toast';

/** The search hit shown to the user (spec 1 §3: id, company_name, vsd_id). */
export type ShowroomHit = Pick<ShowroomSearchResult, 'id' | 'company_name' | 'vsd_id'>;

export interface ShowroomIdEntryProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** GET /api/visualization/showrooms?s= through core's client: the results, first hit first. */
  search: (showroomId: string) => Promise<readonly ShowroomHit[]>;
  /** GET /api/visualization/shop_profile: the profile, or null when empty (not found). */
  loadProfile: (hit: ShowroomHit) => Promise<unknown>;
  /** The profile loaded: store the showroom and go to /visualize/contractor/all. */
  onEnter: (hit: ShowroomHit, profile: unknown) => void;
  /** The showroom already chosen: shows "Continue Shopping" and "New Showroom". */
  current?: { company_name?: string | null; vsd_id: string } | null;
  onContinueShopping?: () => void;
}

type Phase = 'idle' | 'searching' | 'found' | 'not-found' | 'loading';

/**
 * Showroom ID entry (spec 1 §4 "Showroom entry"): searches when the text reaches exactly 8
 * characters, shows the first hit (company name and ID), enables Next only then, loads the
 * profile on Next; warns 'No Showroom Found, Please Enter Correct Showroom Id.' on an empty
 * search or profile. With a chosen showroom: "Continue Shopping" and "New Showroom".
 */
function ShowroomIdEntry({
  search,
  loadProfile,
  onEnter,
  current,
  onContinueShopping,
  className,
  ...props
}: ShowroomIdEntryProps) {
  const [text, setText] = useState('');
  const [hit, setHit] = useState<ShowroomHit | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [entering, setEntering] = useState(false);
  const [inlineWarning, setInlineWarning] = useState<string | null>(null);
  const latest = useRef(0);
  const toast = useOptionalToast();
  const id = useId();

  const warn = () => {
    if (toast) toast.warning(MESSAGES.showroomNotFound);
    else setInlineWarning(MESSAGES.showroomNotFound);
  };

  const onChange = async (value: string) => {
    setText(value);
    setHit(null);
    setInlineWarning(null);
    const ticket = ++latest.current;
    if (!shouldSearchShowroom(value)) {
      setPhase('idle');
      return;
    }
    setPhase('searching');
    try {
      const results = await search(normalizeShowroomId(value));
      if (ticket !== latest.current) return;
      const first = results[0] ?? null;
      setHit(first);
      setPhase(first ? 'found' : 'not-found');
      if (!first) warn();
    } catch {
      // The client already showed the catalogue's toast for a failed request.
      if (ticket === latest.current) setPhase('idle');
    }
  };

  const onNext = async () => {
    if (!hit) return;
    setPhase('loading');
    try {
      const profile = await loadProfile(hit);
      if (profile === null || profile === undefined) {
        setPhase('found');
        warn();
        return;
      }
      setEntering(false);
      onEnter(hit, profile);
    } catch {
      setPhase('found');
    }
  };

  if (current && !entering) {
    return (
      <div
        data-slot="showroom-entry"
        data-state="chosen"
        className={cn('bui-showroom-entry', className)}
        {...props}
      >
        <p className="bui-showroom-entry__current">
          You are shopping in <strong>{current.company_name ?? 'your showroom'}</strong>{' '}
          <span className="bui-tabular">({current.vsd_id})</span>
        </p>
        <div className="bui-showroom-entry__row">
          <Button onClick={onContinueShopping}>Continue Shopping</Button>
          <Button variant="secondary" onClick={() => setEntering(true)}>
            New Showroom
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div
      data-slot="showroom-entry"
      data-state={phase}
      className={cn('bui-showroom-entry', className)}
      {...props}
    >
      <form
        className="bui-showroom-entry__row"
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
      >
        <Field id={id} className="bui-showroom-entry__field">
          <FieldLabel>Showroom ID</FieldLabel>
          <FieldInput
            className="bui-tabular"
            value={text}
            maxLength={SHOWROOM_ID_LENGTH + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. AB12CD34"
            aria-describedby={`${id}-result`}
            onChange={(event) => void onChange(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={!hit || phase === 'loading'} loading={phase === 'loading'}>
          Next
        </Button>
      </form>
      <p id={`${id}-result`} className="bui-showroom-entry__result" aria-live="polite">
        {phase === 'searching' ? 'Searching…' : null}
        {hit ? (
          <>
            <strong>{hit.company_name}</strong> <span className="bui-tabular">({hit.vsd_id})</span>
          </>
        ) : null}
        {phase === 'idle' && !hit
          ? `Enter the ${SHOWROOM_ID_LENGTH}-character ID your Pro gave you.`
          : null}
      </p>
      {inlineWarning ? (
        <p role="alert" className="bui-alert" data-tone="warning">
          {inlineWarning}
        </p>
      ) : null}
    </div>
  );
}

export { ShowroomIdEntry };
