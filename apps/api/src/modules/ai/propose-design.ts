/**
 * AI design (issue 15 item 6): a complete room design for a floor plan, a style profile and a
 * budget, found by a constraint search over the showroom's products. No outside service.
 *
 * Constraints: every surface of the plan's room (core ROOM_SURFACES) gets a product of one of
 * its categories; the estimate (core `estimate`, the arithmetic checkout uses, with the
 * showroom's customer prices, the platform fee, the state's tax and shipping) is at most the
 * budget. Objective: the summed style match (core `styleMatch` of the profile and each
 * product's `productStyleScores`). Search (`searchDesign`, deterministic): start from the
 * cheapest product of every surface (none fits: no design); then repeatedly make the one swap
 * that raises the style match most while the exact estimate stays within the budget (ties: the
 * lower total, then the lower product id), until no swap helps.
 *
 * Implausible lines (issue 29 item 4): core `estimate` leaves a line its sanity check flags (a
 * $1,197 cabinet knob) out of the totals, so a flagged product would look free to the search.
 * The AI therefore never proposes one: a product whose line for its surface is flagged is no
 * candidate (a surface left without candidates answers NO_PRODUCTS), and a combination whose
 * estimate flags a line (one product on two surfaces, its quantities summed) is never taken.
 *
 * Writes: checks first (credits, plan, showroom, answers, the search), then one transaction
 * spends the credit (only if still there) and stores the proposal.
 */
import type { AiProposal, AiProposeDesignBody } from '@brand/core/contract';
import type { KitchenWidths } from '@brand/core/drawing';
import {
  AI_DESIGN_CREDIT_COST,
  applianceWidths,
  type Estimate,
  estimate,
  markupPrice,
  productStyleScores,
  type RoomMeasures,
  type RoomSurface,
  roomMeasures,
  roomSurfaces,
  type SurfaceKey,
  type SurfaceMeasure,
  scoreStyleProfile,
  shippingChargeCents,
  styleAnswersErrors,
  styleMatch,
  surfaceAmount,
  surfaceFits,
  toCents,
} from '@brand/core/rules';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid, invalidFields, notFound, refused } from '../../errors.ts';
import { planGeometryOf, usablePlan } from '../floor-plans/index.ts';
import { markupTable } from '../product-rows/index.ts';
import { publicSettings } from '../settings/index.ts';
import { dollars } from '../shared/index.ts';
import { NO_SHOWROOM, showroomByVsd } from '../showrooms/index.ts';

export const NO_DESIGN_FITS = 'No design fits this budget. Try a larger budget.';
export const NO_CREDITS = 'You have no AI design credits left.';
export const NO_PRODUCTS = 'This showroom has no products for every surface of this room.';

/** Ours: the candidates kept per surface (the best style matches, then the cheapest). */
export const CANDIDATES_BY_STYLE = 8;
export const CANDIDATES_BY_PRICE = 4;

export interface Candidate {
  productId: number;
  unitPriceCents: number;
  boxSqft: number | null;
  minUnit: number;
  /** Style match with the profile (higher is better). */
  style: number;
  /** The product's name: a kitchen appliance's says its width (core `applianceWidths`). */
  name?: string;
}

export interface SurfaceNeed {
  key: SurfaceKey;
  measure: SurfaceMeasure;
  /** sq ft, feet or pieces (core surfaceAmount). */
  amount: number;
  /**
   * The amount with the kitchen's appliances at these widths (issue 29 item 1: the countertop
   * and the cabinet hardware follow the refrigerator, range and dishwasher picked); without it,
   * `amount`.
   */
  amountWith?: (widths: KitchenWidths) => number;
  candidates: readonly Candidate[];
}

export interface Money {
  platformFeePercent: number;
  taxRatePercent: number;
  shippingCents: number;
}

export interface DesignFound {
  picks: Candidate[];
  estimate: Estimate;
  style: number;
}

/** Whether the product's line for this surface passes core's sanity check (`estimate`'s). */
export const plausible = (
  need: Pick<SurfaceNeed, 'key' | 'measure' | 'amount'>,
  c: Candidate,
  money: Money,
) => estimateOf([need], [c], money).flagged.length === 0;

const estimateOf = (
  needs: readonly Pick<SurfaceNeed, 'key' | 'measure' | 'amount' | 'amountWith'>[],
  picks: readonly Candidate[],
  money: Money,
) => {
  // The appliances picked, from their stored names: the kitchen's cabinets around them.
  const widths = applianceWidths(
    Object.fromEntries(
      needs.map((need, i) => {
        const name = picks[i]?.name;
        return [need.key, name === undefined ? null : { name }];
      }),
    ),
  );
  return estimate({
    items: needs.map((need, i) => {
      const pick = picks[i] as Candidate;
      return {
        surface: need.key,
        measure: need.measure,
        amount: need.amountWith ? need.amountWith(widths) : need.amount,
        productId: pick.productId,
        sizeId: null,
        unitPriceCents: pick.unitPriceCents,
        boxSqft: pick.boxSqft,
        minUnit: pick.minUnit,
      };
    }),
    ...money,
  });
};

/** The search (see the module comment); null when no design is within the budget. */
export function searchDesign(
  given: readonly SurfaceNeed[],
  budgetCents: number,
  money: Money,
): DesignFound | null {
  const needs = given.map((n) => ({
    ...n,
    candidates: n.candidates.filter((c) => plausible(n, c, money)),
  }));
  if (needs.some((n) => n.candidates.length === 0)) return null;
  const alone = (need: SurfaceNeed, c: Candidate) => estimateOf([need], [c], money).totalCents;
  const picks = needs.map((need) => {
    let best = need.candidates[0] as Candidate;
    let bestCost = alone(need, best);
    for (const c of need.candidates) {
      const cost = alone(need, c);
      if (cost < bestCost || (cost === bestCost && c.productId < best.productId)) {
        best = c;
        bestCost = cost;
      }
    }
    return best;
  });
  let current = estimateOf(needs, picks, money);
  if (current.totalCents > budgetCents || current.flagged.length > 0) return null;
  for (;;) {
    let best: { i: number; c: Candidate; gain: number; est: Estimate } | null = null;
    needs.forEach((need, i) => {
      const now = picks[i] as Candidate;
      for (const c of need.candidates) {
        const gain = c.style - now.style;
        if (gain <= 0) continue;
        const trial = picks.slice();
        trial[i] = c;
        const est = estimateOf(needs, trial, money);
        if (est.totalCents > budgetCents || est.flagged.length > 0) continue;
        if (
          !best ||
          gain > best.gain ||
          (gain === best.gain &&
            (est.totalCents < best.est.totalCents ||
              (est.totalCents === best.est.totalCents && c.productId < best.c.productId)))
        ) {
          best = { i, c, gain, est };
        }
      }
    });
    if (!best) break;
    const chosen: { i: number; c: Candidate; est: Estimate } = best;
    picks[chosen.i] = chosen.c;
    current = chosen.est;
  }
  return { picks, estimate: current, style: picks.reduce((sum, p) => sum + p.style, 0) };
}

type AiUser = typeof t.aiUsers.$inferSelect;

/** Checks, search, then one transaction: the credit spent and the proposal stored. */
export async function proposeDesign(
  db: Db,
  user: AiUser,
  body: AiProposeDesignBody,
): Promise<AiProposal> {
  if (user.credits < AI_DESIGN_CREDIT_COST) throw refused(NO_CREDITS);
  const answers = (body.answers ?? {}) as Record<string, string[]>;
  const errors = styleAnswersErrors(answers);
  if (Object.keys(errors).length > 0) {
    throw invalidFields(
      Object.fromEntries(Object.entries(errors).map(([id, m]) => [`answers.${id}`, [m]])),
    );
  }
  const profile = scoreStyleProfile(answers);
  // Issue 23 item 7: public plans only. An AI account is not a marketplace user, so another
  // user's own room is as unknown to it as a plan that does not exist (its type and size stay
  // private).
  const plan = await usablePlan(db, null, {
    planId: body.floor_plan_id,
    field: 'floor_plan_id',
    message: 'Please choose a floor plan.',
  });
  const showroom = await showroomByVsd(db, body.showroom);
  if (!showroom) throw notFound(NO_SHOWROOM);
  const state = (body.state ?? 'CA').toUpperCase();
  const settings = await publicSettings(db);
  const rates = (settings.tax_rates ?? {}) as Record<string, number>;
  if (!Object.hasOwn(rates, state)) throw invalid('state', 'Please choose a state.');
  const surcharge = (settings.shipping_surcharge ?? {}) as Record<string, number>;
  const money: Money = {
    platformFeePercent: Number(settings.platform_fee_percent ?? 0),
    taxRatePercent: Number(rates[state] ?? 0),
    shippingCents: shippingChargeCents(state, toCents(surcharge[state] ?? 0)) ?? 0,
  };

  const surfaces = roomSurfaces(plan.roomType);
  const geometry = planGeometryOf(plan);
  const measures = roomMeasures(geometry, plan.roomType);
  // The measures with the appliances picked (a kitchen's countertop and hardware), once per widths.
  const measured = new Map<string, RoomMeasures>();
  const amountWith = (key: SurfaceKey) => (widths: KitchenWidths) => {
    const at = JSON.stringify(widths);
    let m = measured.get(at);
    if (!m) {
      m = roomMeasures(geometry, plan.roomType, widths);
      measured.set(at, m);
    }
    return surfaceAmount(key, m, plan.roomType);
  };
  const names = [...new Set(surfaces.flatMap((s) => s.categories))];
  const categories = names.length
    ? await db.select().from(t.categories).where(inArray(t.categories.name, names))
    : [];
  const products = categories.length
    ? await db
        .select()
        .from(t.products)
        .where(
          and(
            inArray(
              t.products.categoryId,
              categories.map((c) => c.id),
            ),
            isNull(t.products.retiredAt),
          ),
        )
    : [];
  const markup = await markupTable(db, showroom);
  const categoryName = new Map(categories.map((c) => [c.id, c.name] as const));
  const candidatesOf = (
    need: Pick<SurfaceNeed, 'key' | 'measure' | 'amount'>,
    allowed: Pick<RoomSurface, 'categories' | 'types'>,
  ): Candidate[] => {
    const all = products
      .filter((p) => surfaceFits(allowed, categoryName.get(p.categoryId) ?? '', p.name))
      .map((p) => ({
        productId: p.id,
        unitPriceCents: markupPrice(p.priceCents, markup(p.categoryId)),
        boxSqft: p.boxSqft === null ? null : Number(p.boxSqft),
        minUnit: p.minUnit,
        name: p.name,
        style: styleMatch(
          profile.scores,
          productStyleScores({
            id: p.id,
            name: p.name,
            category: categoryName.get(p.categoryId) ?? '',
            boxSqft: p.boxSqft,
          }),
        ),
      }))
      .filter((c) => plausible(need, c, money));
    const byStyle = [...all]
      .sort(
        (a, b) =>
          b.style - a.style || a.unitPriceCents - b.unitPriceCents || a.productId - b.productId,
      )
      .slice(0, CANDIDATES_BY_STYLE);
    const byPrice = [...all]
      .sort((a, b) => a.unitPriceCents - b.unitPriceCents || a.productId - b.productId)
      .slice(0, CANDIDATES_BY_PRICE);
    const kept = new Map([...byPrice, ...byStyle].map((c) => [c.productId, c] as const));
    return [...kept.values()];
  };
  const needs: SurfaceNeed[] = surfaces.map((s) => {
    const need = {
      key: s.key,
      measure: s.measure,
      amount: surfaceAmount(s.key, measures, plan.roomType),
    };
    return { ...need, amountWith: amountWith(s.key), candidates: candidatesOf(need, s) };
  });
  if (needs.length === 0 || needs.some((n) => n.candidates.length === 0)) {
    throw refused(NO_PRODUCTS);
  }
  const budgetCents = toCents(body.budget);
  const found = searchDesign(needs, budgetCents, money);
  if (!found) throw invalid('budget', NO_DESIGN_FITS);

  const chosen = needs.map((n, i) => ({
    surface: n.key,
    product_id: (found.picks[i] as Candidate).productId,
  }));
  const { row, credits } = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(t.aiUsers)
      .set({ credits: sql`${t.aiUsers.credits} - ${AI_DESIGN_CREDIT_COST}` })
      .where(and(eq(t.aiUsers.id, user.id), gte(t.aiUsers.credits, AI_DESIGN_CREDIT_COST)))
      .returning({ credits: t.aiUsers.credits });
    if (!spent) throw refused(NO_CREDITS);
    const [stored] = await tx
      .insert(t.aiDesigns)
      .values({
        aiUserId: user.id,
        floorPlanId: plan.id,
        showroomId: showroom.id,
        style: profile.style,
        budgetCents,
        totalCents: found.estimate.totalCents,
        surfaces: chosen,
      })
      .returning();
    return { row: stored as typeof t.aiDesigns.$inferSelect, credits: spent.credits };
  });
  const e = found.estimate;
  return {
    id: row.id,
    floor_plan_id: plan.id,
    style: profile.style,
    budget: dollars(budgetCents),
    surfaces: chosen,
    subtotal: dollars(e.subtotalCents),
    platform_fee: dollars(e.platformFeeCents),
    tax: dollars(e.taxCents),
    shipping: dollars(e.shippingCents),
    total: dollars(e.totalCents),
    credits,
  };
}
