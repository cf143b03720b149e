import type { FloorPlan, FloorTemplate, ProductSummary } from '@brand/core/contract';
import { planSvg } from '@brand/core/drawing';
import {
  type EstimateItem,
  estimate,
  formatUsd,
  priceLineText,
  productLook,
  roomMeasures,
  roomSurfaces,
  type SurfaceKey,
  shippingChargeCents,
  surfaceAmount,
  toCents,
  US_STATES,
} from '@brand/core/rules';
import { Button, useSession } from '@brand/ui';
import { CAMERA_VIEWS, type CameraView } from '@brand/visualizer/camera';
import { lazy, Suspense, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { useCartActions } from '../../lib/cart-actions.ts';
import { useChecklistActions } from '../../lib/checklist-actions.ts';
import {
  PENDING_DESIGN_KEY,
  putPendingDesign,
  readPendingDesigns,
  savePendingDesigns,
} from '../../lib/pending-design.ts';
import { useLoad } from '../../lib/use-load.ts';

/** The 3-D scene: its own chunk (three.js), fetched only when it mounts (issue 15 item 8). */
const RoomScene = lazy(() => import('@brand/visualizer').then((m) => ({ default: m.RoomScene })));

/** Ours: products offered per category for a surface. */
const CHOICES_PER_CATEGORY = 8;
/** Ours: the tax state before the customer picks one (the demo's customers are in California). */
const DEFAULT_STATE = 'CA';
/** Ours: how long the design rests before it autosaves (ms). */
const AUTOSAVE_DELAY_MS = 800;

type Design = Partial<Record<SurfaceKey, number>>;
type History = { past: Design[]; present: Design; future: Design[] };
type Action =
  | { type: 'set'; surface: SurfaceKey; productId: number }
  | { type: 'undo' }
  | { type: 'redo' };

function history(state: History, action: Action): History {
  if (action.type === 'undo') {
    const previous = state.past.at(-1);
    if (!previous) return state;
    return {
      past: state.past.slice(0, -1),
      present: previous,
      future: [state.present, ...state.future],
    };
  }
  if (action.type === 'redo') {
    const [next, ...future] = state.future;
    if (!next) return state;
    return { past: [...state.past, state.present], present: next, future };
  }
  if (state.present[action.surface] === action.productId) return state;
  return {
    past: [...state.past, state.present],
    present: { ...state.present, [action.surface]: action.productId },
    future: [],
  };
}

/** Whether this browser can draw WebGL (else the 2-D plan view). */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

type Product = ProductSummary & { category: string };

/**
 * The design studio of /visualize (issue 15 items 1-3, 7, 8): the room (3-D scene, or the 2-D
 * plan without WebGL), a form of its surfaces and fixtures, the showroom's matching products
 * with their price lines, undo/redo, camera views, and the estimate (core `estimate`, the same
 * arithmetic as checkout) with "Add all to cart" and "Add all to checklist".
 */
export function DesignStudio(props: StudioProps) {
  const client = useClient();
  const { storage } = useBrowserState();
  // Who is designing: 'pending' while a signed-in session's user is still loading.
  const who = useSession((s) =>
    !s.isLoggedIn ? 'visitor' : !s.user ? 'pending' : s.user.type === 'User' ? 'customer' : 'other',
  );
  const { plan, template, vsdId } = props;
  // The design saved for this showroom: a customer's on the project (a design kept on this
  // browser before sign-in goes there first), a visitor's on this browser.
  const saved = useLoad(who === 'pending' ? null : `design:${who}:${vsdId}`, async () => {
    if (who === 'customer') {
      if (readPendingDesigns(storage.get(PENDING_DESIGN_KEY)).some((d) => d.vsd_id === vsdId)) {
        await savePendingDesigns(client, storage);
      }
      const found = (await client.visualizer.projectDesign({ query: { showroom: vsdId } })).data;
      return found
        ? {
            floorplan: found.floorplan,
            floorTemplate: found.floorTemplate,
            surfaces: found.surfaces,
          }
        : null;
    }
    if (who === 'visitor') {
      return (
        readPendingDesigns(storage.get(PENDING_DESIGN_KEY)).find((d) => d.vsd_id === vsdId) ?? null
      );
    }
    return null;
  });
  // The customer's saved address gives the estimate's tax state (still changeable).
  const profile = useLoad(who === 'customer' ? 'profile:state' : null, async () => {
    return (await client.checkout.profile({ quiet: true })).data.shipping_address?.state ?? null;
  });
  if (who === 'pending' || (saved.status === 'loading' && saved.data === null)) {
    return <p role="status">Loading your design…</p>;
  }
  const design: Design = {};
  for (const s of template.surfaces) design[s.surface] = s.product_id;
  const own = saved.data;
  // An AI proposal opens with its own products: a saved design does not replace them (it is
  // saved over once the customer changes something).
  if (own && !props.proposal && own.floorplan === plan.id && own.floorTemplate === template.id) {
    for (const s of own.surfaces) design[s.surface as SurfaceKey] = s.product_id;
  }
  return (
    <Studio
      {...props}
      initial={design}
      saveTo={who === 'customer' || who === 'visitor' ? who : null}
      addressState={profile.data ?? null}
    />
  );
}

type StudioProps = {
  plan: FloorPlan;
  template: FloorTemplate;
  vsdId: string;
  owner: number | null;
  /** The showroom's name, for the printed estimate. */
  showroomName?: string | null;
  /** The template is an AI proposal (issue 15 item 6): its products win over a saved design. */
  proposal?: boolean;
};

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** What the autosave status says (an aria-live region). */
function saveText(status: SaveStatus, to: 'customer' | 'visitor') {
  if (status === 'saving') return 'Saving your design…';
  if (status === 'failed') return 'Your design could not be saved.';
  if (to === 'customer') {
    return status === 'saved'
      ? 'Design saved to your project.'
      : 'Your design saves to your project as you go.';
  }
  return status === 'saved'
    ? 'Design kept on this browser. Sign in to save it to your project.'
    : 'Your design is kept on this browser until you sign in.';
}

function Studio({
  plan,
  template,
  vsdId,
  owner,
  showroomName,
  initial,
  saveTo,
  addressState,
}: StudioProps & {
  initial: Design;
  saveTo: 'customer' | 'visitor' | null;
  addressState: string | null;
}) {
  const client = useClient();
  const { storage } = useBrowserState();
  const { addAll } = useCartActions();
  const checklist = useChecklistActions();
  const surfaces = roomSurfaces(plan.room_type);
  const [state, dispatch] = useReducer(history, { past: [], present: initial, future: [] });
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const [saveTry, setSaveTry] = useState(0);
  const firstDesign = useRef(state.present);
  // Once changed, every design is saved (an undo back to the opening design too).
  const changed = useRef(false);
  if (state.present !== firstDesign.current) changed.current = true;
  // Autosave (issue 15 item 2): once the design rests, to the project or this browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (`saveTry`) saves again
  useEffect(() => {
    if (saveTo === null || !changed.current) return;
    let live = true;
    setSaveStatus('saving');
    const body = {
      floorplan: plan.id,
      floorTemplate: template.id,
      surfaces: surfaces.flatMap((s) => {
        const id = state.present[s.key];
        return id === undefined ? [] : [{ surface: s.key, product_id: id }];
      }),
    };
    const timer = setTimeout(async () => {
      try {
        if (saveTo === 'customer') {
          await client.visualizer.saveDesign({ body: { showroom: vsdId, ...body }, quiet: true });
        } else {
          const list = readPendingDesigns(storage.get(PENDING_DESIGN_KEY));
          storage.set(
            PENDING_DESIGN_KEY,
            JSON.stringify(putPendingDesign(list, { vsd_id: vsdId, ...body })),
          );
        }
        if (live) setSaveStatus('saved');
      } catch {
        if (live) setSaveStatus('failed');
      }
    }, AUTOSAVE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [state.present, saveTry, saveTo, vsdId, plan.id, template.id]);
  const [selected, setSelected] = useState<SurfaceKey>(surfaces[0]?.key ?? 'floor');
  const [view, setView] = useState<CameraView>('corner');
  const [taxChoice, setTaxState] = useState<string | null>(null);
  const taxState =
    taxChoice ??
    (addressState && US_STATES.some((s) => s.code === addressState) ? addressState : DEFAULT_STATE);
  const [webgl] = useState(() => hasWebGL() && !new URLSearchParams(location.search).has('2d'));
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [known, setKnown] = useState<Map<number, Product>>(new Map());
  const ids = {
    surfaces: useId(),
    products: useId(),
    views: useId(),
    estimate: useId(),
    state: useId(),
  };

  const categories = useLoad(owner === null ? null : `menu:${owner}`, async () => {
    const menu = (await client.showrooms.menuCategories({ params: { id: owner ?? 0 } })).data;
    return new Map(menu.map((m) => [m.category_id, m.category.name] as const));
  });
  const settings = useLoad('settings', async () => (await client.settings.settings()).data);
  const remember = (list: ProductSummary[], names: Map<number, string>) =>
    setKnown((old) => {
      const next = new Map(old);
      for (const p of list) next.set(p.id, { ...p, category: names.get(p.category_id) ?? '' });
      return next;
    });

  const templateProducts = useLoad(
    categories.data ? `template-products:${template.id}:${vsdId}` : null,
    async () => {
      const ids = [...new Set(template.surfaces.map((s) => s.product_id))];
      const list = ids.length
        ? (await client.catalog.recentlyViewed({ body: { showroom: vsdId, product_ids: ids } }))
            .data
        : [];
      remember(list, categories.data ?? new Map());
      return list.length;
    },
  );
  const surface = surfaces.find((s) => s.key === selected) ?? surfaces[0];
  const choices = useLoad(
    categories.data && surface ? `choices:${vsdId}:${plan.room_type}:${surface.key}` : null,
    async () => {
      const names = categories.data ?? new Map<number, string>();
      const wanted = [...names].filter(([, name]) => surface?.categories.includes(name));
      const pages = await Promise.all(
        wanted.map(
          async ([id]) =>
            (
              await client.catalog.visualizationProducts({
                body: { category: id, showroom: vsdId, page: 1, per_page: CHOICES_PER_CATEGORY },
              })
            ).data.data,
        ),
      );
      const list = pages.flat();
      remember(list, names);
      return list.map((p) => p.id);
    },
  );

  const design = state.present;
  const measures = useMemo(() => roomMeasures(plan.geometry), [plan]);
  const lookOf = (id: number | undefined) => {
    const p = id === undefined ? undefined : known.get(id);
    return p
      ? productLook({ id: p.id, name: p.name, category: p.category, boxSqft: p.box_sqft })
      : null;
  };
  const looks = Object.fromEntries(surfaces.map((s) => [s.key, lookOf(design[s.key])]));

  const items: EstimateItem[] = surfaces.flatMap((s) => {
    const p = design[s.key] === undefined ? undefined : known.get(design[s.key] as number);
    if (!p) return [];
    return [
      {
        surface: s.key,
        measure: s.measure,
        amount: surfaceAmount(s.key, measures),
        productId: p.id,
        sizeId: null,
        unitPriceCents: toCents(p.customer_price),
        boxSqft: p.box_sqft,
        minUnit: p.min_unit,
      },
    ];
  });
  const money = settings.data
    ? estimate({
        items,
        platformFeePercent: settings.data.platform_fee_percent,
        taxRatePercent: settings.data.tax_rates[taxState] ?? 0,
        shippingCents:
          shippingChargeCents(
            taxState,
            toCents(
              taxState === 'AK' || taxState === 'HI'
                ? settings.data.shipping_surcharge[taxState]
                : 0,
            ),
          ) ?? 0,
      })
    : null;

  const productName = (id: number | undefined) =>
    (id === undefined ? undefined : known.get(id)?.name) ?? 'Not chosen';
  const planImage = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        planSvg(plan.geometry, {
          width: 640,
          height: 480,
          floorColor: looks.floor?.color,
        }),
      )}`,
    [plan, looks.floor?.color],
  );

  const lines = money?.lines ?? [];
  /** One add action at a time; a refusal shows under the buttons. */
  const run = async (action: () => Promise<unknown>) => {
    setAdding(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong.');
    } finally {
      setAdding(false);
    }
  };

  return (
    <section aria-label="Design your room" className="viz-studio">
      <div className="viz-stage">
        {webgl ? (
          <Suspense fallback={<p role="status">Loading the 3-D room…</p>}>
            <RoomScene
              className="viz-scene"
              plan={plan.geometry}
              roomType={plan.room_type}
              looks={looks}
              selected={selected}
              onSelect={setSelected}
              view={view}
              reducedMotion={reducedMotion()}
              label={`${plan.name} in 3-D. Drag or use the arrow keys to turn, + and - to zoom.`}
            />
          </Suspense>
        ) : (
          <img
            className="viz-plan"
            src={planImage}
            width={640}
            height={480}
            alt={`Floor plan of ${plan.name}: ${plan.geometry.rooms.map((r) => r.name).join(', ')}, ${measures.floorSqft} sq ft; floor: ${productName(design.floor)}.`}
            data-testid="plan-2d"
          />
        )}
        {webgl ? (
          <fieldset className="viz-views">
            <legend id={ids.views}>Camera view</legend>
            {CAMERA_VIEWS.map((v) => (
              <label key={v.id}>
                <input
                  type="radio"
                  name={ids.views}
                  value={v.id}
                  checked={view === v.id}
                  onChange={() => setView(v.id)}
                />{' '}
                {v.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {saveTo ? (
          <div className="viz-save">
            <p role="status" aria-live="polite" data-testid="save-status">
              {saveText(saveStatus, saveTo)}
            </p>
            {saveStatus === 'failed' ? (
              <Button variant="secondary" onClick={() => setSaveTry((n) => n + 1)}>
                Save again
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="viz-history">
          <Button
            variant="secondary"
            disabled={state.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
          >
            Undo
          </Button>
          <Button
            variant="secondary"
            disabled={state.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
          >
            Redo
          </Button>
        </div>
      </div>
      <div className="viz-forms">
        <fieldset>
          <legend id={ids.surfaces}>Surfaces and fixtures</legend>
          {surfaces.map((s) => (
            <label key={s.key} className="viz-option">
              <input
                type="radio"
                name={ids.surfaces}
                value={s.key}
                checked={selected === s.key}
                onChange={() => setSelected(s.key)}
              />{' '}
              <span>
                {s.label}: {productName(design[s.key])}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset aria-busy={choices.status === 'loading'}>
          <legend id={ids.products}>Products for {surface?.label ?? ''}</legend>
          {choices.status === 'error' ? (
            <p role="alert">{choices.error}</p>
          ) : !choices.data ? (
            <p role="status">Loading products…</p>
          ) : choices.data.length === 0 ? (
            <p>This showroom has no products for this surface.</p>
          ) : (
            choices.data.map((id) => {
              const p = known.get(id);
              if (!p || !surface) return null;
              return (
                <label key={id} className="viz-option">
                  <input
                    type="radio"
                    name={ids.products}
                    value={id}
                    checked={design[surface.key] === id}
                    onChange={() => dispatch({ type: 'set', surface: surface.key, productId: id })}
                  />{' '}
                  <span>
                    {p.name}{' '}
                    <span className="viz-price">
                      {priceLineText({
                        unitPriceCents: toCents(p.customer_price),
                        categoryUnit: p.unit,
                        boxSqft: p.box_sqft,
                        uom: p.uom,
                      })}
                    </span>
                  </span>
                </label>
              );
            })
          )}
        </fieldset>
      </div>
      <section aria-labelledby={ids.estimate} className="viz-estimate" data-testid="estimate">
        <h3 id={ids.estimate}>Estimate</h3>
        <div className="viz-print-only" data-testid="print-header">
          <p>
            {showroomName ? `${showroomName} (showroom ${vsdId})` : `Showroom ${vsdId}`}
            <br />
            {plan.name}, template {template.name}
            <br />
            {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}
          </p>
          <img
            className="viz-plan"
            src={planImage}
            width={640}
            height={480}
            alt={`Floor plan of ${plan.name}, ${measures.floorSqft} sq ft.`}
          />
        </div>
        <div className="viz-noprint">
          <label htmlFor={ids.state}>Tax for the state</label>{' '}
          <select id={ids.state} value={taxState} onChange={(e) => setTaxState(e.target.value)}>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {!money || templateProducts.status === 'loading' ? (
          <p role="status">Pricing your room…</p>
        ) : (
          <table>
            <caption className="sr-only">Estimate lines</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Qty</th>
                <th scope="col">Unit price</th>
                <th scope="col">Line</th>
              </tr>
            </thead>
            <tbody>
              {money.lines.map((line) => (
                <tr key={`${line.productId}:${line.sizeId ?? ''}`} data-testid="estimate-line">
                  <td>{productName(line.productId)}</td>
                  <td data-qty={line.qty}>{line.qty}</td>
                  <td>{formatUsd(line.unitPriceCents)}</td>
                  <td data-cents={line.subtotalCents}>{formatUsd(line.subtotalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Subtotal
                </th>
                <td data-testid="estimate-subtotal" data-cents={money.subtotalCents}>
                  {formatUsd(money.subtotalCents)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Platform fee
                </th>
                <td data-testid="estimate-fee" data-cents={money.platformFeeCents}>
                  {formatUsd(money.platformFeeCents)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Tax ({US_STATES.find((s) => s.code === taxState)?.name ?? taxState})
                </th>
                <td data-testid="estimate-tax" data-cents={money.taxCents}>
                  {formatUsd(money.taxCents)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Shipping
                </th>
                <td data-testid="estimate-shipping" data-cents={money.shippingCents}>
                  {formatUsd(money.shippingCents)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td data-testid="estimate-total" data-cents={money.totalCents}>
                  {formatUsd(money.totalCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
        <div className="viz-actions viz-noprint">
          <Button
            disabled={!money || money.lines.length === 0 || adding}
            onClick={() =>
              run(() =>
                addAll(
                  vsdId,
                  lines.map((l) => ({ product_id: l.productId, size_id: l.sizeId, qty: l.qty })),
                ),
              )
            }
          >
            Add all to cart
          </Button>{' '}
          <Button
            variant="secondary"
            disabled={!money || money.lines.length === 0 || adding}
            onClick={() =>
              run(() =>
                checklist.addAll(
                  vsdId,
                  lines.map((l) => ({
                    productId: l.productId,
                    sizeId: l.sizeId,
                    qty: l.qty,
                    name: known.get(l.productId)?.name ?? `Product ${l.productId}`,
                  })),
                ),
              )
            }
          >
            Add all to checklist
          </Button>{' '}
          <Button
            variant="secondary"
            disabled={!money || money.lines.length === 0}
            onClick={() => window.print()}
          >
            Print estimate
          </Button>
        </div>
        {failure ? (
          <p role="alert" className="viz-noprint">
            {failure}
          </p>
        ) : null}
      </section>
    </section>
  );
}
