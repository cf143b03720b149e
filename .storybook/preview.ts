import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import '../packages/ui/src/styles.css';

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
