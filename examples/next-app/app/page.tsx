// A server component (no "use client"): it renders @brand/ui's server-safe components (Button,
// PriceLine) itself and places client components (Header, CartBadge, StatusSelect, the cart,
// the embed) in its output; Next sends only those to the browser.
import { formatUsd, toCents } from '@brand/core/rules';
import { Button, CartBadge, Header, PriceLine, StatusSelect } from '@brand/ui';
import { buttonVariants, cn } from '@brand/ui/server';
import { CartPanel } from './cart-panel';
import { Showroom } from './showroom';

const SHOWROOM = process.env.NEXT_PUBLIC_BRAND_SHOWROOM ?? 'AB12CD34';

export default function Home() {
  return (
    <>
      <Header cartCount={0} />
      <main>
        <section aria-labelledby="server-heading">
          <h1 id="server-heading">Rendered on the server</h1>
          <p>
            A tile of 12 sq ft boxes at {formatUsd(toCents(4.25))} per sq ft, priced by core's rules
            in a server component:
          </p>
          <PriceLine unitPriceCents={toCents(4.25)} categoryUnit="Box" boxSqft={12} />
          <div className="example-row">
            <Button type="button" id="ui-button">
              A ui Button from a server component
            </Button>
            {/* Tailwind's utilities win over ui's classes (square corners, wider padding). */}
            <Button type="button" id="tailwind-button" className="rounded-none px-8">
              Tailwind utilities on a ui Button
            </Button>
            <a
              className={cn(buttonVariants({ variant: 'secondary' }), 'example-link')}
              href="#cart"
            >
              A link styled by buttonVariants
            </a>
            <CartBadge count={3} href="#cart" />
            <StatusSelect viewerRole="Vendor" defaultValue="Waiting for approval" />
          </div>
        </section>

        <CartPanel showroom={SHOWROOM} />

        <section aria-labelledby="embed-heading">
          <h2 id="embed-heading">The Pro's showroom, embedded</h2>
          <Showroom showroom={SHOWROOM} />
        </section>
      </main>
    </>
  );
}
