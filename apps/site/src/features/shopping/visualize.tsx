import { type FloorTemplate, SurfaceKeySchema, type TemplateSurface } from '@brand/core/contract';
import { matchesStyle, rankByStyle } from '@brand/core/rules';
import {
  Button,
  buttonVariants,
  Pagination,
  ShowroomIdEntry,
  useBrandStores,
  useCart,
  useSession,
  useShowroom,
} from '@brand/ui';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useStyleProfile } from '../../lib/style-profile.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { SHOWROOM_HOME, useShowroomEntry } from '../../shell/showroom.tsx';
import '../../styles/shop.css';
import { ChoiceGrid } from './choice-grid.tsx';
import { MyRoomsList } from './my-rooms.tsx';

/**
 * The design studio (issue 15): its own chunk, fetched once a plan, a template and a showroom
 * are chosen (the 3-D scene is a further chunk it fetches when the scene mounts).
 */
const DesignStudio = lazy(() =>
  import('./visualize-studio.tsx').then((m) => ({ default: m.DesignStudio })),
);

/** Photo mode (issue 29 item 6): its own chunk, fetched when the customer opens it. */
const PhotoMode = lazy(() => import('./photo-mode.tsx').then((m) => ({ default: m.PhotoMode })));

const SURFACE_KEYS: readonly string[] = SurfaceKeySchema.options;

/**
 * An AI proposal's choices from the URL (`proposal=floor:12,walls:40`), known surface keys only
 * (the studio uses those of the plan's room; issue 15 item 6); null without any.
 */
export function parseProposal(value: string | null): TemplateSurface[] | null {
  if (!value) return null;
  const surfaces = value.split(',').flatMap((part) => {
    const [surface = '', id = ''] = part.split(':');
    const productId = Number(id);
    return SURFACE_KEYS.includes(surface) && Number.isSafeInteger(productId) && productId > 0
      ? [{ surface: surface as TemplateSurface['surface'], product_id: productId }]
      : [];
  });
  return surfaces.length ? surfaces : null;
}

/** Ours: floor plans per page of the chooser (the spec's default page size). */
const PLANS_PER_PAGE = 10;

/**
 * /visualize: choose a floor plan (GET /api/floor_plans, 10 a page) and one of its templates
 * (GET /api/floor_templates?floor_plan_id=); both are stored in the showroom item (floorplan,
 * floorTemplate, is_3d) for the project the cart creates (issue 10 item 8). With a showroom,
 * the design studio (issue 15): the room in 3-D (or 2-D), its surfaces, products, estimate.
 */
export function VisualizePage() {
  const client = useClient();
  const { showroom } = useBrandStores();
  const item = useShowroom((s) => s.item);
  const entry = useShowroomEntry();
  const [page, setPage] = useState(1);
  const plansId = useId();
  const templatesId = useId();
  const studioId = useId();
  const [params, setParams] = useSearchParams();
  const proposalPlan = Number(params.get('plan')) || null;
  // An AI proposal's link (issue 15 item 6) names its plan: keep it as the chosen one.
  useEffect(() => {
    if (proposalPlan === null) return;
    const state = showroom.getState();
    if (state.item && Number(state.item.floorplan) !== proposalPlan) {
      state.updateItem({ floorplan: proposalPlan, floorTemplate: null });
    }
  }, [proposalPlan, showroom]);
  const planId = item?.floorplan ? Number(item.floorplan) : null;
  const templateId = item?.floorTemplate ? Number(item.floorTemplate) : null;
  const customer = useSession((s) => s.isLoggedIn && s.user?.type === 'User');

  // Issue 15 item 2: a customer opening /visualize on a browser that has no plan chosen gets
  // the plan and template of their saved design in this showroom (the studio then restores its
  // products). A choice made meanwhile wins.
  const vsdId = item?.vsd_id ?? null;
  const unchosen = customer && vsdId !== null && planId === null;
  useEffect(() => {
    if (!unchosen || vsdId === null) return;
    let live = true;
    client.visualizer
      .projectDesign({ query: { showroom: vsdId }, quiet: true })
      .then(({ data }) => {
        const now = showroom.getState().item;
        if (!live || !data || !now || now.vsd_id !== vsdId || now.floorplan) return;
        showroom.getState().updateItem({
          floorplan: data.floorplan,
          floorTemplate: data.floorTemplate,
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, showroom, unchosen, vsdId]);
  const designer = useSession((s) => s.user?.type === 'User' || s.user?.type === 'Contractor');
  const myRoomsId = useId();
  const [photoMode, setPhotoMode] = useState(false);
  // Issue 29 item 6: a signed-in customer saves photo mode's result into their current project.
  const cartProject = useCart((s) => s.projectId);

  const plans = useLoad(
    `plans:${page}`,
    async () =>
      (await client.visualizer.floorPlans({ query: { page, per_page: PLANS_PER_PAGE } })).data,
  );
  const plan = useLoad(
    planId === null ? null : `plan:${planId}`,
    async () => (await client.visualizer.floorPlan({ params: { id: planId ?? 0 } })).data,
  );
  const templates = useLoad(
    planId === null ? null : `templates:${planId}`,
    async () =>
      (await client.visualizer.floorTemplates({ query: { floor_plan_id: planId ?? 0 } })).data,
  );

  // Issue 15 item 5: the signed-in customer's own rooms, private to them.
  const myRooms = useLoad(designer ? 'my-rooms' : null, async () => {
    return (await client.visualizer.myRooms()).data;
  });

  const chosenTemplate = templates.data?.data.find((t) => t.id === templateId) ?? null;
  const proposal =
    plan.data && plan.data.id === proposalPlan ? parseProposal(params.get('proposal')) : null;
  // The proposal opens in the studio as a template of its own (its plan's first template's
  // fixtures, the proposal's products); choosing a template leaves it.
  const base = chosenTemplate ?? templates.data?.data[0] ?? null;
  const template: FloorTemplate | null =
    proposal && base
      ? {
          ...base,
          name: 'AI proposal',
          surfaces: proposal,
          product_ids: [...new Set(proposal.map((s) => s.product_id))],
        }
      : chosenTemplate;

  // Issue 15 item 4: templates ranked by the style profile, by the style scores the API
  // answers for each (core `templateStyleScores` over its products and their categories).
  const profile = useStyleProfile();
  const templateList = templates.data?.data;
  const ranked = useMemo(() => {
    if (!templateList) return null;
    const result = profile.result;
    return result ? rankByStyle(templateList, (t) => t.style_scores, result.scores) : templateList;
  }, [templateList, profile.result]);
  const choosePlan = (plan: { id: number; has_3d: boolean }) =>
    showroom.getState().item
      ? showroom
          .getState()
          .updateItem({ floorplan: plan.id, floorTemplate: null, is_3d: plan.has_3d })
      : showroom.getState().setItem({
          showroom: null,
          vsd_id: null,
          floorplan: plan.id,
          floorTemplate: null,
          is_3d: plan.has_3d,
        });

  return (
    <Page title="Visualize your project" lead="Choose a floor plan and a template to start.">
      {item?.vsd_id ? null : <ShowroomIdEntry {...entry} />}
      <section aria-labelledby={myRoomsId}>
        <h2 id={myRoomsId}>My rooms</h2>
        {designer && myRooms.data ? (
          <MyRoomsList
            rooms={myRooms.data}
            selected={planId}
            onSelect={choosePlan}
            onDeleted={(id) => myRooms.setData((myRooms.data ?? []).filter((r) => r.id !== id))}
          />
        ) : null}
        <Link to="/visualize/rooms/new" className={buttonVariants({ variant: 'secondary' })}>
          Use my own room
        </Link>{' '}
        <Button variant="secondary" aria-expanded={photoMode} onClick={() => setPhotoMode(true)}>
          Use a photo of my room
        </Button>
      </section>
      {photoMode ? (
        <Suspense fallback={<p role="status">Loading photo mode…</p>}>
          <PhotoMode
            owner={item?.showroom ? Number(item.showroom) : null}
            vsdId={item?.vsd_id ?? null}
            projectId={customer ? cartProject : null}
            onClose={() => setPhotoMode(false)}
          />
        </Suspense>
      ) : null}
      <p className="shop-state">
        {profile.result ? (
          <>
            Your style: <strong>{profile.result.name}</strong>. Templates that match it come first.{' '}
            <Link to="/style-profile">Change your style profile</Link>
          </>
        ) : (
          <>
            Not sure what you like? <Link to="/style-profile">Take the style profile</Link> and we
            will show the templates in your style first.
          </>
        )}
      </p>
      <section aria-labelledby={plansId}>
        <h2 id={plansId}>Floor plans</h2>
        {plans.status === 'error' && !plans.data ? (
          <div role="alert" className="shop-state">
            <p>{plans.error}</p>
            <Button variant="secondary" onClick={plans.reload}>
              Try again
            </Button>
          </div>
        ) : !plans.data ? (
          <p role="status">Loading floor plans…</p>
        ) : plans.data.data.length === 0 ? (
          <p className="shop-state">No floor plans yet.</p>
        ) : (
          <>
            <ChoiceGrid
              items={plans.data.data}
              selected={planId}
              describe={(plan) => `${plan.room_type}, ${plan.sqft} sq ft`}
              onSelect={choosePlan}
            />
            <Pagination
              page={plans.data.current_page}
              lastPage={plans.data.last_page}
              onPageChange={setPage}
            />
          </>
        )}
      </section>
      {planId === null ? null : (
        <section aria-labelledby={templatesId}>
          <h2 id={templatesId}>Templates</h2>
          {templates.status === 'error' && !templates.data ? (
            <div role="alert" className="shop-state">
              <p>{templates.error}</p>
              <Button variant="secondary" onClick={templates.reload}>
                Try again
              </Button>
            </div>
          ) : !templates.data ? (
            <p role="status">Loading templates…</p>
          ) : templates.data.data.length === 0 ? (
            <p className="shop-state">This floor plan has no templates yet.</p>
          ) : (
            <ChoiceGrid
              items={ranked ?? templates.data.data}
              selected={templateId}
              describe={(template) => template.style}
              marked={(template) =>
                profile.result && matchesStyle(profile.result.style, template.style_scores)
                  ? 'Matches your style'
                  : null
              }
              onSelect={(template) => {
                if (proposal) setParams({});
                showroom.getState().updateItem({ floorTemplate: template.id });
              }}
            />
          )}
        </section>
      )}
      {plan.data && template && item?.vsd_id ? (
        <section aria-labelledby={studioId} className="viz-design">
          <h2 id={studioId}>Design {plan.data.name}</h2>
          {proposal ? (
            <p className="shop-state" role="status">
              AI proposal: every surface chosen for your style
              {params.get('budget') ? `, within your budget of $${params.get('budget')}` : ''}.
            </p>
          ) : null}
          <Suspense fallback={<p role="status">Loading the design studio…</p>}>
            <DesignStudio
              key={`${plan.data.id}:${template.id}:${proposal ? params.get('proposal') : ''}`}
              plan={plan.data}
              template={template}
              vsdId={item.vsd_id}
              owner={item.showroom ? Number(item.showroom) : null}
              showroomName={item.company_name ?? null}
              proposal={proposal !== null}
            />
          </Suspense>
          <Link
            to={SHOWROOM_HOME}
            className={`${buttonVariants({ variant: 'secondary' })} viz-noprint`}
          >
            Shop this design
          </Link>
        </section>
      ) : null}
    </Page>
  );
}
