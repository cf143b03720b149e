import { formatUsd, toCents } from '@brand/core/rules';
import { registerShowroomElement } from '@brand/showroom-embed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { embedSnippet } from '../features/pro-showroom/embed-snippet.ts';
import { type Fixtures, installFixtureApi } from './fixture-api.ts';
import { productSummary, SHOWROOM_VSD, shopProfile, tileListing } from './fixture-catalog.ts';
import './embed-host.css';

/**
 * The showroom embed on a Pro's own site (issue 17 item 5): a plain contractor's page with the
 * tag the Pro copies from their account (`embedSnippet`) pasted into it. As on a real site the
 * snippet's `<brand-showroom>` is defined by the package's element registration (what the
 * script tag's loader runs, here from the source instead of the built file; the pasted
 * `<script>` stays inert, as innerHTML scripts do) and talks to the fixture API at this origin.
 * The Pro's theme colour (#0F766E, Premium 199) themes it inside its Shadow DOM only.
 */
function HostPage({ fixtures }: { fixtures: Fixtures }): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  useState(() => {
    localStorage.clear();
    installFixtureApi(fixtures);
    registerShowroomElement();
    return null;
  });
  useEffect(() => {
    if (slot.current) slot.current.innerHTML = embedSnippet(location.origin, SHOWROOM_VSD);
  }, []);
  return (
    <div className="host-page">
      <header className="host-page__header">
        <p className="host-page__brand">Joe's Remodeling</p>
        <nav aria-label="Joe's Remodeling">
          <ul>
            <li>
              <a href="#kitchens">Kitchens</a>
            </li>
            <li>
              <a href="#baths">Baths</a>
            </li>
            <li>
              <a href="#contact">Contact</a>
            </li>
          </ul>
        </nav>
      </header>
      <main className="host-page__main">
        <h1>Pick your tile with us</h1>
        <p>
          Family-run since 1998: kitchens, baths and floors across the Bay Area. Browse the
          materials we install below; every price already includes our contractor discount.
        </p>
        <div ref={slot} className="host-page__showroom" />
        <p>Questions about a product? Call us at (555) 555-0142, weekdays 8 to 5.</p>
      </main>
      <footer className="host-page__footer">© Joe's Remodeling · License 1000001</footer>
    </div>
  );
}

const meta = {
  title: 'Pages/Embed',
  component: HostPage,
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta<typeof HostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAHostPage: Story = {
  name: 'On a host page',
  args: {
    fixtures: {
      '/api/visualization/shop_profile': { data: shopProfile },
      '/api/visualization/products': { ...tileListing },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pick your tile with us' }));
    const element = canvasElement.querySelector('brand-showroom');
    await expect(element).not.toBeNull();
    // The showroom renders in its own shadow root: its name, a product card with its price
    // line, the cart button.
    const shadow = await waitFor(
      () => {
        const shell = element?.shadowRoot?.querySelector<HTMLElement>('.bse-shell');
        if (!shell?.querySelector('.bse-card__name'))
          throw new Error('the showroom has not rendered');
        return shell;
      },
      { timeout: 10_000 },
    );
    const inside = within(shadow);
    await expect(inside.getByRole('heading', { name: 'Teal Tile Studio' })).toBeVisible();
    await expect(inside.getByText('Ivory Matte Porcelain Tile')).toBeVisible();
    await expect(shadow).toHaveTextContent(formatUsd(toCents(productSummary(101).customer_price)));
    await expect(inside.getByRole('button', { name: /^Cart 0/ })).toBeVisible();
    // Themed with the Pro's colour, inside the embed only.
    const host = element as HTMLElement;
    await expect(
      getComputedStyle(host).getPropertyValue('--bui-primary').trim().toLowerCase(),
    ).toBe('#0f766e');
    await expect(
      getComputedStyle(canvasElement).getPropertyValue('--bui-primary').trim().toLowerCase(),
    ).not.toBe('#0f766e');
  },
};
