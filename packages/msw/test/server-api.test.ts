// @svc/msw stands on the reference server's public API only: its entry, and no member the server marks @internal. The
// server's api-extractor report then guards everything the mocks use, the test controls among them.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MSW = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = join(MSW, '..', 'server', 'src') + sep;
const SERVER_REPORT = join(MSW, '..', 'server', 'etc', 'reference-server.api.md');
const MSW_REPORT = join(MSW, 'etc', 'msw.api.md');
const FIXTURE = join(MSW, 'test', 'fixtures', 'reaches-into-server.ts');

/** The TSDoc comment right before a declaration (of its statement, for a variable), as written. */
function docOf(node: ts.Node): string {
  const owner = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const text = owner.getSourceFile().text;
  const ranges = ts.getLeadingCommentRanges(text, owner.getFullStart()) ?? [];
  return ranges.map((r) => text.slice(r.pos, r.end)).join('\n');
}

/** Every use of the server in `files`: imports of anything but its entry, and uses of what it marks @internal. */
function serverUses(program: ts.Program, files: string[]): { imports: string[]; internal: string[] } {
  const checker = program.getTypeChecker();
  const imports: string[] = [];
  const internal = new Set<string>();
  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const where = (node: ts.Node) => `${relative(MSW, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const from = node.moduleSpecifier.text;
        if (from.startsWith('@svc/reference-server') && from !== '@svc/reference-server') imports.push(`${where(node)} ${from}`);
      }
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const declaration of symbol?.declarations ?? []) {
          if (!declaration.getSourceFile().fileName.startsWith(SERVER_SRC.split(sep).join('/'))) continue;
          if (/@internal\b/.test(docOf(declaration))) internal.add(`${where(node)} ${node.text}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { imports, internal: [...internal] };
}

/** msw's own sources (tests aside) and the fixture, in one program with msw's compiler options. */
function load(): { program: ts.Program; sources: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(MSW, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const sources = config.fileNames.filter((f) => !f.endsWith('.test.ts'));
  return { program: ts.createProgram([...sources, FIXTURE], config.options), sources };
}

let loaded: ReturnType<typeof load> | undefined;
const compiled = () => (loaded ??= load());

describe("@svc/msw uses the reference server's public API only", () => {
  it('imports nothing of the server but its entry, and nothing the server marks @internal', () => {
    const { program, sources } = compiled();
    expect(sources.length).toBeGreaterThan(5);
    expect(serverUses(program, sources)).toEqual({ imports: [], internal: [] });
  }, 60_000);

  it('the check finds a reach into the server internals (server.deps, a subpath import)', () => {
    const found = serverUses(compiled().program, [FIXTURE]);
    expect(found.imports).toEqual([expect.stringMatching(/reaches-into-server\.ts:\d+ @svc\/reference-server\/node$/)]);
    expect(found.internal).toEqual(expect.arrayContaining([expect.stringMatching(/ deps$/), expect.stringMatching(/ worldDeps$/)]));
  }, 60_000);

  it("the server's api report shows the test controls as public API, and the msw report names no server internals", () => {
    // api-extractor writes its reports with CRLF line ends.
    const server = readFileSync(SERVER_REPORT, 'utf8').replace(/\r\n/g, '\n');
    const control = /\/\/ @public\nexport interface TestControl \{\n([\s\S]*?)\n\}/.exec(server)?.[1] ?? '';
    for (const member of ['checkpoint()', 'restoreCheckpoint(', 'resetRateLimits()', 'runDueJobs()', 'shiftTimestamps('])
      expect(control).toContain(member);
    expect(control).not.toContain('@internal');
    const referenceServer = /export interface ReferenceServer \{\n([\s\S]*?)\n\}/.exec(server)?.[1] ?? '';
    expect(referenceServer).toMatch(/\n {4}readonly testControl: TestControl;/);
    expect(referenceServer).not.toMatch(/@internal\n {4}readonly testControl/);
    expect(readFileSync(MSW_REPORT, 'utf8')).not.toMatch(/\bDeps\b|\.deps\b/);
  });
});
