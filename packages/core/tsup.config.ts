import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.config.base.ts';

export default defineConfig(
  packageBuild({
    index: 'src/index.ts',
    'contract/index': 'src/contract/public.ts',
    'client/index': 'src/client/index.ts',
    'session/index': 'src/session/index.ts',
    'rules/index': 'src/rules/index.ts',
    'drawing/index': 'src/drawing/index.ts',
  }),
);
