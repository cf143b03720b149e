/**
 * The React half of the widget, loaded by the runtime in its own steps so that the host page's
 * main thread never runs one long task: React DOM evaluates in one task, the app in the next,
 * and the first render is a transition (time-sliced, yielding every few milliseconds).
 */
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedRoot } from '../app/app.tsx';
import type { EmbedController } from './controller.ts';

export interface Rendered {
  unmount(): void;
}

export function render(container: HTMLElement, controller: EmbedController): Rendered {
  const root = createRoot(container);
  startTransition(() => root.render(createElement(EmbedRoot, { controller })));
  return { unmount: () => root.unmount() };
}
