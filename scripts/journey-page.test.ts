import { describe, expect, it } from 'vitest';
import { journeyScript, journeySteps, missingOutput, outputsByStep, STEP_MARK, withPort } from './journey-page.js';

const page = [
  '# A page',
  '',
  '```sh',
  'mkdir app && cd app',
  'npx svc-reference-server --seed demo &',
  '```',
  '',
  'Save this as `main.ts`:',
  '',
  '<!-- file: src/main.ts -->',
  '```ts',
  "console.log('http://127.0.0.1:4010/health');",
  '```',
  '',
  '<!-- run: ts -->',
  '```ts',
  "console.log('hi');",
  '```',
  '',
  '<!-- output -->',
  '```text',
  'h...',
  '```',
  '',
  '<!-- fragment -->',
  '```sh',
  'open http://127.0.0.1:4010',
  '```',
  '',
  '```json',
  '{ "shown": "only" }',
  '```',
].join('\n');

describe('a page as a journey', () => {
  it('reads shell blocks, files, programs and outputs in order; fragments and unmarked non-shell blocks are not steps', () => {
    expect(journeySteps(page)).toEqual([
      { kind: 'shell', line: 3, code: 'mkdir app && cd app\nnpx svc-reference-server --seed demo &\n' },
      { kind: 'file', line: 11, path: 'src/main.ts', code: "console.log('http://127.0.0.1:4010/health');\n" },
      { kind: 'run', line: 16, runner: 'ts', code: "console.log('hi');\n" },
      { kind: 'output', line: 21, expected: 'h...\n' },
    ]);
  });

  it("a section included from another page is that page's to walk; an included code file is this page's", () => {
    const text = [
      '<!-- include: ../README.md#setup -->',
      '```sh',
      'npm install other',
      '```',
      '<!-- end include -->',
      '<!-- file: a.ts -->',
      '<!-- include: ../../examples/a.ts -->',
      '```ts',
      'x',
      '```',
      '<!-- end include -->',
    ].join('\n');
    expect(journeySteps(text)).toEqual([{ kind: 'file', line: 8, path: 'a.ts', code: 'x\n' }]);
  });

  it('a walk of one variant takes its blocks and the shared ones; a walk without a variant takes the shared ones only', () => {
    const text = [
      '<!-- variant: pnpm -->',
      '```sh',
      'pnpm add x',
      '```',
      '<!-- variant: bun -->',
      '```sh',
      'bun add x',
      '```',
      '```sh',
      'ls',
      '```',
    ].join('\n');
    expect(journeySteps(text, 'bun').map((s) => s.kind === 'shell' && s.code)).toEqual(['bun add x\n', 'ls\n']);
    expect(journeySteps(text, 'pnpm').map((s) => s.kind === 'shell' && s.code)).toEqual(['pnpm add x\n', 'ls\n']);
    expect(journeySteps(text).map((s) => s.kind === 'shell' && s.code)).toEqual(['ls\n']);
    expect(() => journeySteps(text, 'yarn')).toThrow('no block is marked <!-- variant: yarn -->');
  });

  it('a marker separated from its block by text applies to nothing', () => {
    expect(journeySteps('<!-- file: a.ts -->\nSome words.\n```ts\nx\n```\n')).toEqual([]);
  });

  it('refuses markers it cannot use, naming the line', () => {
    expect(() => journeySteps('<!-- file: ../up.ts -->\n```ts\nx\n```\n')).toThrow(
      'line 1: <!-- file: PATH --> needs a path inside the project',
    );
    expect(() => journeySteps('<!-- run: python -->\n```py\nx\n```\n')).toThrow('line 1: <!-- run: python --> is not a runner');
    expect(() => journeySteps('<!-- output -->\n```text\nx\n```\n')).toThrow('line 2: an <!-- output --> block must follow');
  });

  it('waits for a server sent to the background with a comment after the &', () => {
    const script = journeyScript(
      journeySteps('```sh\nnpx svc-reference-server --seed demo &   # then open the page\ncurl x\n```\n'),
      45123,
    );
    expect(script).toContain('# then open the page\nsvc_wait_for_server\ncurl x');
  });

  it('the script waits for a server started in the background and swaps only the address 4010', () => {
    const script = journeyScript(journeySteps(page), 45123);
    expect(script).toContain('npx svc-reference-server --seed demo &\nsvc_wait_for_server');
    expect(script).toContain("console.log('http://127.0.0.1:45123/health');");
    expect(script).toContain("cat > 'src/main.ts' <<'SVC_JOURNEY_EOF_1'");
    expect(script).toContain('npx --no-install tsx .journey-block-2.mts');
    expect(withPort('localhost:4010 127.0.0.1:40100 :4010', 1)).toBe('localhost:1 127.0.0.1:40100 :4010');
  });

  it('splits the output by step and finds expected lines in order, with ... for any text', () => {
    const out = outputsByStep(`${STEP_MARK} 0@@\nnpm noise\n${STEP_MARK} 2@@\nhello\nthere\n`);
    expect(out.get(0)).toBe('\nnpm noise\n');
    expect(missingOutput('h...\nthere', out.get(2)!)).toBeUndefined();
    expect(missingOutput('there\nhello', out.get(2)!)).toBe('hello');
    expect(missingOutput('a.b', 'axb')).toBe('a.b');
  });
});
