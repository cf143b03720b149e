import { describe, expect, it, vi } from 'vitest';
import type { BrandShowroomApi } from './protocol.ts';
import { queue } from './queue.ts';
import { createCommandHub } from './runtime/commands.ts';

const event = (detail: unknown) => new CustomEvent('x', { detail }) as never;

describe('given the loader ran and no widget has loaded yet', () => {
  it('queues every command in order', () => {
    const api = queue();
    const listener = () => {};
    api('on', 'cart-change', listener);
    api('set-category', 'Toilets');
    expect(Array.from(api.q)).toEqual([
      ['on', 'cart-change', listener],
      ['set-category', 'Toilets'],
    ]);
  });

  it("creates a namespace at 'init' so its queue can be used at once", () => {
    const api = queue();
    api('init', 'sales');
    expect(typeof api.ns.sales).toBe('function');
    api.ns.sales?.('on', 'ready', () => {});
    expect(api.ns.sales?.q).toHaveLength(1);
  });

  it("adopts the host's own stub and what it queued (stub defined before the loader)", () => {
    // The documented host stub: (BrandShowroom.q = BrandShowroom.q || []).push(arguments)
    const stub = ((...args: unknown[]) => {
      stub.q = stub.q || [];
      stub.q.push(args);
    }) as BrandShowroomApi & { q?: ArrayLike<unknown>[] };
    stub('init', 'sales');
    stub('on', 'ready', () => {});
    const api = queue(stub);
    expect(api).toBe(stub);
    expect(api.q).toHaveLength(2);
    expect(typeof api.ns.sales).toBe('function');
  });
});

describe('given the widget installs itself over the queue', () => {
  it('runs the queued listeners for events and then runs new commands at once', () => {
    const api = queue();
    const early = vi.fn();
    api('on', 'cart-change', early);
    const hub = createCommandHub(() => []);
    hub.install(api);
    expect(api.q).not.toBeInstanceOf(Array);

    hub.notify('', 'cart-change', event({ count: 2 }));
    expect(early).toHaveBeenCalledTimes(1);
    expect(early.mock.calls[0]?.[0].detail).toEqual({ count: 2 });

    const late = vi.fn();
    api('on', 'cart-change', late);
    api('off', 'cart-change', early);
    hub.notify('', 'cart-change', event({ count: 3 }));
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps namespaces apart: listeners and commands only see their own elements', () => {
    const api = queue();
    api('init', 'sales');
    const sales = vi.fn();
    const main = vi.fn();
    api.ns.sales?.('on', 'ready', sales);
    api('on', 'ready', main);
    const commands: string[] = [];
    const target = (ns: string) => ({
      element: document.createElement('div'),
      namespace: () => ns,
      command: (name: string, args: unknown[]) =>
        commands.push(`${ns || 'default'} ${name} ${args}`),
    });
    const hub = createCommandHub(() => [target(''), target('sales')]);
    hub.install(api);

    hub.notify('sales', 'ready', event({}));
    expect(sales).toHaveBeenCalledTimes(1);
    expect(main).not.toHaveBeenCalled();

    api.ns.sales?.('set-category', 'Toilets');
    api('open-product', 101);
    expect(commands).toEqual(['sales set-category Toilets', 'default open-product 101']);
  });

  it("creates namespaces after install too ('init' once the widget runs)", () => {
    const api = queue();
    const hub = createCommandHub(() => []);
    hub.install(api);
    api('init', 'late');
    const listener = vi.fn();
    api.ns.late?.('on', 'error', listener);
    hub.notify('late', 'error', event({ message: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('warns about unknown commands and events instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = queue();
    createCommandHub(() => []).install(api);
    api('on' as never, 'clicked' as never, (() => {}) as never);
    (api as (...args: unknown[]) => void)('explode');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      "BrandShowroom: 'on' needs one of ready, cart-change, checkout, error and a function.",
      "BrandShowroom: unknown command 'explode'.",
    ]);
    warn.mockRestore();
  });
});
