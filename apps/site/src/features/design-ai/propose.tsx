import { ApiError } from '@brand/core/client';
import { Button, ShowroomIdEntry, useBrandStores, useShowroom } from '@brand/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useStyleProfile } from '../../lib/style-profile.ts';
import { useLoad } from '../../lib/use-load.ts';
import { useShowroomEntry } from '../../shell/showroom.tsx';

/** Ours: the budget offered before the style profile names one, in dollars. */
const DEFAULT_BUDGET = 15_000;

/** The proposal's choices in /visualize's URL: `floor:12,walls:40,...`. */
export const proposalParam = (surfaces: readonly { surface: string; product_id: number }[]) =>
  surfaces.map((s) => `${s.surface}:${s.product_id}`).join(',');

/**
 * /design-ai with an AI account (issue 15 item 6): choose a floor plan and a budget; the API
 * (POST /api/AI/propose_design) searches the showroom's products for your style profile, spends
 * one credit only when a design fits, and the proposal opens in the visualizer.
 */
export function ProposeDesign({ onSpent }: { onSpent: (credits: number) => void }) {
  const client = useClient();
  const navigate = useNavigate();
  const { showroom } = useBrandStores();
  const item = useShowroom((s) => s.item);
  const entry = useShowroomEntry();
  const profile = useStyleProfile();
  const ids = { plan: useId(), budget: useId(), budgetError: useId(), heading: useId() };
  const [planId, setPlanId] = useState<string>('');
  const [budget, setBudget] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [budgetError, setBudgetError] = useState<string | null>(null);

  const plans = useLoad(
    'ai-plans',
    async () => (await client.visualizer.floorPlans({ query: { page: 1, per_page: 50 } })).data,
  );
  const profileBudget = profile.result?.budgetCents ?? null;
  const budgetValue = budget || String(profileBudget ? profileBudget / 100 : DEFAULT_BUDGET);
  const planValue = planId || String(plans.data?.data[0]?.id ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBudgetError(null);
    const vsd = item?.vsd_id;
    if (!vsd) return;
    setBusy(true);
    try {
      const answer = await client.ai.aiProposeDesign({
        body: {
          floor_plan_id: Number(planValue),
          showroom: vsd,
          budget: Number(budgetValue),
          ...(profile.answers ? { answers: profile.answers } : {}),
        },
        quiet: true,
      });
      const proposal = answer.data;
      onSpent(proposal.credits);
      const plan = plans.data?.data.find((p) => p.id === proposal.floor_plan_id);
      showroom.getState().updateItem({
        floorplan: proposal.floor_plan_id,
        floorTemplate: null,
        is_3d: plan?.has_3d ?? true,
      });
      const query = new URLSearchParams({
        plan: String(proposal.floor_plan_id),
        proposal: proposalParam(proposal.surfaces),
        budget: String(proposal.budget),
      });
      void navigate(`/visualize?${query}`);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldErrors.budget?.[0]) {
        setBudgetError(caught.fieldErrors.budget[0]);
      } else {
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Propose a design</h2>
      <p>
        {profile.result ? (
          <>
            Your style: <strong>{profile.result.name}</strong>.{' '}
            <Link to="/style-profile">Change your style profile</Link>
          </>
        ) : (
          <>
            <Link to="/style-profile">Take the style profile</Link> so the design matches your
            style.
          </>
        )}
      </p>
      {item?.vsd_id ? (
        <form className="site-form" noValidate onSubmit={submit} aria-label="Propose a design">
          <label htmlFor={ids.plan}>Floor plan</label>
          <select
            id={ids.plan}
            value={planValue}
            onChange={(e) => setPlanId(e.currentTarget.value)}
            disabled={!plans.data}
          >
            {(plans.data?.data ?? []).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name} ({plan.room_type}, {plan.sqft} sq ft)
              </option>
            ))}
          </select>
          <label htmlFor={ids.budget}>Budget in dollars (total with fee, tax and shipping)</label>
          <input
            id={ids.budget}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={budgetValue}
            aria-invalid={budgetError ? true : undefined}
            aria-describedby={budgetError ? ids.budgetError : undefined}
            onChange={(e) => setBudget(e.currentTarget.value)}
          />
          {budgetError ? (
            <p id={ids.budgetError} role="alert" className="site-form__error">
              {budgetError}
            </p>
          ) : null}
          {error ? <p role="alert">{error}</p> : null}
          <p>One design costs one credit, spent only when a design fits your budget.</p>
          <Button type="submit" disabled={busy || !plans.data}>
            {busy ? 'Designing…' : 'Propose a design'}
          </Button>
        </form>
      ) : (
        <>
          <p>Enter your Pro's showroom ID: the design uses its products and prices.</p>
          <ShowroomIdEntry {...entry} />
        </>
      )}
    </section>
  );
}
