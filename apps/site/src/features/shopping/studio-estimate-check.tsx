import { type FlaggedLine, formatUsd } from '@brand/core/rules';
import { useId } from 'react';

/**
 * "Check before buying" (issue 29 item 4): the estimate's lines core's sanity check finds
 * implausible for their category (a $1,197 cabinet knob), each with its product, quantity,
 * price, how it was counted and why it was flagged. They are in no total and "Add all to cart"
 * and "Add all to checklist" leave them out; the customer asks the showroom first.
 */
export function EstimateCheck({
  flagged,
  productName,
}: {
  flagged: readonly FlaggedLine[];
  productName: (id: number | undefined) => string;
}) {
  const id = useId();
  if (flagged.length === 0) return null;
  return (
    <section aria-labelledby={id} className="viz-check" data-testid="estimate-check">
      <h4 id={id}>Check before buying</h4>
      <p>
        {flagged.length === 1 ? 'This line is' : 'These lines are'} not in the total, and Add all to
        cart leaves {flagged.length === 1 ? 'it' : 'them'} out: the price or quantity is unusual for
        what it is. Ask the showroom before you buy.
      </p>
      <ul>
        {flagged.map((line) => (
          <li key={`${line.productId}:${line.sizeId ?? ''}`} data-testid="estimate-flagged">
            <strong>{productName(line.productId)}</strong>: {line.qty} at{' '}
            {formatUsd(line.unitPriceCents)} would be {formatUsd(line.subtotalCents)}.
            <span className="viz-reason">{line.reason}.</span>
            <span className="viz-basis">Counted: {line.basis}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
