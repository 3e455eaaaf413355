import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { SCHEMA_FILE } from './schema';

// The check in server/graphql/schema.ts, run by the compiler as `npm run typecheck` runs it, against
// resolver types generated from the contract and from a copy of it with one field more.

const ROOT = path.join(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
let dir: string;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A folder with the generated types for `sdl` and the schema.ts check on them; its check file. */
function checkAgainst(name: string, sdl: string): string {
  const folder = path.join(dir, name);
  fs.mkdirSync(folder);
  const schema = path.join(folder, 'schema.graphql');
  fs.writeFileSync(schema, sdl);
  // `npm run codegen`, told to read this schema and write beside it.
  execFileSync(
    TSX,
    ['scripts/codegen.ts', '--schema', schema, '--out', path.join(folder, 'resolvers.ts')],
    {
      cwd: ROOT,
    },
  );
  const server = (file: string) => path.join(ROOT, 'server', file);
  const check = path.join(folder, 'check.ts');
  fs.writeFileSync(
    check,
    `import type { Resolvers, ResolversParentTypes } from './resolvers';
import type { EveryFieldResolved, UnresolvedFields } from '${server('graphql/resolverCoverage')}';
import type { resolvers } from '${server('graphql/schema')}';
export const everyFieldResolved: EveryFieldResolved<
  UnresolvedFields<Resolvers, ResolversParentTypes, typeof resolvers>
> = true;
`,
  );
  return check;
}

test('a schema field with neither a resolver nor a row property fails the typecheck, by name', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-coverage-'));
  const contract = fs.readFileSync(SCHEMA_FILE, 'utf8');
  const withGhost = contract.replace(
    'type Article implements Node {',
    'type Article implements Node {\n  ghost: String!',
  );
  expect(withGhost).not.toBe(contract);
  const asIs = checkAgainst('contract', contract);
  const ghost = checkAgainst('ghost', withGhost);

  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const program = ts.createProgram([asIs, ghost], {
    ...config.options,
    noEmit: true,
    // The folders are outside the project: their packages are the project's.
    baseUrl: ROOT,
    paths: { '*': ['node_modules/*', 'node_modules/@types/*'] },
  });
  const errors = (file: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

  expect(errors(asIs)).toEqual([]);
  expect(errors(ghost)).toEqual([
    expect.stringContaining('{ fieldsWithoutResolverOrRowProperty: "Article.ghost"; }'),
  ]);
}, 120_000);
