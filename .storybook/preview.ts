import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';

// The stories' findBy*/waitFor wait up to 10 s (Testing Library's default is 1 s): a lazy chunk
// (a dialog loaded on its first opening, a route) arrives later on a busy 2-core CI machine.
// They return as soon as the element is there, so a quiet run is no slower.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Axe violations fail the story test (stories run as tests in Chromium).
    a11y: { test: 'error' },
    layout: 'padded',
  },
  // Every story renders inside `.bui-root`, as the site and the embed do.
  decorators: [(Story) => createElement('div', { className: 'bui-root' }, createElement(Story))],
};

export default preview;
