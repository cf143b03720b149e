/**
 * The widget chunk: loaded by the loader (or the React wrapper) when a `<brand-showroom>` is
 * connected. Each element gets its own shadow root, stylesheet for its theme, controller,
 * API client and React root; the only page-level state is the host API's listener registry.
 */

import comboboxCss from '@brand/ui/shell/search-combobox/search-combobox.css?inline';
import baseCss from '@brand/ui/styles/base.css?inline';
import tokensCss from '@brand/ui/styles/tokens.css?inline';
import embedCss from '../app/embed.css?inline';
import { onMarketplacePage } from '../app/marketplace-page.ts';
import {
  type BrandShowroomApi,
  eventName,
  LAYOUTS,
  type ShowroomEventDetailMap,
  type ShowroomEventName,
  type ShowroomLayout,
  type WidgetRuntime,
} from '../protocol.ts';
import { type CommandTarget, createCommandHub } from './commands.ts';
import { createController, type EmbedController, type EmbedState } from './controller.ts';
import type { Rendered } from './render.ts';

interface Instance extends CommandTarget {
  controller: EmbedController;
  /** The React root, once React and the app have loaded. */
  root?: Rendered;
  removed?: boolean;
  /** Pending unmount after a disconnect (cancelled when the element is only moved). */
  unmountTimer?: ReturnType<typeof setTimeout>;
}

const instances = new Map<HTMLElement, Instance>();
const hub = createCommandHub(() => instances.values());

let sharedSheets: CSSStyleSheet[] | undefined;
/**
 * What the first paint needs: @brand/ui's layer order, tokens and base classes, the search field's
 * combobox, and the embed's own rules; parsed once, adopted by every showroom. The component classes of the dialogs and
 * the select come with them, on intent (../app/component-styles.ts).
 */
function baseSheets(): CSSStyleSheet[] {
  if (!sharedSheets) {
    const layers = '@layer bui.tokens, bui.base, bui.components;';
    sharedSheets = [layers + tokensCss, baseCss, comboboxCss + embedCss].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
  }
  return sharedSheets;
}

/** The origin the widget code came from: the marketplace, unless `api-base` says otherwise. */
export function defaultApiBase(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return location.origin;
  }
}

/** A `data-layout` value, `inline` for none or an unknown one. */
export function layoutOf(value: string | null): ShowroomLayout {
  const layout = value?.trim().toLowerCase();
  return (LAYOUTS as readonly string[]).includes(layout ?? '')
    ? (layout as ShowroomLayout)
    : 'inline';
}

/**
 * The `preview-theme-color` attribute, honoured only on a page of the marketplace's own origin
 * (the dashboard's live preview): on a Pro's site it is ignored, so the attribute cannot stand
 * in for the theme the Pro saved (or for a theme they are not entitled to).
 */
export function previewColorOf(value: string | null, apiBase: string, pageOrigin: string) {
  const color = value?.trim();
  return color && onMarketplacePage(apiBase, pageOrigin) ? color : null;
}

function readState(element: HTMLElement): EmbedState {
  const apiBase = element.getAttribute('api-base')?.trim() || defaultApiBase();
  return {
    showroom: (element.getAttribute('showroom') ?? '').trim(),
    category: element.getAttribute('category')?.trim() || null,
    apiBase,
    openProductId: null,
    openRequest: 0,
    search: null,
    layout: layoutOf(element.getAttribute('data-layout')),
    // `self.origin`: a preview frame written with `srcdoc` has its parent's origin.
    previewThemeColor: previewColorOf(
      element.getAttribute('preview-theme-color'),
      apiBase,
      self.origin,
    ),
  };
}

const SAFE_TOKEN = /^--bui-[a-z0-9-]+$/;
const SAFE_VALUE = /^[#a-zA-Z0-9(),.%\s-]+$/;

/** `:host { --bui-primary: ... }` from the theme tokens; values that are not colours are dropped. */
export function themeRule(tokens: Record<string, string> | null): string {
  if (!tokens) return '';
  const declarations = Object.entries(tokens)
    .filter(([name, value]) => SAFE_TOKEN.test(name) && SAFE_VALUE.test(value))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `:host{${declarations}}`;
}

function mount(element: HTMLElement): Instance {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const theme = new CSSStyleSheet();
  shadow.adoptedStyleSheets = [...baseSheets(), theme];

  const frame = document.createElement('div');
  frame.className = 'bui-root bse-root';
  const app = document.createElement('div');
  app.className = 'bse-app';
  const portal = document.createElement('div');
  portal.className = 'bse-layer';
  frame.append(app, portal);
  shadow.replaceChildren(frame);

  const namespace = () => element.getAttribute('namespace')?.trim() ?? '';
  const controller = createController(readState(element), {
    portal,
    setTheme: (tokens) => {
      theme.replaceSync(themeRule(tokens));
      element.toggleAttribute('data-themed', tokens !== null);
    },
    emit: <N extends ShowroomEventName>(name: N, detail: ShowroomEventDetailMap[N]) => {
      const event = new CustomEvent(eventName(name), {
        detail,
        bubbles: true,
        cancelable: name === 'checkout',
      });
      element.dispatchEvent(event);
      hub.notify(namespace(), name, event);
      return !event.defaultPrevented;
    },
  });
  const instance: Instance = {
    element,
    controller,
    namespace,
    command(name, args) {
      runCommand(this, name, args);
    },
  };
  loadRenderer().then(
    // Each showroom's first render in a task of its own (two on a page: two short tasks).
    (renderer) =>
      nextTask().then(() => {
        if (!instance.removed) instance.root = renderer.render(app, controller);
      }),
    (error: unknown) => {
      console.error(error);
      controller.emit('error', {
        showroom: controller.getState().showroom,
        message: 'The showroom could not be loaded. Please try again later.',
        status: null,
      });
    },
  );
  return instance;
}

/** Lets the host page run between our steps (a new task, not a microtask). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let renderer: Promise<typeof import('./render.ts')> | undefined;
/**
 * The renderer (Preact's compat layer on the script-tag build, the host's React DOM in npm),
 * then the API client (core's transport), then the app, each evaluated in a task of its own.
 */
function loadRenderer() {
  renderer ??= nextTask()
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('../app/api.ts'))
    .then(nextTask)
    .then(() => import('./render.ts'));
  return renderer;
}

function runCommand(instance: Instance, name: string, args: unknown[]) {
  const { controller } = instance;
  if (name === 'open-product') {
    const id = Number(args[0]);
    if (!Number.isSafeInteger(id) || id <= 0) {
      console.warn('BrandShowroom: open-product needs a product id (a positive integer).');
      return;
    }
    controller.set({ openProductId: id, openRequest: controller.getState().openRequest + 1 });
  } else if (name === 'set-category') {
    const value = args[0];
    controller.set({
      category: value === null || value === undefined ? null : String(value),
      search: null,
    });
  }
}

export const runtime: WidgetRuntime = {
  install(api: BrandShowroomApi) {
    hub.install(api);
  },
  connect(element) {
    const existing = instances.get(element);
    if (existing) {
      clearTimeout(existing.unmountTimer);
      existing.unmountTimer = undefined;
      return;
    }
    instances.set(element, mount(element));
  },
  disconnect(element) {
    const instance = instances.get(element);
    if (!instance) return;
    // A move (remove then insert) keeps the widget and its cart; a removal frees it.
    instance.unmountTimer = setTimeout(() => {
      if (element.isConnected) return;
      instances.delete(element);
      instance.removed = true;
      instance.root?.unmount();
      element.shadowRoot?.replaceChildren();
    }, 0);
  },
  update(element, attribute) {
    const instance = instances.get(element);
    if (!instance) return;
    const next = readState(element);
    if (attribute === 'showroom') instance.controller.set({ showroom: next.showroom });
    else if (attribute === 'category')
      instance.controller.set({ category: next.category, search: null });
    else if (attribute === 'api-base') instance.controller.set({ apiBase: next.apiBase });
    else if (attribute === 'data-layout') instance.controller.set({ layout: next.layout });
    else if (attribute === 'preview-theme-color')
      instance.controller.set({ previewThemeColor: next.previewThemeColor });
  },
  command(element, name, ...args) {
    const instance = instances.get(element);
    if (instance) runCommand(instance, name, args);
  },
};

export const { install, connect, disconnect, update, command } = runtime;
