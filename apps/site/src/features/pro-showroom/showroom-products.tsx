import type { CurationMode, ShowroomCuration, ShowroomCurationBody } from '@brand/core/contract';
import { Button, Checkbox, TextField, useAction, useSession, useToast } from '@brand/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import './showroom-products.css';

interface Named {
  id: number;
  name: string;
}

type Draft = ShowroomCurationBody;

function draftOf(c: ShowroomCuration): Draft {
  return {
    vendor_mode: c.vendor_mode,
    vendor_ids: c.vendor_ids,
    category_mode: c.category_mode,
    category_ids: c.category_ids,
    excluded_product_ids: c.excluded_product_ids,
    added_product_ids: c.added_product_ids,
  };
}

const toggle = (list: number[], id: number, on: boolean) =>
  on ? [...new Set([...list, id])] : list.filter((x) => x !== id);

/**
 * Issue 12 item 2: a Pro chooses what their showroom sells: every vendor except some, or only
 * some (the same for categories), and single products taken out or added back. The count of
 * products the showroom will sell follows every change (POST /api/showroom/curation/preview);
 * saving (PUT /api/showroom/curation) changes the listing, search and product pages at once.
 */
export function ShowroomProductsSection() {
  const client = useClient();
  const { toast } = useToast();
  const userId = useSession((s) => s.user?.id ?? null);
  const data = useLoad(userId === null ? null : `showroom-curation:${userId}`, async () => {
    const answer = await client.showroomSettings.showroomCuration();
    return answer.data;
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [count, setCount] = useState<{ sold: number; total: number } | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAction({
    perform: (body: Draft) => client.showroomSettings.updateShowroomCuration({ body }),
    onSuccess: (answer) => {
      data.setData(answer.data);
      setDraft(draftOf(answer.data));
      setCount({ sold: answer.data.product_count, total: answer.data.total_products });
      toast({ variant: 'success', message: 'Showroom products saved.' });
    },
    onError: (_caught, _body, byField) => {
      setErrors(byField);
      toast({ variant: 'error', message: Object.values(byField)[0] ?? 'Please try again.' });
    },
  });
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Named[] | null>(null);
  const previewSeq = useRef(0);

  const loaded = data.data;
  useEffect(() => {
    if (!loaded) return;
    setDraft((current) => current ?? draftOf(loaded));
    setCount((current) => current ?? { sold: loaded.product_count, total: loaded.total_products });
    setNames((current) => ({
      ...Object.fromEntries(loaded.products.map((p) => [p.id, `${p.name} (${p.vendor_name})`])),
      ...current,
    }));
  }, [loaded]);

  if (data.status === 'error' && !loaded) return <p role="alert">{data.error}</p>;
  if (!loaded || !draft) return <p role="status">Loading showroom products…</p>;

  const change = (next: Draft) => {
    setDraft(next);
    setErrors({});
    const seq = ++previewSeq.current;
    const onlyEmpty =
      (next.vendor_mode === 'only' && next.vendor_ids.length === 0) ||
      (next.category_mode === 'only' && next.category_ids.length === 0);
    if (onlyEmpty) return;
    void client.showroomSettings
      .previewShowroomCuration({ body: next })
      .then((answer) => {
        if (seq === previewSeq.current)
          setCount({ sold: answer.data.product_count, total: answer.data.total_products });
      })
      .catch(() => {});
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!q.trim()) return;
    const answer = await client.search.searchProducts({ query: { q, per_page: 10 } });
    const rows = answer.data.data.map((p) => ({ id: p.id, name: p.name }));
    setNames((current) => ({
      ...current,
      ...Object.fromEntries(rows.map((r) => [r.id, r.name])),
    }));
    setFound(rows);
  };

  const ruleList = (
    kind: 'vendor' | 'category',
    legend: string,
    items: { id: number; name: string; product_count: number }[],
  ) => {
    const mode = kind === 'vendor' ? draft.vendor_mode : draft.category_mode;
    const ids = kind === 'vendor' ? draft.vendor_ids : draft.category_ids;
    const plural = kind === 'vendor' ? 'vendors' : 'categories';
    const setMode = (m: CurationMode) =>
      change(kind === 'vendor' ? { ...draft, vendor_mode: m } : { ...draft, category_mode: m });
    const setIds = (list: number[]) =>
      change(kind === 'vendor' ? { ...draft, vendor_ids: list } : { ...draft, category_ids: list });
    const error = errors[`${kind}_ids`];
    return (
      <fieldset
        className="site-curation__group"
        aria-describedby={error ? `${kind}-error` : undefined}
      >
        <legend>{legend}</legend>
        <div className="site-curation__modes">
          <label>
            <input
              type="radio"
              name={`${kind}-mode`}
              checked={mode === 'all'}
              onChange={() => setMode('all')}
            />{' '}
            All {plural} except those checked
          </label>
          <label>
            <input
              type="radio"
              name={`${kind}-mode`}
              checked={mode === 'only'}
              onChange={() => setMode('only')}
            />{' '}
            Only the {plural} checked
          </label>
        </div>
        <div className="site-curation__list">
          {items.map((item) => (
            <Checkbox
              key={item.id}
              label={`${item.name} (${item.product_count})`}
              checked={ids.includes(item.id)}
              onChange={(e) => setIds(toggle(ids, item.id, e.target.checked))}
            />
          ))}
        </div>
        {error ? (
          <p id={`${kind}-error`} role="alert" className="site-curation__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const productList = (label: string, ids: number[], key: 'excluded' | 'added') =>
    ids.length === 0 ? null : (
      <>
        <h3>{label}</h3>
        <ul className="site-curation__products">
          {ids.map((id) => (
            <li key={id}>
              {names[id] ?? `Product ${id}`}{' '}
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Remove ${names[id] ?? `product ${id}`} from ${label.toLowerCase()}`}
                onClick={() =>
                  change(
                    key === 'excluded'
                      ? { ...draft, excluded_product_ids: toggle(ids, id, false) }
                      : { ...draft, added_product_ids: toggle(ids, id, false) },
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section aria-labelledby="showroom-products" className="site-account__section">
      <h2 id="showroom-products">Showroom products</h2>
      <p>
        Choose what your showroom sells: vendors, categories, or single products. By default it
        sells everything.
      </p>
      <p role="status" aria-live="polite" className="site-curation__count">
        {count
          ? `Your showroom will sell ${count.sold.toLocaleString('en-US')} of ${count.total.toLocaleString('en-US')} products.`
          : ''}
      </p>
      <form
        aria-label="Showroom products"
        className="site-curation"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save.run(draft);
        }}
      >
        {ruleList('vendor', 'Vendors', loaded.vendors)}
        {ruleList('category', 'Categories', loaded.categories)}
        <fieldset className="site-curation__group">
          <legend>Single products</legend>
          {productList('Excluded products', draft.excluded_product_ids, 'excluded')}
          {productList('Added products', draft.added_product_ids, 'added')}
          {errors.added_product_ids || errors.excluded_product_ids ? (
            <p role="alert" className="site-curation__error">
              {errors.added_product_ids ?? errors.excluded_product_ids}
            </p>
          ) : null}
        </fieldset>
        <p className="site-curation__actions">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            Save showroom products
          </Button>
        </p>
      </form>
      <form
        aria-label="Find a product to exclude or add"
        className="site-curation__search"
        onSubmit={(e) => void search(e)}
      >
        <TextField
          id="curation-product-search"
          label="Find a product"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Find products
        </Button>
      </form>
      {found ? (
        found.length === 0 ? (
          <p role="status">No products found.</p>
        ) : (
          <ul aria-label="Products found" className="site-curation__products">
            {found.map((p) => {
              const excluded = draft.excluded_product_ids.includes(p.id);
              const added = draft.added_product_ids.includes(p.id);
              return (
                <li key={p.id}>
                  {p.name}{' '}
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={excluded}
                    aria-label={`Exclude ${p.name}`}
                    onClick={() =>
                      change({
                        ...draft,
                        excluded_product_ids: toggle(draft.excluded_product_ids, p.id, true),
                        added_product_ids: toggle(draft.added_product_ids, p.id, false),
                      })
                    }
                  >
                    Exclude
                  </Button>{' '}
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={added}
                    aria-label={`Add ${p.name}`}
                    onClick={() =>
                      change({
                        ...draft,
                        added_product_ids: toggle(draft.added_product_ids, p.id, true),
                        excluded_product_ids: toggle(draft.excluded_product_ids, p.id, false),
                      })
                    }
                  >
                    Add
                  </Button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </section>
  );
}
