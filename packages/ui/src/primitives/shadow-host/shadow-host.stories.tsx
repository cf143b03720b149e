import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceLine } from '../../commerce/price-line/price-line';
import css from '../../styles.css?inline';
import { Button } from '../button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog';
import { ThemeProvider } from '../theme/theme-provider';
import { ShadowHost } from './shadow-host';

function Widget({ onAdd }: { onAdd: () => void }) {
  return (
    <ThemeProvider
      pro={{ type: 'Contractor', custom_addon: { subscription_status: 'active' } }}
      themeColor="#0F766E"
    >
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start', padding: 16 }}>
        <h2 style={{ margin: 0, fontSize: 20 }}>Harbor Kitchens &amp; Baths</h2>
        <PriceLine unitPriceCents={5400} categoryUnit="Box" boxSqft={12} />
        <Button onClick={onAdd}>Add to cart</Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Product details</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Carrara Marble Hex Tile</DialogTitle>
              <DialogDescription>Rendered inside the embed&apos;s shadow root.</DialogDescription>
            </DialogHeader>
            <PriceLine unitPriceCents={5400} categoryUnit="Box" boxSqft={12} size="lg" />
          </DialogContent>
        </Dialog>
      </div>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Foundation/ShadowHost',
  component: ShadowHost,
  args: { css },
  render: (args) => (
    <>
      {/* Host-page CSS that must not reach inside the shadow root. */}
      <style>{'button { background: hotpink !important; }'}</style>
      <ShadowHost {...args}>
        <Widget onAdd={fn()} />
      </ShadowHost>
    </>
  ),
} satisfies Meta<typeof ShadowHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const shadowOf = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector('[data-slot="shadow-host"]')?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
};

export const InShadowRoot: Story = {
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    const button = within(shadow as unknown as HTMLElement).getByRole('button', {
      name: 'Add to cart',
    });
    // Themed from inside, untouched by the host page's `button { background: hotpink }`.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(15, 118, 110)');
  },
};

export const DialogPortalInShadowRoot: Story = {
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    await userEvent.click(
      within(shadow as unknown as HTMLElement).getByRole('button', { name: 'Product details' }),
    );
    await waitFor(() =>
      expect(shadow.querySelector('[role="dialog"]')).toHaveAccessibleName(
        'Carrara Marble Hex Tile',
      ),
    );
    await expect(
      canvasElement.ownerDocument.body.querySelector(':scope > [role="dialog"]'),
    ).toBeNull();
  },
};
