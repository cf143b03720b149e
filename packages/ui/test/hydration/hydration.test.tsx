// Issue 14 item 1: Header, CartBadge and StatusSelect rendered on the server (Node's
// react-dom/server, through the `renderOnServer` command) hydrate in Chromium without a
// mismatch, although this browser's storage holds a session the server did not know: the
// provider's stores start from `initialState` and read storage only after hydration.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { fixtures } from './fixtures';

declare module 'vitest/browser' {
  interface BrowserCommands {
    renderOnServer: (name: string) => Promise<string>;
  }
}

// React's act() flushes the hydration and its effects before the checks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
beforeEach(() => {
  // What this browser kept from an earlier visit: another token and another project.
  localStorage.setItem('authToken', 'browser-token-fedcba9876543210');
  localStorage.setItem('project_id', '99');
});
afterEach(() => {
  for (const c of containers.splice(0)) c.remove();
  localStorage.clear();
});

describe.each(Object.keys(fixtures))('%s', (name) => {
  it('hydrates the server HTML with no hydration error or warning', async () => {
    const html = await commands.renderOnServer(name);
    expect(html.length).toBeGreaterThan(50);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    containers.push(container);

    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fixture = fixtures[name];
    if (!fixture) throw new Error(name);
    await act(async () => {
      hydrateRoot(container, fixture(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    const errors = consoleError.mock.calls.map((args) => args.map(String).join(' '));
    consoleError.mockRestore();
    expect(recoverable.map(String).join('\n')).toBe('');
    expect(errors.join('\n')).toBe('');
    // Then the stores took what this browser kept: the Header is signed in now.
    if (name === 'Header') {
      expect(html).not.toContain('Casey Customer');
      expect(container.textContent).toContain('Casey Customer');
    }
    if (name !== 'StatusSelect') expect(container.innerHTML).toMatch(/3 items/);
  });
});
