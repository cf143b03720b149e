#!/usr/bin/env node
// The public names of every entry point of @brand/core, read with the TypeScript compiler:
// each name with whether it is a value (exists at runtime) or a type only.
//
//   node scripts/public-api.mjs           print the lists as JSON
//   node scripts/public-api.mjs --write   write them to src/public-api.json (after a deliberate
//                                         addition or, with a major version, a removal)
//
// src/public-api.test.ts compares the sources with src/public-api.json, so a name that
// disappears by accident fails the tests.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SOURCE_OPTIONS } from './ts-options.mjs';

const pkgDir = new URL('..', import.meta.url).pathname;

/** package.json `exports` subpath -> source entry. */
export const ENTRIES = {
  '.': 'src/index.ts',
  './contract': 'src/contract/public.ts',
  './client': 'src/client/index.ts',
  './session': 'src/session/index.ts',
  './rules': 'src/rules/index.ts',
  './drawing': 'src/drawing/index.ts',
};

export function publicApi() {
  const files = Object.values(ENTRIES).map((file) => join(pkgDir, file));
  const program = ts.createProgram(files, SOURCE_OPTIONS);
  const checker = program.getTypeChecker();
  const out = {};
  for (const [subpath, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(join(pkgDir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read the exports of ${file}`);
    const values = [];
    const types = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
    }
    out[subpath] = { values: values.sort(), types: types.sort() };
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const api = publicApi();
  const json = `${JSON.stringify(api, null, 2)}\n`;
  if (process.argv.includes('--write')) {
    writeFileSync(join(pkgDir, 'src/public-api.json'), json);
    console.log('wrote src/public-api.json');
  } else process.stdout.write(json);
}
