// The layer rules of eslint.config.js bite: fixture code that breaks each one is reported by ESLint itself
// (the repo's own configuration), and code that keeps to them is not. Fixtures live outside the normal
// lint run (ignored there) and are linted here as if they stood at the path named in each case.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// Loading ESLint, its plugins and the TypeScript resolver takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const root = new URL('../../../', import.meta.url).pathname;
const fixture = (name: string) => `${root}tests/unit/lint/fixtures/${name}`;

// Only the rules under test: the fixtures are not part of any TypeScript program, so type-aware rules
// are switched off for them.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
  ruleFilter: ({ ruleId }) =>
    ruleId.startsWith('import-x/') || ruleId.startsWith('briefsmith/') || ruleId === 'no-restricted-syntax',
});

async function lintAs(fixtureName: string, path: string) {
  const [result] = await eslint.lintText(readFileSync(fixture(fixtureName), 'utf8'), {
    filePath: `${root}${path}`,
  });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('feature boundaries', () => {
  it('reports a deep import into another feature', async () => {
    const messages = await lintAs('deep-import.ts', 'src/features/briefs/fixture.ts');
    expect(messages).toEqual([expect.stringContaining('import-x/no-restricted-paths')]);
    expect(messages[0]).toContain('entry file');
  });

  it('accepts an import through the feature’s entry file where eslint.config.js lists it', async () => {
    expect(await lintAs('entry-import.ts', 'src/features/briefs/dashboard-page.tsx')).toEqual([]);
  });

  it('reports an import through an entry file that eslint.config.js does not list', async () => {
    const messages = await lintAs('unlisted-entry-import.ts', 'src/features/team/fixture.ts');
    expect(messages).toEqual([expect.stringContaining('briefsmith/feature-imports')]);
    expect(messages[0]).toContain("may not import the 'review' feature");
  });

  it('reports a deep import into a feature from the app', async () => {
    expect(await lintAs('app-deep-import.ts', 'src/app/fixture.ts')).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
  });

  it.each([
    ['session', '../../session/auth-provider', 'src/session/index.ts'],
    ['sync status', '../../components/sync-status/field-conflicts', 'src/components/sync-status/index.ts'],
  ])('reports a deep import into the %s from a feature', async (_, path, entry) => {
    const code = readFileSync(fixture('below-deep-import.ts'), 'utf8').replace(
      "'../../session/auth-provider'",
      `'${path}'`,
    );
    const [result] = await eslint.lintText(code, { filePath: `${root}src/features/briefs/fixture.ts` });
    const messages = result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
    expect(messages).toEqual([expect.stringContaining('import-x/no-restricted-paths')]);
    expect(messages[0]).toContain(entry);
  });

  it('reports the sync status imported from components/ui', async () => {
    const code = readFileSync(fixture('below-deep-import.ts'), 'utf8').replace(
      "'../../session/auth-provider'",
      "'../sync-status'",
    );
    const [result] = await eslint.lintText(code, { filePath: `${root}src/components/ui/fixture.ts` });
    expect(result!.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
      expect.stringContaining('components/ui must not depend on it'),
    ]);
  });

  it.each(['data', 'sync', 'domain', 'session', 'lib', 'components/ui', 'components/sync-status'])(
    'reports a feature imported from %s/',
    async (layer) => {
      const depth = layer.split('/').length;
      const code = readFileSync(fixture('feature-from-data.ts'), 'utf8').replace(
        "'../features/briefs'",
        `'${'../'.repeat(depth)}features/briefs'`,
      );
      const [result] = await eslint.lintText(code, { filePath: `${root}src/${layer}/fixture.ts` });
      expect(result!.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
        expect.stringContaining('must not depend on a feature'),
      ]);
    },
  );
});

describe('import cycles', () => {
  it('reports a cycle made of type-only imports', async () => {
    const results = await eslint.lintFiles([fixture('cycle/a.ts'), fixture('cycle/b.ts')]);
    for (const result of results)
      expect(result.messages.map((m) => m.ruleId)).toEqual(['briefsmith/no-import-cycle']);
  });
});

describe('one writer of a brief’s sync state', () => {
  /** The lines of the fixture reported for writing briefs, outbox or conflicts. */
  async function writesReported(path: string) {
    const [result] = await eslint.lintText(readFileSync(fixture('sync-state-write.ts'), 'utf8'), {
      filePath: `${root}${path}`,
    });
    const messages = result!.messages;
    expect(messages.every((m) => m.message.startsWith('Only src/data/sync-writer.ts writes'))).toBe(true);
    return [...new Set(messages.map((m) => m.line))];
  }

  it.each(['src/sync/fixture.ts', 'src/data/outbox.ts', 'src/features/briefs/fixture.ts'])(
    'reports each write of briefs, outbox or conflicts in %s (reads pass)',
    async (path) => {
      // The fixture's delete, chained modify and table('briefs').put; its two reads are not reported.
      expect(await writesReported(path)).toEqual([8, 9, 10]);
    },
  );

  it('accepts them in src/data/sync-writer.ts', async () => {
    expect(await writesReported('src/data/sync-writer.ts')).toEqual([]);
  });
});

describe('one writer of the local file store', () => {
  async function writesReported(path: string) {
    const [result] = await eslint.lintText(readFileSync(fixture('file-store-write.ts'), 'utf8'), {
      filePath: `${root}${path}`,
    });
    const messages = result!.messages;
    expect(messages.every((m) => m.message.startsWith('Only src/data/file-store.ts writes'))).toBe(true);
    return [...new Set(messages.map((m) => m.line))];
  }

  it.each(['src/sync/fixture.ts', 'src/data/sync-writer.ts', 'src/features/editor/fixture.ts'])(
    'reports each write of localFiles in %s (reads pass)',
    async (path) => {
      expect(await writesReported(path)).toEqual([8, 9, 10]);
    },
  );

  it('accepts them in src/data/file-store.ts', async () => {
    expect(await writesReported('src/data/file-store.ts')).toEqual([]);
  });
});

describe('one writer of comments on the device', () => {
  async function writesReported(path: string) {
    const [result] = await eslint.lintText(readFileSync(fixture('comment-store-write.ts'), 'utf8'), {
      filePath: `${root}${path}`,
    });
    const messages = result!.messages;
    expect(messages.every((m) => m.message.startsWith('Only src/data/comment-store.ts writes'))).toBe(true);
    return [...new Set(messages.map((m) => m.line))];
  }

  it.each(['src/features/comments/fixture.ts', 'src/data/sync-writer.ts', 'src/sync/fixture.ts'])(
    'reports each write of comments, commentOps and commentCounts in %s (reads pass)',
    async (path) => {
      expect(await writesReported(path)).toEqual([8, 9, 10, 11]);
    },
  );

  it('accepts them in src/data/comment-store.ts', async () => {
    expect(await writesReported('src/data/comment-store.ts')).toEqual([]);
  });
});
