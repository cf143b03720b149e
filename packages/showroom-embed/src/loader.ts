/**
 * The script a Pro pastes: `<script async src="https://<marketplace>/embed/v1/showroom.js">`.
 * A classic script (IIFE), at most 1 KB gzipped. It installs the `window.BrandShowroom` command
 * queue, defines `<brand-showroom>`, and imports the hashed widget chunk, resolved from this
 * script's own URL, only when an element is on the page.
 */
import { defineShowroomElement } from './element.ts';
import type { WidgetRuntime } from './protocol.ts';
import { queue } from './queue.ts';

/** The widget chunk's file name relative to this script, filled in by the build. */
declare const __WIDGET_FILE__: string;

const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;

const api = queue(window.BrandShowroom);
window.BrandShowroom = api;

defineShowroomElement(() =>
  import(/* @vite-ignore */ new URL(__WIDGET_FILE__, base).href).then((runtime: WidgetRuntime) => {
    runtime.install(api);
    return runtime;
  }),
);
