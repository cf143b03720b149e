#!/usr/bin/env node
// Writes src/client/api-types.ts: the client's request and response types as plain, named
// TypeScript declarations, generated from the contract's valibot schemas;
// src/contract/public.ts, the contract as @brand/core publishes it (see below); and
// src/contract/endpoint-routes.ts, the method and path of every endpoint the client binds.
//
// Why: `Client` used to be inferred, so a method's type was valibot's schema machinery and one
// `import { createClient } from '@brand/core/client'` made a consumer's tsc read the whole
// contract (see docs/performance.md "Consumer type-check cost"). The schemas stay the one
// source: this script prints what `InferOutput`/`InferInput` of each schema resolve to, naming
// every contract type it recognises, and src/client/api-types.test.ts fails when the file is
// stale or a type differs from its schema's.
//
// src/contract/public.ts is the published `@brand/core/contract` entry (and the root entry's
// contract names): the same values as src/contract/index.ts, each schema declared by what it
// reads and returns (`GenericSchema<ProductInput, Product>`, the names of api-types.ts) and each
// endpoint by the schemas it names (`typeof LoginPayloadSchema`). Inferred, the declarations of
// the schemas and the endpoint tables were 2.6 MB of valibot types (issue 28 item 7); the
// workspace still type-checks against index.ts, with valibot's full types.
//
//   node scripts/gen-client-types.mjs           rewrite both files
//   node scripts/gen-client-types.mjs --check   exit 1 when any of them is stale
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { SOURCE_OPTIONS } from './ts-options.mjs';

const pkgDir = new URL('..', import.meta.url).pathname;
export const OUTPUT = join(pkgDir, 'src/client/api-types.ts');
export const PUBLIC_OUTPUT = join(pkgDir, 'src/contract/public.ts');
export const ROUTES_OUTPUT = join(pkgDir, 'src/contract/endpoint-routes.ts');
const PARTS = ['params', 'query', 'body', 'response'];

/** Request type names that would collide with a contract type of the same name. */
const REQUEST_NAMES = { passwordReset: 'NewPasswordRequest' };

const pascal = (name) => name[0].toUpperCase() + name.slice(1);
const groupInterface = (group) => `${pascal(group.replace(/Endpoints$/, ''))}Calls`;

const PROBE = join(pkgDir, 'src/__client-types-probe.ts');

function probeSource(entityNames, endpointNames, contractTypes = []) {
  const lines = [
    "import type { InferInput, InferOutput } from 'valibot';",
    "import type * as c from './contract/index';",
    "import type { endpoints } from './contract/endpoints';",
    "import type { CallArgs, CallInput } from './client/transport';",
    'type E = typeof endpoints;',
    // The contract's Paginated<T>, printed with a marker for T.
    'export interface PAGE_ITEM { readonly pageItem: true }',
    'export type PAGE = c.Paginated<PAGE_ITEM>;',
  ];
  for (const name of entityNames) {
    lines.push(`export type O_${name} = InferOutput<typeof c.${name}Schema>;`);
    lines.push(`export type I_${name} = InferInput<typeof c.${name}Schema>;`);
    lines.push(`export type S_${name} = typeof c.${name}Schema;`);
  }
  for (const name of contractTypes) lines.push(`export type T_${name} = c.${name};`);
  for (const key of endpointNames) {
    lines.push(`export type R_${key} = InferOutput<E['${key}']['response']>;`);
    lines.push(`export type C_${key} = CallInput<E['${key}']>;`);
    lines.push(`export type A_${key} = CallArgs<E['${key}']>;`);
    for (const part of PARTS) {
      const schema = `P_${key}_${part}`;
      lines.push(`export type ${schema} = NonNullable<E['${key}']['${part}']>;`);
      lines.push(`export type PI_${key}_${part} = InferInput<${schema}>;`);
      lines.push(`export type PO_${key}_${part} = InferOutput<${schema}>;`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function createProgram(probeText, oldProgram) {
  const options = SOURCE_OPTIONS;
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === PROBE
      ? ts.createSourceFile(fileName, probeText, languageVersion, true)
      : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === PROBE || fileExists(fileName);
  const roots = ['src/contract/index.ts', 'src/contract/endpoints.ts'].map((f) => join(pkgDir, f));
  return ts.createProgram([PROBE, ...roots], options, host, oldProgram);
}

/** The contract's `XSchema` values (x -> entity X), and the endpoint keys with their groups. */
function readContract() {
  const program = createProgram('export {};\n');
  const result = readContractFrom(program);
  return { ...result, program };
}

function readContractFrom(program) {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(join(pkgDir, 'src/contract/index.ts'));
  const entry = program.getSourceFile(join(pkgDir, 'src/contract/endpoints.ts'));
  if (!file || !entry) throw new Error('cannot read the contract');
  const entities = checker
    .getExportsOfModule(checker.getSymbolAtLocation(file))
    .filter((symbol) => {
      if (!symbol.name.endsWith('Schema')) return false;
      const target = checker.getAliasedSymbol(symbol);
      if (!(target.flags & ts.SymbolFlags.Variable)) return false;
      return checker.getTypeOfSymbol(target).getProperty('~types') !== undefined;
    })
    .map((symbol) => symbol.name.replace(/Schema$/, ''));
  // Every name contract/index.ts exports, as a value and/or a type.
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(file)).map((symbol) => {
    const target = checker.getAliasedSymbol(symbol);
    return {
      name: symbol.name,
      value: (target.flags & ts.SymbolFlags.Value) !== 0,
      type: (target.flags & ts.SymbolFlags.Type) !== 0,
    };
  });
  // Each group's keys and each endpoint's response expression, from the source text of its
  // group file (endpoints/<domain>.ts), in the order `endpoints` spreads the groups.
  const groups = new Map();
  const responseNames = new Map();
  const summaries = new Map();
  const routes = new Map();
  for (const { group, decl } of endpointGroups(checker, entry)) {
    const source = decl.getSourceFile();
    const keys = [];
    for (const prop of decl.initializer.properties) {
      if (!ts.isPropertyAssignment(prop)) continue;
      const key = prop.name.getText(source);
      keys.push(key);
      const call = prop.initializer;
      const arg = ts.isCallExpression(call) ? call.arguments[0] : undefined;
      if (!arg || !ts.isObjectLiteralExpression(arg)) continue;
      for (const field of arg.properties) {
        if (!ts.isPropertyAssignment(field)) continue;
        const name = field.name.getText(source);
        if (name === 'response' && ts.isIdentifier(field.initializer)) {
          responseNames.set(key, field.initializer.text.replace(/Schema$/, ''));
        }
        // The AI design token's endpoints say so: a 401 there is not the shop session's.
        if (
          name === 'auth' &&
          ts.isStringLiteralLike(field.initializer) &&
          field.initializer.text === 'ai'
        ) {
          routes.set(key, { ...routes.get(key), auth: 'ai' });
        }
        if (['method', 'path', 'bodyType', 'responseType'].includes(name)) {
          if (!ts.isStringLiteralLike(field.initializer)) {
            throw new Error(
              `${key}.${name} must be a string literal (endpoint-routes.ts is made from it)`,
            );
          }
          routes.set(key, { ...routes.get(key), [name]: field.initializer.text });
        }
        if (['summary', 'method', 'path'].includes(name)) {
          const value = field.initializer;
          const text = ts.isStringLiteralLike(value) ? value.text : value.getText(source);
          summaries.set(key, { ...summaries.get(key), [name]: text });
        }
      }
    }
    groups.set(group, keys);
  }
  return { entities, groups, responseNames, summaries, routes, exported };
}

/**
 * The endpoint groups of contract/endpoints.ts, in the order its `endpoints` spreads them (the
 * order of `endpoints`' keys), each with its declaration in endpoints/<domain>.ts.
 */
function endpointGroups(checker, entry) {
  const merged = entry.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((decl) => decl.name.getText(entry) === 'endpoints');
  if (!merged?.initializer || !ts.isObjectLiteralExpression(merged.initializer)) {
    throw new Error('contract/endpoints.ts has no `endpoints` object');
  }
  const groups = merged.initializer.properties.map((spread) => {
    if (!ts.isSpreadAssignment(spread) || !ts.isIdentifier(spread.expression)) {
      throw new Error('`endpoints` (contract/endpoints.ts) spreads the groups and nothing else');
    }
    const symbol = checker.getSymbolAtLocation(spread.expression);
    const target =
      symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const decl = target?.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) {
      throw new Error(`cannot find the declaration of ${spread.expression.text}`);
    }
    if (!ts.isObjectLiteralExpression(decl.initializer)) {
      throw new Error(`${spread.expression.text} must be an object literal of endpoints`);
    }
    return { group: spread.expression.text, decl };
  });
  // Every group the module exports is one of them: a group left out of `endpoints` fails here.
  const spread = new Set(groups.map(({ group }) => group));
  const missing = checker
    .getExportsOfModule(checker.getSymbolAtLocation(entry))
    .map((symbol) => symbol.name)
    .filter((name) => /^[a-z]\w*Endpoints$/.test(name) && !spread.has(name));
  if (missing.length > 0) throw new Error(`\`endpoints\` does not spread ${missing.join(', ')}`);
  return groups;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function generate() {
  const {
    entities,
    groups,
    responseNames,
    summaries,
    routes,
    exported,
    program: first,
  } = readContract();
  const endpointKeys = [...groups.values()].flat();
  const entitySet = new Set(entities);
  // The contract's types named like a schema (`Product` beside `ProductSchema`).
  const entityTypes = exported
    .filter((e) => e.type && (entitySet.has(e.name) || entitySet.has(e.name.replace(/Input$/, ''))))
    .map((e) => e.name);
  const program = createProgram(probeSource(entities, endpointKeys, entityTypes), first);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE);
  const diagnostics = ts.getPreEmitDiagnostics(program, probe);
  if (diagnostics.length > 0) {
    throw new Error(ts.formatDiagnostics(diagnostics, ts.createCompilerHost({})));
  }
  const alias = new Map();
  for (const statement of probe.statements) {
    if (
      (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      statement.modifiers
    ) {
      alias.set(statement.name.text, checker.getTypeAtLocation(statement.name));
    }
  }
  const typeOf = (name) => {
    const type = alias.get(name);
    if (!type) throw new Error(`no probe type ${name}`);
    return type;
  };

  // Named types: output entities by their contract name, inputs as `<Name>Input`.
  const named = new Map(); // type -> name
  const declarations = new Map(); // name -> { type, mode }
  // Only object types and literal unions get a name of their own: `Id` (a number) must not
  // rename every number.
  const nameable = (type) =>
    (type.flags & ts.TypeFlags.Object && !checker.isArrayType(type)) ||
    type.isIntersection() ||
    (type.isUnion() && type.types.some((m) => m.flags & ts.TypeFlags.StringLiteral));
  const declare = (name, type) => {
    if (!declarations.has(name)) declarations.set(name, type);
    if (!named.has(type) && nameable(type)) named.set(type, name);
  };
  // Outputs keep the contract's names; what a caller sends is `<Name>Input` (for a schema
  // already named `...Input`, such as PaymentDetailsInput, `...Fields`).
  const inputNameOf = new Map(); // entity -> the name of its input type, when it differs
  // Entities first, so an entity named `...Input` (PaymentDetailsInput) keeps its name.
  for (const name of entities) declare(name, typeOf(`O_${name}`));
  for (const name of entities) {
    const input = typeOf(`I_${name}`);
    if (input === typeOf(`O_${name}`)) continue;
    const candidates = name.endsWith('Input')
      ? [`${name.slice(0, -5)}Fields`, `${name}Fields`]
      : [`${name}Input`, `${name}Fields`, `${name}InputFields`];
    const inputName = candidates.find((candidate) => !declarations.has(candidate));
    if (!inputName) throw new Error(`no free name for the input of ${name}Schema`);
    declare(inputName, input);
    inputNameOf.set(name, inputName);
  }
  // Every entity's types are declared (src/contract/public.ts names them), not only the
  // client's.
  const used = new Set([...entities, ...inputNameOf.values()]);
  // Laravel's paginator (contract/common.ts `Paginated<T>`) is printed as `Paginated<Item>`.
  named.set(typeOf('PAGE_ITEM'), 'T');
  const paginatorKeys = typeOf('PAGE')
    .getProperties()
    .map((p) => p.name)
    .sort()
    .join();
  const pageItemOf = (type) => {
    if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return undefined;
    const props = checker.getPropertiesOfType(type);
    if (
      props
        .map((p) => p.name)
        .sort()
        .join() !== paginatorKeys
    )
      return undefined;
    const data = checker.getTypeOfSymbol(props.find((p) => p.name === 'data'));
    return checker.isArrayType(data) ? checker.getTypeArguments(data)[0] : undefined;
  };

  const print = (type, self, depth = 0) => {
    if (depth > 40) throw new Error(`type too deep near ${self}`);
    const name = named.get(type);
    if (name && (depth > 0 || name !== self)) {
      used.add(name);
      return name;
    }
    const f = type.flags;
    if (f & ts.TypeFlags.Any) return 'any';
    if (f & ts.TypeFlags.Unknown) return 'unknown';
    if (f & ts.TypeFlags.Never) return 'never';
    if (f & ts.TypeFlags.String) return 'string';
    if (f & ts.TypeFlags.Number) return 'number';
    if (f & ts.TypeFlags.Boolean) return 'boolean';
    if (f & ts.TypeFlags.BigInt) return 'bigint';
    if (f & ts.TypeFlags.Undefined) return 'undefined';
    if (f & ts.TypeFlags.Null) return 'null';
    if (f & ts.TypeFlags.Void) return 'void';
    if (f & ts.TypeFlags.StringLiteral)
      return `'${type.value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    if (f & ts.TypeFlags.NumberLiteral) return String(type.value);
    if (f & ts.TypeFlags.BooleanLiteral) return checker.typeToString(type);
    if (f & ts.TypeFlags.TemplateLiteral) return checker.typeToString(type);
    if (type.isUnion()) {
      const members = type.types;
      const hasTrue = members.some(
        (m) => m.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(m) === 'true',
      );
      const hasFalse = members.some(
        (m) => m.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(m) === 'false',
      );
      const parts = [];
      let boolean = false;
      for (const member of members) {
        if (hasTrue && hasFalse && member.flags & ts.TypeFlags.BooleanLiteral) {
          if (!boolean) parts.push('boolean');
          boolean = true;
          continue;
        }
        const text = print(member, self, depth + 1);
        parts.push(/=>/.test(text) && !text.startsWith('(') ? `(${text})` : text);
      }
      return parts.join(' | ');
    }
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type);
      const text = print(element, self, depth + 1);
      const simple = IDENTIFIER.test(text) || /^'[^']*'$/.test(text);
      const readonly = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return simple ? `${readonly}${text}[]` : `${readonly ? 'Readonly' : ''}Array<${text}>`;
    }
    if (checker.isTupleType(type)) {
      return `[${checker
        .getTypeArguments(type)
        .map((t) => print(t, self, depth + 1))
        .join(', ')}]`;
    }
    const symbol = type.aliasSymbol ?? type.symbol;
    const declaration = symbol?.declarations?.[0];
    if (declaration && /[\\/]typescript[\\/]lib[\\/]/.test(declaration.getSourceFile().fileName)) {
      return checker.typeToString(type); // Date, Blob, File, FormData ...
    }
    if (depth > 0 && pageItemOf(type)) {
      used.add('Paginated');
      return `Paginated<${print(pageItemOf(type), self, depth + 1)}>`;
    }
    if (f & ts.TypeFlags.Object || type.isIntersection()) {
      if (type.getCallSignatures().length > 0) return checker.typeToString(type);
      const members = [];
      for (const info of checker.getIndexInfosOfType(type)) {
        members.push(
          `[key: ${print(info.keyType, self, depth + 1)}]: ${print(info.type, self, depth + 1)};`,
        );
      }
      for (const prop of checker.getPropertiesOfType(type)) {
        const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
        const key = IDENTIFIER.test(prop.name) ? prop.name : `'${prop.name}'`;
        const value = print(checker.getTypeOfSymbol(prop), self, depth + 1);
        members.push(`${key}${optional ? '?' : ''}: ${value};`);
      }
      return members.length ? `{\n${members.join('\n')}\n}` : 'Record<string, never>';
    }
    throw new Error(`cannot print ${checker.typeToString(type)} in ${self}`);
  };

  // Per endpoint: the response type (a contract name where the schema has one) and the input.
  const out = [];
  const responseOf = new Map();
  const inputOf = new Map();
  const optionalInput = new Set();
  for (const key of endpointKeys) {
    const response = typeOf(`R_${key}`);
    let responseName = named.get(response);
    if (!responseName) {
      responseName = responseNames.get(key) ?? `${pascal(key)}Response`;
      if (declarations.has(responseName)) responseName = `${pascal(key)}Response`;
      declare(responseName, response);
    }
    used.add(responseName);
    responseOf.set(key, responseName);

    const call = typeOf(`C_${key}`);
    const parts = [];
    for (const part of ['params', 'query', 'body']) {
      const prop = call.getProperty(part);
      if (!prop) continue;
      let type = checker.getTypeOfSymbol(prop);
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      const members = type.isUnion() ? type.types : [type];
      const kept = members.filter((m) => !(m.flags & ts.TypeFlags.Undefined));
      if (kept.length === 0) continue; // `params?: undefined`: the call takes none
      const formData = kept.some((m) => m.symbol?.name === 'FormData');
      const rest = kept.filter((m) => m.symbol?.name !== 'FormData');
      type = rest.length === 1 ? rest[0] : (checker.getUnionType?.(rest) ?? rest[0]);
      const text = rest.map((m) => print(m, '')).join(' | ');
      parts.push(`${part}${optional ? '?' : ''}: ${text}${formData ? ' | FormData' : ''};`);
    }
    const inputName = REQUEST_NAMES[key] ?? `${pascal(key)}Request`;
    if (declarations.has(inputName)) {
      throw new Error(`${inputName} (the request of ${key}) is taken: add it to REQUEST_NAMES`);
    }
    out.push(
      `/** What \`${key}\` sends (${summaries.get(key)?.method} ${summaries.get(key)?.path}). */`,
      parts.length === 0
        ? `export type ${inputName} = RequestExtras;`
        : `export interface ${inputName} extends RequestExtras {\n${parts.join('\n')}\n}`,
    );
    inputOf.set(key, inputName);
    const args = typeOf(`A_${key}`);
    const [first] = checker.getTypeArguments(args).length ? [args] : [args];
    const tupleTarget = first.target ?? first;
    if (tupleTarget.minLength === 0) optionalInput.add(key);
  }

  // Declarations, in the order they are first needed (each printed once, names resolved).
  const printed = new Map();
  const pending = () => [...used].filter((name) => name !== 'Paginated' && !printed.has(name));
  for (let next = pending(); next.length > 0; next = pending()) {
    for (const name of next) printed.set(name, print(declarations.get(name), name));
  }
  if (used.has('Paginated')) {
    printed.delete('Paginated');
    printed.set('Paginated<T>', print(typeOf('PAGE'), 'Paginated<T>'));
  }
  const typeDeclarations = [...printed.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, body]) =>
      body.startsWith('{\n') && body.endsWith('\n}') && !declarations.get(name)?.isUnion()
        ? `export interface ${name} ${body}`
        : `export type ${name} = ${body};`,
    );

  const groupInterfaces = [];
  for (const [group, keys] of groups) {
    const methods = keys
      // A stream is not one call with one answer: its resource reads it by hand (chat's
      // `subscribe` reads `chatStream`), so the generated interface leaves it out.
      .filter((key) => routes.get(key)?.responseType !== 'event-stream')
      .map((key) => {
        const s = summaries.get(key) ?? {};
        return [
          `/** ${s.summary} \`${s.method} ${s.path}\` */`,
          `${key}(input${optionalInput.has(key) ? '?' : ''}: ${inputOf.get(key)}): Promise<${responseOf.get(key)}>;`,
        ].join('\n');
      });
    groupInterfaces.push(
      `/** The calls of \`${group}\` (contract/endpoints.ts), one method each. */\nexport interface ${groupInterface(group)} {\n${methods.join('\n')}\n}`,
    );
  }

  const maps = [
    "/** Every endpoint's response type, by endpoint name. */",
    `export interface EndpointResponses {\n${endpointKeys.map((k) => `${k}: ${responseOf.get(k)};`).join('\n')}\n}`,
    "/** Every endpoint's input type, by endpoint name. */",
    `export interface EndpointInputs {\n${endpointKeys.map((k) => `${k}: ${inputOf.get(k)};`).join('\n')}\n}`,
  ];

  const text = [
    [
      "// Generated by scripts/gen-client-types.mjs from the contract's schemas: do not edit.",
      '// Run `node scripts/gen-client-types.mjs` after changing a schema or an endpoint;',
      '// src/client/api-types.test.ts fails while this file is stale.',
    ].join('\n'),
    "import type { RequestExtras } from './transport';",
    ...typeDeclarations,
    ...out,
    ...groupInterfaces,
    ...maps,
    '',
  ].join('\n\n');

  const publicText = contractPublic({
    declared: new Set([...printed.keys()].map((name) => name.replace(/<.*$/, ''))),
    checker,
    typeOf,
    print,
    entities,
    entitySet,
    inputNameOf,
    exported,
    groups,
    summaries,
  });
  return {
    apiTypes: format(text, OUTPUT),
    contractPublic: format(publicText, PUBLIC_OUTPUT),
    endpointRoutes: format(endpointRoutes(groups, routes), ROUTES_OUTPUT),
  };
}

/** src/contract/public.ts: see the top of this file. */
function contractPublic(context) {
  const {
    declared,
    checker,
    typeOf,
    print,
    entities,
    entitySet,
    inputNameOf,
    exported,
    groups,
    summaries,
  } = context;
  const same = (a, b) => checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a);
  const groupNames = new Set([...groups.keys(), 'endpoints']);
  const local = new Set(['Endpoints', 'EndpointName']);

  // Types named like a schema come from api-types.ts (its output, or its input when the
  // contract's type is the input); the other types and values are index.ts's own.
  const apiTypeExports = [];
  const aliases = [];
  const realTypes = [];
  for (const entry of exported) {
    if (!entry.type || local.has(entry.name)) continue;
    const inputOf = entry.name.replace(/Input$/, '');
    if (
      !entitySet.has(entry.name) &&
      entitySet.has(inputOf) &&
      inputNameOf.get(inputOf) === entry.name &&
      same(typeOf(`T_${entry.name}`), typeOf(`I_${inputOf}`))
    ) {
      apiTypeExports.push(entry.name); // `ProductInput`: api-types.ts's input of ProductSchema
      continue;
    }
    if (!entitySet.has(entry.name)) {
      realTypes.push(entry.name);
      continue;
    }
    const type = typeOf(`T_${entry.name}`);
    if (same(type, typeOf(`O_${entry.name}`))) apiTypeExports.push(entry.name);
    else if (inputNameOf.has(entry.name) && same(type, typeOf(`I_${entry.name}`))) {
      aliases.push(`export type ${entry.name} = t.${inputNameOf.get(entry.name)};`);
    } else realTypes.push(entry.name);
  }
  const realValues = exported
    .filter(
      (e) => e.value && !groupNames.has(e.name) && !entitySet.has(e.name.replace(/Schema$/, '')),
    )
    .map((e) => e.name);
  const schemaValues = exported.filter(
    (e) => e.value && e.name.endsWith('Schema') && entitySet.has(e.name.slice(0, -6)),
  );

  const schemaName = new Map(entities.map((name) => [typeOf(`S_${name}`), `${name}Schema`]));
  // The printer writes api-types.ts's names bare (`Product`): here they are `t.Product`.
  const qualify = (text) =>
    text.replace(/(?<![\w.'])([A-Z][A-Za-z0-9_]*)(?![\w'?:])/g, (match, name) =>
      declared.has(name) ? `t.${name}` : match,
    );
  const genericOf = (input, output) => {
    const o = qualify(print(output, ''));
    const i = qualify(print(input, ''));
    return i === o ? `GenericSchema<${o}>` : `GenericSchema<${i}, ${o}>`;
  };
  const schemas = schemaValues.map(({ name }) => {
    const entity = name.slice(0, -6);
    const input = inputNameOf.get(entity);
    return `export const ${name}: GenericSchema<${input ? `t.${input}, ` : ''}t.${entity}> = c.${name};`;
  });

  const partType = (key, part) => {
    const schema = typeOf(`P_${key}_${part}`);
    if (schema.flags & ts.TypeFlags.Never) return 'undefined';
    const name = schemaName.get(schema);
    if (name) return `typeof ${name}`;
    return genericOf(typeOf(`PI_${key}_${part}`), typeOf(`PO_${key}_${part}`));
  };
  const tables = [];
  for (const [group, keys] of groups) {
    const members = keys.map((key) => {
      const { method, path } = summaries.get(key) ?? {};
      const parts = PARTS.map((part) => partType(key, part));
      return `readonly ${key}: Defined<'${method}', '${path}', ${parts.join(', ')}>;`;
    });
    tables.push(`export const ${group}: {\n${members.join('\n')}\n} = c.${group};`);
  }
  tables.push(
    `/** Every endpoint, by a unique camelCase key. */\nexport const endpoints: ${[...groups.keys()]
      .map((group) => `typeof ${group}`)
      .join(' & ')} = c.endpoints;`,
    'export type Endpoints = typeof endpoints;',
    'export type EndpointName = keyof Endpoints;',
  );

  // Every api-types.ts name these declarations reference is exported too (`ProductInput` ...):
  // a consumer's own declarations can then name the types they infer from ours (TS2742).
  const exportedNames = new Set([...apiTypeExports, ...realTypes, ...local]);
  const referenced = new Set(
    [...[...schemas, ...tables].join('\n').matchAll(/\bt\.([A-Za-z_][A-Za-z0-9_]*)/g)].map(
      ([, name]) => name,
    ),
  );
  for (const alias of aliases) exportedNames.add(/^export type (\w+)/.exec(alias)?.[1]);
  const namedToo = [...referenced].filter((name) => !exportedNames.has(name)).sort();

  return [
    [
      '// Generated by scripts/gen-client-types.mjs from the contract: do not edit.',
      "// The published face of @brand/core/contract (and of the root entry's contract names): the",
      "// same values as ./index, typed by what each schema reads and returns (api-types.ts's named",
      "// types) rather than by valibot's full schema types, so the package's declarations stay",
      '// small (issue 28 item 7). Run `node scripts/gen-client-types.mjs` after changing a schema',
      '// or an endpoint; src/client/api-types.test.ts fails while this file is stale.',
    ].join('\n'),
    "import type { GenericSchema } from 'valibot';",
    "import type * as t from '../client/api-types';",
    "import type { DefinedParts, Endpoint } from './endpoint';",
    "import * as c from './index';",
    `export type {\n${realTypes.join(',\n')}\n} from './index';`,
    `export {\n${realValues.join(',\n')}\n} from './index';`,
    `export type {\n${apiTypeExports.join(',\n')}\n} from '../client/api-types';`,
    '/** The types the declarations below name: what each schema reads (`...Input`) and more. */',
    `export type {\n${namedToo.join(',\n')}\n} from '../client/api-types';`,
    ...aliases,
    [
      '/** What `defineEndpoint` returns for these parts. */',
      "type Defined<M extends 'GET' | 'POST' | 'PUT' | 'DELETE', P extends string, Pa extends GenericSchema | undefined, Q extends GenericSchema | undefined, B extends GenericSchema | undefined, R extends GenericSchema> =",
      '  Endpoint<M, P, Pa, Q, B, R> & DefinedParts<Pa, Q, B>;',
    ].join('\n'),
    ...schemas,
    ...tables,
    '',
  ].join('\n\n');
}

/**
 * src/contract/endpoint-routes.ts: each group's method, path and body/response type, without the
 * schemas (all the client needs to send a call), made from the endpoint groups so that adding an
 * endpoint is one declaration in its endpoints/<domain>.ts.
 */
function endpointRoutes(groups, routes) {
  const out = [
    '// Generated by scripts/gen-client-types.mjs from contract/endpoints.ts: do not edit.',
    '// Run `node scripts/gen-client-types.mjs` after adding or changing an endpoint.',
    [
      '/**',
      ' * The method and path of every endpoint (and its body or response type when not JSON),',
      ' * without the schemas: all the client needs to send a call. Its resources bind these, so an',
      " * app's initial script does not carry every request and response schema of the contract",
      ' * (nor the card validation some of them use); the transport loads the schemas only when it',
      ' * validates responses (development, tests).',
      ' */',
    ].join('\n'),
    "import type { EndpointRoute } from './endpoint';",
  ];
  for (const [group, keys] of groups) {
    const entries = keys.map((key) => {
      const route = routes.get(key);
      if (!route?.method || !route.path) throw new Error(`${key} has no method or path`);
      const fields = ['method', 'path', 'auth', 'bodyType', 'responseType']
        .filter((name) => route[name] !== undefined)
        .map((name) => `${name}: ${JSON.stringify(route[name])}`);
      return `${key}: { ${fields.join(', ')} },`;
    });
    out.push(
      `export const ${group.replace(/Endpoints$/, 'Routes')} = {\n${entries.join('\n')}\n} as const satisfies Record<string, EndpointRoute>;`,
    );
  }
  return `${out.join('\n\n')}\n`;
}

/** The repo's formatter (Biome), so the files read like the others and diffs stay small. */
export function format(text, path = OUTPUT) {
  const root = join(pkgDir, '../..');
  const biome = join(
    dirname(createRequire(join(root, 'package.json')).resolve('@biomejs/biome/package.json')),
    'bin',
    'biome',
  );
  // `check --write`: formatted, and its imports and exports sorted as `pnpm lint` wants them.
  return execFileSync(biome, ['check', '--write', `--stdin-file-path=${path}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { apiTypes, contractPublic: publicText, endpointRoutes: routesText } = generate();
  const files = [
    [OUTPUT, 'src/client/api-types.ts', apiTypes],
    [PUBLIC_OUTPUT, 'src/contract/public.ts', publicText],
    [ROUTES_OUTPUT, 'src/contract/endpoint-routes.ts', routesText],
  ];
  if (process.argv.includes('--check')) {
    for (const [path, name, text] of files) {
      const stale = !existsSync(path) || readFileSync(path, 'utf8') !== text;
      console.log(`${name} is ${stale ? 'stale' : 'fresh'}`);
      if (stale) process.exitCode = 1;
    }
  } else {
    for (const [path, , text] of files) {
      writeFileSync(path, text);
      console.log(`wrote ${path}`);
    }
  }
}
