import {
  Button,
  Field,
  FieldError,
  FieldInput,
  FieldLabel,
  FieldSelect,
  ShowroomIdEntry,
  useAction,
  useBrandStores,
  useShowroom,
} from '@brand/ui';
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
  // Entering a showroom here keeps the visitor on this page: the design needs it, nothing else.
  const entry = useShowroomEntry({ stay: true });
  const profile = useStyleProfile();
  const ids = { heading: useId() };
  const [planId, setPlanId] = useState<string>('');
  const [budget, setBudget] = useState<string>('');

  const plans = useLoad(
    'ai-plans',
    async () => (await client.visualizer.floorPlans({ query: { page: 1, per_page: 50 } })).data,
  );
  const profileBudget = profile.result?.budgetCents ?? null;
  const budgetValue = budget || String(profileBudget ? profileBudget / 100 : DEFAULT_BUDGET);
  const planValue = planId || String(plans.data?.data[0]?.id ?? '');

  const propose = useAction({
    perform: (vsd: string) =>
      client.ai.aiProposeDesign({
        body: {
          floor_plan_id: Number(planValue),
          showroom: vsd,
          budget: Number(budgetValue),
          ...(profile.answers ? { answers: profile.answers } : {}),
        },
        quiet: true,
      }),
    onSuccess: (answer) => {
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
    },
  });
  // A budget the showroom cannot meet shows under the budget; any other refusal above Propose.
  const failed = propose.status === 'error';
  const budgetError = failed ? (propose.fieldErrors.budget ?? null) : null;
  const error =
    failed && !budgetError
      ? propose.error instanceof Error
        ? propose.error.message
        : String(propose.error)
      : null;
  const busy = propose.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const vsd = item?.vsd_id;
    if (vsd) void propose.run(vsd);
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Propose a design</h2>
      <p>
        How the design is made: it is not a trained model. It is a search of the showroom's products
        that fit your style profile, the floor plan and your budget, so the same choices give the
        same design.
      </p>
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
          <Field>
            <FieldLabel>Floor plan</FieldLabel>
            <FieldSelect
              value={planValue}
              onChange={(e) => setPlanId(e.currentTarget.value)}
              disabled={!plans.data}
            >
              {(plans.data?.data ?? []).map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name} ({plan.room_type}, {plan.sqft} sq ft)
                </option>
              ))}
            </FieldSelect>
          </Field>
          <Field invalid={Boolean(budgetError)}>
            <FieldLabel>Budget in dollars (total with fee, tax and shipping)</FieldLabel>
            <FieldInput
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={budgetValue}
              onChange={(e) => setBudget(e.currentTarget.value)}
            />
            <FieldError role="alert" className="site-form__error">
              {budgetError}
            </FieldError>
          </Field>
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
