import type { FloorPlan, FloorTemplate } from '@brand/core/contract';
import {
  type estimate,
  type FinishLine,
  formatDate,
  formatUsd,
  US_STATES,
} from '@brand/core/rules';
import { Button, useAction } from '@brand/ui';
import { useId } from 'react';
import { useCartActions } from '../../lib/cart-actions.ts';
import { useChecklistActions } from '../../lib/checklist-actions.ts';
import { EstimateCheck } from './studio-estimate-check.tsx';
import { FinishNotes } from './studio-finishes.tsx';

/**
 * The design studio's estimate (issue 15 items 2, 3): core `estimate`'s lines and totals (the
 * same arithmetic as checkout) for the chosen tax state, each line with how it was counted
 * (issue 29 item 4), the lines core's sanity check flags apart under "Check before buying" (in
 * no total, never added by the buttons), a print header, and "Add all to cart",
 * "Add all to checklist" (one at a time, through ui's action engine; a refusal shows below)
 * and "Print estimate".
 */
export function StudioEstimate({
  plan,
  template,
  vsdId,
  showroomName,
  planImage,
  floorSqft,
  money,
  finishes,
  pricing,
  productName,
  nameOf,
  taxState,
  onTaxStateChange,
}: {
  plan: FloorPlan;
  template: FloorTemplate;
  vsdId: string;
  showroomName?: string | null | undefined;
  /** The 2-D plan as an image (the printed header's). */
  planImage: string;
  floorSqft: number;
  money: ReturnType<typeof estimate> | null;
  /** The finishes not sold here (core `finishLines`): listed, never priced. */
  finishes: readonly FinishLine[];
  /** The template's products are still loading: no figures yet. */
  pricing: boolean;
  /** A product's name for a line ('Not chosen' when unknown). */
  productName: (id: number | undefined) => string;
  /** A known product's name, for the checklist. */
  nameOf: (id: number) => string | undefined;
  taxState: string;
  onTaxStateChange: (state: string) => void;
}) {
  const { addAll } = useCartActions();
  const checklist = useChecklistActions();
  const ids = { estimate: useId(), state: useId() };
  const lines = money?.lines ?? [];
  const adder = useAction({ perform: (add: () => Promise<unknown>) => add() });
  const failure =
    adder.status === 'error'
      ? adder.error instanceof Error
        ? adder.error.message
        : 'Something went wrong.'
      : null;
  return (
    <section aria-labelledby={ids.estimate} className="viz-estimate" data-testid="estimate">
      <h3 id={ids.estimate}>Estimate</h3>
      <div className="viz-print-only" data-testid="print-header">
        <p>
          {showroomName ? `${showroomName} (showroom ${vsdId})` : `Showroom ${vsdId}`}
          <br />
          {plan.name}, template {template.name}
          <br />
          {/* Dates display as MM.DD.YYYY (spec 1 §9), the printed estimate's too. */}
          {formatDate(new Date())}
        </p>
        <img
          className="viz-plan"
          src={planImage}
          width={640}
          height={480}
          alt={`Floor plan of ${plan.name}, ${floorSqft} sq ft.`}
        />
      </div>
      <div className="viz-noprint">
        <label htmlFor={ids.state}>Tax for the state</label>{' '}
        <select id={ids.state} value={taxState} onChange={(e) => onTaxStateChange(e.target.value)}>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {!money || pricing ? (
        <p role="status">Pricing your room…</p>
      ) : (
        <table>
          <caption className="bui-sr-only">Estimate lines</caption>
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
                <td>
                  {productName(line.productId)}
                  <span className="viz-basis" data-testid="estimate-basis">
                    Counted: {line.basis}
                  </span>
                </td>
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
      <FinishNotes lines={finishes} />
      {money && !pricing ? (
        <EstimateCheck flagged={money.flagged} productName={productName} />
      ) : null}
      <div className="viz-actions viz-noprint">
        <Button
          disabled={!money || money.lines.length === 0 || adder.isPending}
          onClick={() =>
            void adder.run(() =>
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
          disabled={!money || money.lines.length === 0 || adder.isPending}
          onClick={() =>
            void adder.run(() =>
              checklist.addAll(
                vsdId,
                lines.map((l) => ({
                  productId: l.productId,
                  sizeId: l.sizeId,
                  qty: l.qty,
                  name: nameOf(l.productId) ?? `Product ${l.productId}`,
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
  );
}
