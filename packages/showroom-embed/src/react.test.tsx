import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createFixtureApi, fixtureFetch } from '../test/fixture-api.ts';
import { ShowroomEmbed } from './react.tsx';

beforeAll(() => {
  globalThis.fetch = fixtureFetch(createFixtureApi());
});

describe('given a React host rendering <ShowroomEmbed>', () => {
  it('mounts the showroom with the host React and calls its handlers', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const onReady = vi.fn();
    const onCartChange = vi.fn();
    root.render(
      <ShowroomEmbed
        showroom="AB12CD34"
        apiBase="http://fixture.test"
        onReady={onReady}
        onCartChange={onCartChange}
      />,
    );
    await expect.poll(() => onReady.mock.calls.length, { timeout: 15_000 }).toBe(1);
    expect(onReady.mock.calls[0]?.[0]).toEqual({
      showroom: 'AB12CD34',
      companyName: 'Teal Tile Studio',
      themed: true,
    });
    const element = container.querySelector('brand-showroom') as HTMLElement;
    expect(element.getAttribute('api-base')).toBe('http://fixture.test');

    const scope = page.elementLocator(element);
    await scope.getByRole('button', { name: 'View details of Carrara Marble Tile' }).click();
    await scope.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => onCartChange.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(onCartChange.mock.calls[0]?.[0].count).toBe(1);

    // A new prop is a live attribute: the showroom reloads, the latest handler is called.
    const onReadyAgain = vi.fn();
    root.render(
      <ShowroomEmbed showroom="ZX98YW76" apiBase="http://fixture.test" onReady={onReadyAgain} />,
    );
    await expect.poll(() => onReadyAgain.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(onReadyAgain.mock.calls[0]?.[0].companyName).toBe('Basic Bath Co');
    expect(onReady).toHaveBeenCalledTimes(1);
    root.unmount();
  });
});
