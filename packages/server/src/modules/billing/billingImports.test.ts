import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BILLING = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(BILLING, '../..');
/** The one file outside billing allowed behind its face: the test fixture that sets wallets with a ledger row. */
const FACE_EXCEPTIONS = new Map([[path.join(SRC, 'testing/createTestUser.ts'), ['insertLedger.ts']]]);

/** Every relative module named by an import or export, type-only ones included: `from '…'`, `import '…'`, `import('…')`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative import of `from` names, or undefined when it is not a source file here. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const target = match[1] === undefined ? undefined : resolveImport(file, match[1]);
    return target ? [target] : [];
  });
}

/** The import graph of every source file under src/. */
function importGraph(): Map<string, string[]> {
  return new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
}

/** The strongly connected components (Tarjan) that are cycles: more than one file, or a file importing itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const inBilling = (file: string) => file.startsWith(`${BILLING}${path.sep}`);
const relative = (file: string) => path.relative(SRC, file);

describe('the billing module', () => {
  const graph = importGraph();

  it('finds the imports it checks (the walk reads the real files)', () => {
    expect(graph.get(path.join(BILLING, 'createLedgerWriter.ts'))).toContain(path.join(BILLING, 'writeLedgerBatch.ts'));
    expect(graph.get(path.join(SRC, 'modules/gateway/gatewayRoutes.ts'))).toContain(path.join(BILLING, 'index.ts'));
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['c', 'b', 'a']]);
  });

  it('is in no import cycle', () => {
    const cycles = cyclesOf(graph)
      .filter((component) => component.some(inBilling))
      .map((component) => component.map(relative).sort());
    expect(cycles).toEqual([]);
  });

  it('is imported by other modules only through its face (index.ts)', () => {
    const face = path.join(BILLING, 'index.ts');
    const behind = [...graph].flatMap(([file, targets]) =>
      inBilling(file)
        ? []
        : targets
            .filter((target) => inBilling(target) && target !== face)
            .filter((target) => !FACE_EXCEPTIONS.get(file)?.includes(path.basename(target)))
            .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(behind).toEqual([]);
  });
});
