import type { Meta, StoryObj } from '@storybook/react-vite';
import bootstrapCss from 'bootstrap/dist/css/bootstrap.css?inline';
import { type ReactNode, type SyntheticEvent, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import preflightCss from 'tailwindcss/preflight.css?inline';
import { CartBadge } from '../commerce/cart-badge/cart-badge';
import { PriceLine } from '../commerce/price-line/price-line';
import { StatusSelect } from '../commerce/status-select/status-select';
import { Button } from '../primitives/button/button';
import { Checkbox } from '../primitives/checkbox/checkbox';
import { TextField } from '../primitives/field/field';
import ourCss from '../styles.css?inline';

/**
 * A host page in an iframe (so its CSS stays out of the other stories): the way a Tailwind v4
 * app with Bootstrap loads its CSS, following docs/decisions/ui-css.md: the layer order first,
 * Tailwind's preflight in its `base` layer (as `@import "tailwindcss"` puts it), Bootstrap
 * imported into a layer, then @brand/ui's stylesheet (layer `bui`).
 */
const HOST_CSS = [
  '@layer theme, base, bootstrap, bui, components, utilities;',
  `@layer base {\n${preflightCss}\n}`,
  `@layer bootstrap {\n${bootstrapCss}\n}`,
].join('\n');

function escapeStyle(css: string) {
  return css.replaceAll('</style', '<\\/style');
}

/**
 * The host's document is the iframe's `srcdoc` (its CSS inline), and our components are
 * portalled into its body once it has loaded: a document written into the iframe before its
 * first navigation ends can be replaced by it (the components then vanish on a busy machine).
 */
function HostPage({ hostCss, children }: { hostCss: boolean; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const srcDoc = [
    '<!doctype html><html lang="en"><head><title>Host page</title>',
    hostCss ? `<style id="host-css">${escapeStyle(HOST_CSS)}</style>` : '',
    `<style id="bui-css">${escapeStyle(ourCss)}</style>`,
    '</head><body></body></html>',
  ].join('');
  const onLoad = useCallback((event: SyntheticEvent<HTMLIFrameElement>) => {
    setBody(event.currentTarget.contentDocument?.body ?? null);
  }, []);
  return (
    <>
      <iframe
        title="Host page"
        srcDoc={srcDoc}
        onLoad={onLoad}
        style={{ width: '100%', height: 460, border: 0, display: 'block' }}
      />
      {body ? createPortal(children, body) : null}
    </>
  );
}

function Page({ hostCss }: { hostCss: boolean }) {
  return (
    <HostPage hostCss={hostCss}>
      {/* Ours first, at whole-pixel coordinates whatever the host's fonts and margins. */}
      <main style={{ padding: 16, display: 'grid', gap: 24 }}>
        <section
          data-testid="ours"
          className="bui-root"
          aria-label="@brand/ui components"
          style={{ width: 720, display: 'grid', gap: 12 }}
        >
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button>Add to cart</Button>
            <Button variant="secondary">Continue Shopping</Button>
            <Button variant="link">Back to shopping</Button>
            <CartBadge count={3} />
          </div>
          <PriceLine unitPriceCents={5400} categoryUnit="Box" boxSqft={12} />
          <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
            <TextField label="Email" type="email" error="Please enter a valid email address." />
            <Checkbox label="Remember me" />
            <StatusSelect viewerRole="Vendor" defaultValue="Waiting for approval" />
          </div>
        </section>
        <section data-testid="host" aria-label="The host's own markup">
          <h1>Harbor Kitchens</h1>
          <p>
            The host page's own text, <a href="#catalog">our catalog</a> and a button of its own:
          </p>
          <button type="button" className="btn btn-primary">
            Host button
          </button>{' '}
          <button type="button">Plain button</button>
        </section>
      </main>
    </HostPage>
  );
}

const meta = {
  title: 'Foundation/Host styles',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same components on a page with no CSS of its own: the look they must keep. */
export const WithoutHostCss: Story = { args: { hostCss: false } };

/** Beside Tailwind's preflight and Bootstrap: the same pixels (visual/host-styles.spec.ts). */
export const WithTailwindAndBootstrap: Story = { args: { hostCss: true } };
