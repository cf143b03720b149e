import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Top-level await in the snippets (core's README awaits a call at module level): ES2022 output.
export default defineConfig({ plugins: [react()], build: { target: 'es2022' } });
