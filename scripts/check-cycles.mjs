#!/usr/bin/env node
// `pnpm check:cycles [folder ...]`: fails when the modules of a folder import each other in a
// circle (type-only imports count too: a circle of types is a circle of ideas, and the next value
// import closes it for real). Relative imports only: packages are acyclic by the workspace's rules.
// Prints each circle as the chain of files that makes it. The sandbox's layers (ADR 026) are held
// by eslint's import rules; this catches any circle they do not name.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folders = process.argv.slice(2);
if (folders.length === 0) folders.push('apps/site/src', 'apps/sandbox/src');

const SOURCE = /\.(ts|tsx)$/;

function sourcesOf(folder) {
  const files = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...sourcesOf(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The file a relative specifier names, as TypeScript would find it; null outside the sources. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolveImport(file, name))
    .filter((path) => path !== null);
}

/** Tarjan's strongly connected components: every component of more than one file is a circle. */
function circlesOf(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), order.get(next)));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) circles.push(component);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return circles;
}

/** One chain through a circle, from its first file back to it, for the report. */
function chainOf(graph, members) {
  const inCircle = new Set(members);
  const start = [...members].sort()[0];
  const path = [start];
  const seen = new Set([start]);
  const walk = (node) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start && path.length > 1) return true;
      if (!inCircle.has(next) || seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return [...path, start];
}

let failed = false;
for (const folder of folders) {
  const graph = new Map();
  for (const file of sourcesOf(resolve(root, folder))) graph.set(file, importsOf(file));
  const circles = circlesOf(graph);
  if (circles.length === 0) {
    console.log(`ok   ${folder}: ${graph.size} modules, no import cycle`);
    continue;
  }
  failed = true;
  console.log(`FAIL ${folder}: ${circles.length} import cycle(s)`);
  for (const circle of circles) {
    console.log(
      `  ${chainOf(graph, circle)
        .map((file) => relative(root, file))
        .join('\n    -> ')}`,
    );
  }
}
process.exit(failed ? 1 : 0);
