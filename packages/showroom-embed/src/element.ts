import {
  ELEMENT_NAME,
  EVENT_PREFIX,
  OBSERVED_ATTRIBUTES,
  type ShowroomEventDetailMap,
  type WidgetRuntime,
} from './protocol.ts';

/**
 * Defines `<brand-showroom>` (once per page) around a lazily loaded widget runtime. The loader
 * passes a dynamic import of the hashed widget chunk; the npm package passes its own runtime so
 * a React host shares its single React. Nothing is loaded until an element is connected.
 */
export function defineShowroomElement(
  load: () => Promise<WidgetRuntime>,
  registry: CustomElementRegistry = customElements,
): void {
  if (registry.get(ELEMENT_NAME)) return;
  let runtime: Promise<WidgetRuntime> | undefined;
  const get = (element: HTMLElement) => {
    runtime ??= load();
    return runtime.catch((error: unknown) => {
      runtime = undefined; // a later connect may retry (network back)
      const detail: ShowroomEventDetailMap['error'] = {
        showroom: element.getAttribute('showroom') ?? '',
        message: 'The showroom could not be loaded. Please try again later.',
        status: null,
      };
      element.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}error`, { bubbles: true, detail }));
      throw error;
    });
  };
  const run = (element: HTMLElement, job: (r: WidgetRuntime) => void) =>
    get(element).then(job, () => {});

  registry.define(
    ELEMENT_NAME,
    class BrandShowroomElement extends HTMLElement {
      static observedAttributes = OBSERVED_ATTRIBUTES;
      connectedCallback() {
        run(this, (r) => this.isConnected && r.connect(this));
      }
      disconnectedCallback() {
        runtime?.then(
          (r) => r.disconnect(this),
          () => {},
        );
      }
      attributeChangedCallback(name: string, previous: string | null, value: string | null) {
        if (previous !== value)
          runtime?.then(
            (r) => r.update(this, name),
            () => {},
          );
      }
      /** Opens a product's details (host API). */
      openProduct(productId: number) {
        run(this, (r) => r.command(this, 'open-product', productId));
      }
      /** Selects a category by name or id, `null` for all (host API). */
      setCategory(category: string | null) {
        run(this, (r) => r.command(this, 'set-category', category));
      }
    },
  );
}
