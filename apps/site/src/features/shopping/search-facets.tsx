import { Button } from '@brand/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { FacetFields, type FacetProps } from './search-facet-fields.tsx';

/** From 1024 px: the facets in the listing's left rail. */
export function SearchFacetRail(props: FacetProps) {
  return (
    <aside aria-labelledby="search-facets-title" className="shop-facets">
      <h2 id="search-facets-title">Narrow the results</h2>
      <FacetFields {...props} />
    </aside>
  );
}

/** The sheet's dialog, fetched when it first opens (the phone's listing paints without it). */
const FacetSheetDialog = lazy(() => import('./search-facet-sheet.tsx'));

/**
 * Under 1024 px (issue 25 item 2): a "Filters" button above the results (with how many are in
 * use) opens the same facets in a sheet from the side. A choice applies at once, as in the rail,
 * and the sheet stays open for the next one; "Show N products" closes it onto the results, and
 * focus goes back to the button.
 */
export function SearchFacetSheet({ total, ...props }: FacetProps & { total: number }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the dialog's own focus return.
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const inUse = (props.category ? 1 : 0) + props.vendors.length + (props.price ? 1 : 0);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className="shop-filters-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {inUse > 0 ? `Filters (${inUse})` : 'Filters'}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FacetSheetDialog
            {...props}
            total={total}
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
