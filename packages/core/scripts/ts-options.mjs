// The compiler options the scripts that read core's sources with TypeScript share
// (public-api.mjs, gen-client-types.mjs): tsconfig.base.json's resolution, no emit.
import ts from 'typescript';

export const SOURCE_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  strict: true,
  skipLibCheck: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
};
