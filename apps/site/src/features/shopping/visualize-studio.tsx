import type { FloorPlan, FloorTemplate } from '@brand/core/contract';
import { planSvg } from '@brand/core/drawing';
import {
  applianceWidths,
  type EstimateItem,
  estimate,
  finishLines,
  productLook,
  roomMeasures,
  roomSurfaces,
  type SurfaceKey,
  shippingChargeCents,
  surfaceCount,
  toCents,
  US_STATES,
} from '@brand/core/rules';
import { Button, useSession } from '@brand/ui';
import { CAMERA_VIEWS, type CameraView } from '@brand/visualizer/camera';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { SaveStatus } from '../../lib/autosave.ts';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import {
  PENDING_DESIGN_KEY,
  putPendingDesign,
  readPendingDesigns,
  savePendingDesigns,
} from '../../lib/pending-design.ts';
import { useLoad } from '../../lib/use-load.ts';
import { createDesignEditor, type Design } from './design-editor.ts';
import { StudioChoices } from './studio-choices.tsx';
import { StudioEstimate } from './studio-estimate.tsx';
import { useStudioProducts } from './studio-products.ts';

/** The 3-D scene: its own chunk (three.js), fetched only when it mounts (issue 15 item 8). */
const RoomScene = lazy(() => import('@brand/visualizer').then((m) => ({ default: m.RoomScene })));

/** Ours: the tax state before the customer picks one (the demo's customers are in California). */
const DEFAULT_STATE = 'CA';
/** Ours: how long the design rests before it autosaves (ms). */
const AUTOSAVE_DELAY_MS = 800;

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
            finishes: found.finishes,
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
    if (own.finishes) design.finishes = own.finishes as Design['finishes'];
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

/** The studio's editor for this mount, its snapshot subscribed (tldraw's useEditor pattern). */
function useDesignEditor(initial: Design, save: ((design: Design) => Promise<void>) | null) {
  // The save of the latest render (its props), called by the editor when the design rests.
  const saveRef = useRef(save);
  saveRef.current = save;
  const [editor] = useState(() =>
    createDesignEditor({
      initial,
      delayMs: AUTOSAVE_DELAY_MS,
      save: save ? (design) => saveRef.current?.(design) ?? Promise.resolve() : null,
    }),
  );
  useEffect(() => () => editor.dispose(), [editor]);
  const snapshot = useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
  return { editor, ...snapshot };
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
  const surfaces = roomSurfaces(plan.room_type);
  // The design, its undo/redo and its autosave live in a framework-free editor
  // (./design-editor.ts); the studio renders its snapshot and sends it commands.
  const { editor, design, canUndo, canRedo, saveStatus } = useDesignEditor(
    initial,
    saveTo === null
      ? null
      : async (chosen) => {
          const body = {
            floorplan: plan.id,
            floorTemplate: template.id,
            surfaces: surfaces.flatMap((s) => {
              const id = chosen[s.key];
              return id === undefined ? [] : [{ surface: s.key, product_id: id }];
            }),
            ...(chosen.finishes ? { finishes: chosen.finishes } : {}),
          };
          if (saveTo === 'customer') {
            await client.visualizer.saveDesign({ body: { showroom: vsdId, ...body }, quiet: true });
            return;
          }
          const list = readPendingDesigns(storage.get(PENDING_DESIGN_KEY));
          storage.set(
            PENDING_DESIGN_KEY,
            JSON.stringify(putPendingDesign(list, { vsd_id: vsdId, ...body })),
          );
        },
  );
  const [selected, setSelected] = useState<SurfaceKey>(surfaces[0]?.key ?? 'floor');
  const [view, setView] = useState<CameraView>('corner');
  const [taxChoice, setTaxState] = useState<string | null>(null);
  const taxState =
    taxChoice ??
    (addressState && US_STATES.some((s) => s.code === addressState) ? addressState : DEFAULT_STATE);
  const [webgl] = useState(() => hasWebGL() && !new URLSearchParams(location.search).has('2d'));
  const ids = {
    views: useId(),
  };

  const surface = surfaces.find((s) => s.key === selected) ?? surfaces[0];
  const { known, settings, templateProducts, choices } = useStudioProducts({
    owner,
    vsdId,
    template,
    roomType: plan.room_type,
    surface: surface ?? null,
  });

  // The appliances at their products' widths: the scene and the estimate (issue 29 item 1).
  const widths = applianceWidths(
    Object.fromEntries(surfaces.map((s) => [s.key, known.get(design[s.key] ?? -1)])),
  );
  const { fridge, range, dishwasher, hood } = widths;
  const measures = useMemo(
    () => roomMeasures(plan.geometry, plan.room_type, { fridge, range, dishwasher, hood }),
    [plan, fridge, range, dishwasher, hood],
  );
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
    // How much, and how it was counted (core: from the same layout the 3-D room draws).
    const count = surfaceCount(s.key, measures, plan.room_type);
    return [
      {
        surface: s.key,
        measure: s.measure,
        amount: count.amount,
        basis: count.basis,
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
              finishes={design.finishes ?? null}
              applianceWidths={widths}
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
              <Button variant="secondary" onClick={editor.retrySave}>
                Save again
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="viz-history">
          <Button variant="secondary" disabled={!canUndo} onClick={editor.undo}>
            Undo
          </Button>
          <Button variant="secondary" disabled={!canRedo} onClick={editor.redo}>
            Redo
          </Button>
        </div>
      </div>
      <StudioChoices
        surfaces={surfaces}
        selected={selected}
        onSelect={setSelected}
        surface={surface ?? null}
        design={design}
        choices={choices}
        known={known}
        productName={productName}
        onChoose={editor.choose}
        roomType={plan.room_type}
        onFinish={editor.finish}
      />
      <StudioEstimate
        plan={plan}
        template={template}
        vsdId={vsdId}
        showroomName={showroomName}
        planImage={planImage}
        floorSqft={measures.floorSqft}
        money={money}
        finishes={finishLines(design.finishes, measures, plan.room_type, Boolean(looks.walls))}
        pricing={!money || templateProducts.status === 'loading'}
        productName={productName}
        nameOf={(id) => known.get(id)?.name}
        taxState={taxState}
        onTaxStateChange={setTaxState}
      />
    </section>
  );
}
