#!/usr/bin/env node
/**
 * docs/module-graph.md, drawn from the code (issue 24 item 5): dependency-cruiser reads every
 * source file of packages/<name>/src and apps/<name>/src once (the resolution options of
 * .dependency-cruiser.cjs, which `pnpm lint:layers` uses), then its `collapse` option folds the
 * files into folders three ways: the workspace's packages and apps, the API's folders and
 * modules, the site's folders and features. Each becomes a Mermaid flowchart; the API's modules
 * also a table. Tests, stories and the site's page stories are left out: the drawing is of what
 * ships. Nodes and edges are sorted, and nothing else (no date, no count of files) goes in, so the
 * same imports give the same bytes.
 *
 *   node scripts/module-graph.mjs          writes docs/module-graph.md (`pnpm docs:graph`)
 *   node scripts/module-graph.mjs --check  exits 1 when docs/module-graph.md is not what the
 *                                          code gives now (and says which lines differ)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const OUTPUT = 'docs/module-graph.md';
/** What the drawing leaves out, besides the config's own excludes (builds, coverage). */
const NOT_SHIPPED = ['\\.(test|spec|stories)\\.tsx?$', '^apps/site/src/stories/', '\\.d\\.ts$'];

const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** packages/<name>/src and apps/<name>/src, sorted, with each package's name. */
function workspaceSources() {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(group).sort(byText)) {
      const dir = `${group}/${name}`;
      if (!existsSync(join(dir, 'src')) || !existsSync(join(dir, 'package.json'))) continue;
      const { name: packageName } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      found.push({ dir, packageName });
    }
  }
  return found;
}

async function cruiseWorkspace(sources) {
  const {
    ruleSet: _rules,
    validate: _validate,
    ...options
  } = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const excluded = [options.exclude?.path ?? []].flat();
  const tsConfig = options.tsConfig?.fileName ? extractTSConfig(options.tsConfig.fileName) : {};
  const { output } = await cruise(
    sources.map((s) => `${s.dir}/src`),
    { ...options, validate: false, exclude: { path: [...excluded, ...NOT_SHIPPED] } },
    {},
    { tsConfig },
  );
  return typeof output === 'string' ? JSON.parse(output) : output;
}

/**
 * The folder graph of `result` under `collapse` (a regular expression: a file becomes the
 * prefix it matches), keeping the nodes `keep` matches; sorted nodes, sorted edges, no self edge.
 */
async function folderGraph(result, collapse, keep) {
  const { output } = await format(result, { outputType: 'json', collapse });
  const { modules } = typeof output === 'string' ? JSON.parse(output) : output;
  const nodes = new Set();
  const edges = new Set();
  for (const module of modules) {
    if (!keep.test(module.source)) continue;
    nodes.add(module.source);
    for (const dependency of module.dependencies) {
      if (!keep.test(dependency.resolved) || dependency.resolved === module.source) continue;
      nodes.add(dependency.resolved);
      edges.add(`${module.source}\n${dependency.resolved}`);
    }
  }
  return {
    nodes: [...nodes].sort(byText),
    edges: [...edges].sort(byText).map((edge) => edge.split('\n')),
  };
}

/** A Mermaid node id from a label: letters, digits and underscores, never a keyword. */
const idOf = (prefix, label) =>
  `${prefix}_${label.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, '')}`;

/**
 * A Mermaid flowchart of `graph`; `labelOf` names a node, `groupOf` (optional) puts nodes in a
 * subgraph by name.
 */
function flowchart(graph, { prefix, direction, labelOf, keyOf = labelOf, groupOf = () => null }) {
  const lines = ['```mermaid', `flowchart ${direction}`];
  const groups = new Map();
  for (const node of graph.nodes) {
    const group = groupOf(node);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(node);
  }
  const id = (node) => idOf(prefix, keyOf(node));
  const nodeLine = (node, indent) => `${indent}${id(node)}["${labelOf(node)}"]`;
  for (const node of groups.get(null) ?? []) lines.push(nodeLine(node, '  '));
  for (const group of [...groups.keys()].filter((g) => g !== null).sort(byText)) {
    lines.push(`  subgraph ${idOf(`${prefix}_group`, group)}["${group}"]`);
    for (const node of groups.get(group)) lines.push(nodeLine(node, '    '));
    lines.push('  end');
  }
  for (const [from, to] of graph.edges) {
    lines.push(`  ${id(from)} --> ${id(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** A Markdown table padded as Biome formats one (`pnpm lint` checks this file too). */
function table(header, rows) {
  const widths = header.map((cell, i) =>
    Math.max(3, cell.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const API = 'apps/api/src/';
const SITE = 'apps/site/src/';
const MODULES = `${API}modules/`;
const FEATURES = `${SITE}features/`;
const reEscape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const under = (prefix) => (path) => path.slice(prefix.length);
const code = (text) => `\`${text}\``;
const list = (items) => (items.length === 0 ? '-' : items.map(code).join(', '));

async function render() {
  const sources = workspaceSources();
  const result = await cruiseWorkspace(sources);
  const nameOf = new Map(sources.map((s) => [`${s.dir}/`, s.packageName]));

  const workspace = await folderGraph(
    result,
    '^(packages|apps)/[^/]+/',
    /^(packages|apps)\/[^/]+\/$/,
  );
  const apiLayers = await folderGraph(
    result,
    `^${reEscape(API)}[^/]+/`,
    new RegExp(`^${reEscape(API)}`),
  );
  const apiModules = await folderGraph(
    result,
    `^${reEscape(MODULES)}[^/]+/|^${reEscape(API)}[^/]+/`,
    new RegExp(`^${reEscape(API)}`),
  );
  const site = await folderGraph(
    result,
    `^${reEscape(FEATURES)}[^/]+/|^${reEscape(SITE)}[^/]+/`,
    new RegExp(`^${reEscape(SITE)}`),
  );

  const isModule = (node) => node.startsWith(MODULES);
  const moduleGraph = {
    nodes: apiModules.nodes.filter(isModule),
    edges: apiModules.edges.filter(([from, to]) => isModule(from) && isModule(to)),
  };
  const moduleName = (node) => node.slice(MODULES.length, -1);
  const rows = moduleGraph.nodes.map((node) => {
    const out = apiModules.edges.filter(([from]) => from === node).map(([, to]) => to);
    const into = moduleGraph.edges.filter(([, to]) => to === node).map(([from]) => from);
    return [
      code(moduleName(node)),
      list(out.filter(isModule).map(moduleName)),
      list(out.filter((to) => !isModule(to)).map(under(API))),
      list(into.map(moduleName)),
    ];
  });

  const moduleCount = moduleGraph.nodes.length;
  return `# Module graph

<!-- Generated by \`pnpm docs:graph\` (scripts/module-graph.mjs) from the imports: do not edit by hand. -->

Drawn from the code by dependency-cruiser with the resolution options of
\`.dependency-cruiser.cjs\`: every source file of \`packages/*/src\` and \`apps/*/src\` (tests,
stories and the site's page stories in \`apps/site/src/stories/\` left out), folded into
folders. An arrow means "imports", type-only imports and lazy \`import()\` included.
\`pnpm docs:graph\` writes this file; \`node scripts/module-graph.mjs --check\` fails when it is
not what the code gives now. Which arrows are allowed is in [architecture.md](architecture.md),
checked by \`pnpm lint:layers\`.

## The workspace

Each package and app as one node (its \`src/\`).

${flowchart(workspace, {
  prefix: 'ws',
  direction: 'LR',
  labelOf: (node) => `${nameOf.get(node) ?? node} (${node.slice(0, -1)})`,
  keyOf: (node) => node,
})}

## The API's folders (\`apps/api/src\`)

Each folder as one node (\`modules/\` holds every module), each file at the top of \`src/\` as
its own.

${flowchart(apiLayers, { prefix: 'api', direction: 'LR', labelOf: under(API) })}

## The API's modules (\`apps/api/src/modules\`)

Each of the ${moduleCount} modules as one node; only the arrows between modules.

${flowchart(moduleGraph, { prefix: 'mod', direction: 'LR', labelOf: moduleName })}

What each module imports (other modules, and the rest of \`apps/api/src\`) and which modules
import it:

${table(['Module', 'Imports modules', 'Imports from the rest of the API', 'Imported by modules'], rows)}

## The site (\`apps/site/src\`)

Each feature (\`features/<area>/\`) and each other folder as one node, each file at the top of
\`src/\` as its own.

${flowchart(site, {
  prefix: 'site',
  direction: 'LR',
  labelOf: (node) => under(node.startsWith(FEATURES) ? FEATURES : SITE)(node),
  keyOf: under(SITE),
  groupOf: (node) => (node.startsWith(FEATURES) ? 'features/' : null),
})}
`;
}

const check = process.argv.includes('--check');
const next = await render();
if (!check) {
  writeFileSync(OUTPUT, next);
  console.log(`module-graph: wrote ${OUTPUT}.`);
} else {
  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : null;
  if (current === next) {
    console.log(`module-graph: ${OUTPUT} is what the code gives.`);
  } else {
    const now = new Set(next.split('\n'));
    const then = new Set((current ?? '').split('\n'));
    const gone = [...then].filter((line) => line && !now.has(line));
    const added = [...now].filter((line) => line && !then.has(line));
    const show = (sign, lines) => [
      ...lines.slice(0, 15).map((line) => `  ${sign} ${line}`),
      ...(lines.length > 15 ? [`  ${sign} ... and ${lines.length - 15} more lines`] : []),
    ];
    const why =
      current === null
        ? `${OUTPUT} is missing`
        : `${OUTPUT} is not what the code gives now (the imports changed, or it was edited by hand)`;
    console.error(
      [
        `module-graph: ${why}. Run \`pnpm docs:graph\` and commit the file.`,
        ...(current === null ? [] : [...show('-', gone), ...show('+', added)]),
      ].join('\n'),
    );
    process.exit(1);
  }
}
