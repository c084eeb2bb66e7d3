// The typed client is not undone at the edges: what a select on a table (`supabase.from(…)`) answers is
// typed by the generated Database types, so no code in src/ casts it (`(data ?? []) as XRow[]`,
// `data as XRow`). A cast would hide a select that no longer gives what the code reads. The sync RPCs'
// jsonb answers are read by schemas instead (src/sync/answers.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

// Loading TypeScript's parser takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const root = new URL('../../../', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'database' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `x`, `(x)`, `x ?? fallback`, `(x ?? fallback)` → `x`. */
function answerOf(expression: ts.Expression): ts.Expression {
  let node = expression;
  for (;;) {
    if (ts.isParenthesizedExpression(node)) node = node.expression;
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      node = node.left;
    else return node;
  }
}

const scopeOf = (node: ts.Node): ts.Node =>
  ts.isFunctionLike(node) || ts.isSourceFile(node) ? node : scopeOf(node.parent);

/** Casts of a table select's `data` in one file, as `path:line: cast`. */
function castsAfterSelects(fileName: string, text: string): string[] {
  if (!text.includes('.from(')) return [];
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const selects = (node: ts.Node) => /\.from\(/.test(node.getText(file));
  // Per function: queries built from `supabase.from(…)`, and the names its answer's `data` is bound to
  // (`const { data } = await supabase.from(…)…`, or `await query` for such a query).
  const queries = new Map<ts.Node, Set<string>>();
  const answers = new Map<ts.Node, Set<string>>();
  const add = (map: Map<ts.Node, Set<string>>, scope: ts.Node, name: string) =>
    map.set(scope, (map.get(scope) ?? new Set()).add(name));
  const isSelect = (scope: ts.Node, node: ts.Expression): boolean => {
    const awaited = ts.isAwaitExpression(node) ? node.expression : node;
    if (ts.isIdentifier(awaited)) return queries.get(scope)?.has(awaited.text) ?? false;
    return selects(awaited);
  };
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const scope = scopeOf(node);
      if (ts.isIdentifier(node.name) && selects(node.initializer)) add(queries, scope, node.name.text);
      if (ts.isObjectBindingPattern(node.name) && isSelect(scope, node.initializer)) {
        for (const element of node.name.elements) {
          const key = element.propertyName ?? element.name;
          if (ts.isIdentifier(key) && key.text === 'data' && ts.isIdentifier(element.name))
            add(answers, scope, element.name.text);
        }
      }
    }
    if (ts.isAsExpression(node)) {
      const answer = answerOf(node.expression);
      if (ts.isIdentifier(answer) && answers.get(scopeOf(node))?.has(answer.text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${fileName}:${line + 1}: ${node.getText(file).replace(/\s+/g, ' ')}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('typed edges', () => {
  it('finds a cast after a select (the rule bites)', () => {
    const code = `
      async function load() {
        const { data, error } = await supabase.from('profiles').select('id, email').in('id', ids);
        if (error) throw error;
        return (data ?? []) as Person[];
      }
      async function one() {
        let query = supabase.from('brief_review_requests').select('*');
        const { data: rows } = await query;
        return rows as ReviewRow[];
      }
      async function rpc() {
        const { data } = await supabase.rpc('fetch_brief', { brief_id: id });
        return data as Json;
      }`;
    expect(castsAfterSelects('fixture.ts', code)).toEqual([
      'fixture.ts:5: (data ?? []) as Person[]',
      'fixture.ts:10: rows as ReviewRow[]',
    ]);
  });

  it('no code in src/ casts what a select answers', () => {
    const casts = sourceFiles(join(root, 'src')).flatMap((path) =>
      castsAfterSelects(relative(root, path), readFileSync(path, 'utf8')),
    );
    expect(casts).toEqual([]);
  });
});
