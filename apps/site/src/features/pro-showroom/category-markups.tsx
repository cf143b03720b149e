import { VALIDATION_MESSAGES } from '@brand/core/contract';
import { Button, TextField, useAction, useSession, useToast } from '@brand/ui';
import { type FormEvent, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import './category-markups.css';

/** The least markup a Pro may set, per category as for the showroom (spec 2 §9). */
const MIN_MARKUP = 10;

interface Row {
  id: number;
  name: string;
}

/** A category with a typed markup, at its place in the list sent (the server's `index`). */
interface Chosen {
  row: Row;
  text: string;
}

/**
 * Issue 12 item 2: a Pro's markup per category (at least 10%). A category left blank uses the
 * showroom's markup; saving sends the whole list (PUT /api/showroom/settings
 * `category_markups`), which replaces the previous one. Listing and product prices follow at
 * once (the API clears its catalog cache).
 */
export function CategoryMarkupsSection() {
  const client = useClient();
  const { toast } = useToast();
  const userId = useSession((s) => s.user?.id ?? null);
  const data = useLoad(userId === null ? null : `category-markups:${userId}`, async () => {
    // Every category (the curation's list), not the showroom's menu: a category the showroom
    // does not sell now keeps its markup when the others are saved (issue 12 item 2).
    const [settings, curation] = await Promise.all([
      client.showroomSettings.showroomSettings(),
      client.showroomSettings.showroomCuration(),
    ]);
    const rows: Row[] = [...curation.data.categories]
      .sort((a, b) => a.id - b.id)
      .map((c) => ({ id: c.id, name: c.name }));
    const values = Object.fromEntries(
      settings.data.category_markups.map((m) => [m.category_id, String(m.markup_percent)]),
    );
    return { rows, values, showroomMarkup: settings.data.markup_percent };
  });
  const [edits, setEdits] = useState<Record<number, string>>({});
  // By category id: the client check's messages, or the server's for the entries it refused.
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = useAction({
    perform: ({ chosen }: { chosen: Chosen[]; rows: Row[]; showroomMarkup: number }) =>
      client.showroomSettings.updateShowroomSettings({
        body: {
          category_markups: chosen.map((c) => ({
            category_id: c.row.id,
            markup_percent: Number(c.text),
          })),
        },
      }),
    onSuccess: (answer, { rows, showroomMarkup }) => {
      data.setData({
        rows,
        showroomMarkup,
        values: Object.fromEntries(
          answer.data.category_markups.map((m) => [m.category_id, String(m.markup_percent)]),
        ),
      });
      setEdits({});
      toast({ variant: 'success', message: 'Category markups saved.' });
    },
    onError: (_caught, { chosen }, byField) => {
      // The server names a refused entry by its place in the list: category_markups.3.markup_percent.
      const mapped: Record<number, string> = {};
      for (const [field, message] of Object.entries(byField)) {
        const at = /^category_markups\.(\d+)\./.exec(field);
        const entry = at ? chosen[Number(at[1])] : undefined;
        if (entry && message) mapped[entry.row.id] = message;
      }
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) {
        toast({ variant: 'error', message: Object.values(byField)[0] ?? 'Please try again.' });
      }
    },
  });

  if (data.status === 'error' && !data.data) return <p role="alert">{data.error}</p>;
  if (!data.data) return <p role="status">Loading category markups…</p>;
  const { rows, values, showroomMarkup } = data.data;
  const textOf = (id: number) => edits[id] ?? values[id] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = rows
      .map((row) => ({ row, text: textOf(row.id).trim() }))
      .filter((c) => c.text !== '');
    const local: Record<number, string> = {};
    for (const c of chosen) {
      const n = Number(c.text);
      if (!Number.isFinite(n) || n < MIN_MARKUP) local[c.row.id] = VALIDATION_MESSAGES.markupMin;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) {
      document.getElementById(`category-markup-${Object.keys(local)[0]}`)?.focus();
      return;
    }
    void save.run({ chosen, rows, showroomMarkup });
  };

  return (
    <section aria-labelledby="category-markups" className="site-account__section">
      <h2 id="category-markups">Markup by category</h2>
      <p>
        Leave a category blank to use your showroom markup ({showroomMarkup}%). Each markup is at
        least {MIN_MARKUP}%.
      </p>
      <form className="site-markups" noValidate onSubmit={submit}>
        {rows.map((row) => (
          <TextField
            key={row.id}
            id={`category-markup-${row.id}`}
            label={`${row.name} (%)`}
            inputMode="decimal"
            placeholder={String(showroomMarkup)}
            value={textOf(row.id)}
            error={errors[row.id]}
            onChange={(e) =>
              setEdits((current) => ({
                ...current,
                [row.id]: e.target.value.replace(/[^\d.]/g, ''),
              }))
            }
          />
        ))}
        <p className="site-markups__actions">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            Save category markups
          </Button>
        </p>
      </form>
    </section>
  );
}
