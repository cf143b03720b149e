import { describe, expect, it, vi } from 'vitest';
import { defineShowroomElement } from './element.ts';
import { eventName, type WidgetRuntime } from './protocol.ts';

describe('given the widget code fails to load (network down)', () => {
  it('reports an `error` event on the element and retries on the next connect', async () => {
    const runtime: WidgetRuntime = {
      install: vi.fn(),
      connect: vi.fn(),
      disconnect: vi.fn(),
      update: vi.fn(),
      command: vi.fn(),
    };
    const load = vi
      .fn<() => Promise<WidgetRuntime>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(runtime);
    defineShowroomElement(load);

    const element = document.createElement('brand-showroom');
    element.setAttribute('showroom', 'AB12CD34');
    const error = new Promise<CustomEvent>((resolve) =>
      element.addEventListener(eventName('error'), (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    document.body.append(element);
    expect((await error).detail).toEqual({
      showroom: 'AB12CD34',
      message: 'The showroom could not be loaded. Please try again later.',
      status: null,
    });
    expect(runtime.connect).not.toHaveBeenCalled();

    element.remove();
    document.body.append(element);
    await vi.waitFor(() => expect(runtime.connect).toHaveBeenCalledWith(element));
    expect(load).toHaveBeenCalledTimes(2);

    element.setAttribute('category', 'Toilets');
    element.setAttribute('category', 'Toilets'); // unchanged: not forwarded again
    await vi.waitFor(() => expect(runtime.update).toHaveBeenCalledTimes(1));
    expect(runtime.update).toHaveBeenCalledWith(element, 'category');

    (element as HTMLElementTagNameMap['brand-showroom']).openProduct(101);
    await vi.waitFor(() =>
      expect(runtime.command).toHaveBeenCalledWith(element, 'open-product', 101),
    );
    element.remove();
    await vi.waitFor(() => expect(runtime.disconnect).toHaveBeenCalledWith(element));
  });
});
