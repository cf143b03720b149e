'use client';
import { boxCoverage, DEFAULT_WASTE_PERCENT, formatUsd, sanitizeDecimal } from '@brand/core/rules';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Field, FieldDescription, FieldInput, FieldLabel } from '../../primitives/field/field';

type BoxCoverageCalculatorProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** box_sqft: square feet one box covers. */
  boxSqft: number;
  /** Price of one box (customer price), cents: shows the total when given. */
  unitPriceCents?: number;
  /** Waste allowance in percent (core's default 10). */
  wastePercent?: number;
  /** Initial area text. */
  defaultSqft?: string;
  /** With it, a button puts the computed boxes into the quantity. */
  onUseBoxes?: (boxes: number) => void;
};

/**
 * Square feet to boxes: the area typed (decimal, 2 places), core's `boxCoverage` (whole boxes
 * with the waste allowance), the area those boxes cover and their price.
 */
function BoxCoverageCalculator({
  boxSqft,
  unitPriceCents,
  wastePercent = DEFAULT_WASTE_PERCENT,
  defaultSqft = '',
  onUseBoxes,
  className,
  ...props
}: BoxCoverageCalculatorProps) {
  const [sqft, setSqft] = useState(sanitizeDecimal(defaultSqft));
  const id = useId();
  const result = boxCoverage({ sqft, boxSqft, wastePercent, unitPriceCents });
  return (
    <div data-slot="box-coverage" className={cn('bui-coverage', className)} {...props}>
      <Field id={id}>
        <FieldLabel>Area to cover (sq ft)</FieldLabel>
        <FieldInput
          className="bui-tabular"
          inputMode="decimal"
          autoComplete="off"
          value={sqft}
          placeholder="e.g. 120"
          onChange={(event) => setSqft(sanitizeDecimal(event.target.value))}
        />
        <FieldDescription className="bui-coverage__hint">
          One box covers {boxSqft} sq ft. Includes {wastePercent}% extra for cuts and breakage.
        </FieldDescription>
      </Field>
      <output className="bui-coverage__result" htmlFor={id} aria-live="polite">
        {result.boxes > 0 ? (
          <>
            <strong className="bui-tabular">
              {result.boxes} {result.boxes === 1 ? 'box' : 'boxes'}
            </strong>{' '}
            <span>covers {result.coveredSqft} sq ft</span>
            {unitPriceCents !== undefined ? (
              <span className="bui-coverage__price bui-tabular">
                {' '}
                · {formatUsd(result.priceCents)}
              </span>
            ) : null}
          </>
        ) : (
          <span>Enter the area to see how many boxes you need.</span>
        )}
      </output>
      {onUseBoxes ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={result.boxes === 0}
          onClick={() => onUseBoxes(result.boxes)}
        >
          {result.boxes > 0 ? `Use ${result.boxes} boxes` : 'Use boxes'}
        </Button>
      ) : null}
    </div>
  );
}

export { BoxCoverageCalculator, type BoxCoverageCalculatorProps };
