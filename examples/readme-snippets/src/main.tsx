// Runs every snippet (src/snippets/, written by scripts/check-examples.mjs from the READMEs):
// imports each module (its top-level code runs, top-level awaits included) and renders each
// component it exports, then reports to the check through `window.snippetResults`.
import { Component, type ComponentType, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { entries } from './entries';
import { snippets } from './snippets/index';

interface SnippetResult {
  name: string;
  ok: boolean;
  rendered: string[];
  error?: string;
}

declare global {
  interface Window {
    snippetResults?: SnippetResult[];
    snippetErrors: string[];
  }
}

window.snippetErrors = [];
const failed = (where: string, error: unknown) =>
  window.snippetErrors.push(`${where}: ${error instanceof Error ? error.stack : String(error)}`);

class Boundary extends Component<{ name: string; children?: ReactNode }, { error: boolean }> {
  state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  componentDidCatch(error: unknown) {
    failed(this.props.name, error);
  }
  render() {
    return this.state.error ? null : this.props.children;
  }
}

const results: SnippetResult[] = [];
for (const snippet of snippets) {
  try {
    const module: Record<string, unknown> = await snippet.load();
    const components = Object.entries(module).filter(
      (entry): entry is [string, ComponentType] =>
        /^[A-Z]/.test(entry[0]) && typeof entry[1] === 'function',
    );
    for (const [name, component] of components) {
      const host = document.createElement('section');
      host.dataset.snippet = `${snippet.name} ${name}`;
      document.body.append(host);
      createRoot(host).render(
        createElement(Boundary, { name: `${snippet.name} ${name}` }, createElement(component)),
      );
    }
    results.push({ name: snippet.name, ok: true, rendered: components.map(([name]) => name) });
  } catch (error) {
    failed(snippet.name, error);
    results.push({ name: snippet.name, ok: false, rendered: [], error: String(error) });
  }
}
window.snippetResults = results;
console.log(`entries: ${Object.keys(entries).length}`);
