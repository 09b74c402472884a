// A documentation page as a customer walks it: its shell blocks are the commands they type, the blocks marked
// `<!-- file: PATH -->` the files they create, the blocks marked `<!-- run: ts|esm|cjs -->` the programs they run, and
// a `<!-- output -->` block what the step before it prints. `journeyScript` turns the page into one bash script that
// does exactly that, in order, in one shell (so `cd` carries over as it does in a terminal).
//
// Markers (HTML comments, invisible on the repository host and on the site), on the lines before a fenced block:
// - `<!-- file: src/app.ts -->`: the block is that file, written where the shell is at that moment.
// - `<!-- run: ts -->` (or `esm`, `cjs`): the block is a program; it is saved and run as the page says to run such a
//   block (`npx tsx`, `node`), so the page must have installed what that needs.
// - `<!-- output -->`: the block is what the step before it prints. Each line must appear in the output, in order;
//   `...` in a line stands for any text (an id, a time, a port).
// - `<!-- fragment -->` or `<!-- not run: REASON -->`: shown, not run (a piece of a larger program, a command for
//   another system). The exception: say why.
// - `<!-- variant: NAME -->`: the block belongs to one variant of the page (the same steps with pnpm, Yarn or Bun);
//   a walk of variant NAME (`page.md#NAME`) takes it and the blocks marked for no variant, and skips the others. A
//   walk of the page without a variant skips every variant's block.
// What a page includes from another page (`<!-- include: X.md#region -->` ... `<!-- end include -->`) is walked on that
// page. A shell block with no marker is run. A line ending in `&` (a comment may follow) starts a server in the
// background; the script waits for the reference server's /health on SVC_PORT before the next line, as a reader waits
// for its "listening" line.

/** One thing the page has the reader do. */
export type JourneyStep =
  | { kind: 'shell'; line: number; code: string }
  | { kind: 'file'; line: number; path: string; code: string }
  | { kind: 'run'; line: number; runner: 'ts' | 'esm' | 'cjs'; code: string }
  | { kind: 'output'; line: number; expected: string };

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)([^\n]*)$/;
const MARKER = /^<!--\s*(file|run|output|fragment|not run|variant)\s*(?::\s*([^>]*?))?\s*-->$/;
const SHELLS = new Set(['sh', 'bash', 'shell']);

/**
 * The steps of a page, in order, for one `variant` of it when given; throws naming the line of a marker that cannot be
 * used, or the variant when no block is marked for it.
 */
export function journeySteps(markdown: string, variant?: string): JourneyStep[] {
  let variantBlocks = 0;
  const lines = markdown.split('\n');
  const steps: JourneyStep[] = [];
  let markers: Array<{ name: string; value: string; line: number }> = [];
  let included = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.trim();
    // A section another page owns (a README's region, a contract table) is walked on that page, not here; an included
    // code file is this page's, written where its file marker says.
    const include = /^<!-- include: (\S+) -->$/.exec(text);
    if (include && (/\.md(#|$)/.test(include[1]!) || include[1]!.startsWith('contract:'))) included = true;
    if (text === '<!-- end include -->') included = false;
    if (included) continue;
    const marker = MARKER.exec(text);
    if (marker) {
      markers.push({ name: marker[1]!, value: (marker[2] ?? '').trim(), line: i + 1 });
      continue;
    }
    const fence = FENCE.exec(lines[i]!);
    if (!fence) {
      // Markers belong to the block right after them; other comments and blank lines may sit between.
      if (text !== '' && !text.startsWith('<!--')) markers = [];
      continue;
    }
    const [, indent, ticks, lang] = fence;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j]!;
      if (close.trim().startsWith(ticks!) && close.trim().replace(/[`~]/g, '') === '') break;
      body.push(close.startsWith(indent!) ? close.slice(indent!.length) : close);
    }
    if (j === lines.length) throw new Error(`line ${i + 1}: a code block that is never closed`);
    const code = `${body.join('\n')}\n`;
    const line = i + 1;
    i = j;
    const own = markers;
    markers = [];
    const names = own.map((m) => m.name);
    const at = (name: string) => own.find((m) => m.name === name);
    if (names.includes('fragment') || names.includes('not run')) continue;
    if (at('variant')) {
      if (at('variant')!.value !== variant) continue;
      variantBlocks++;
    }
    if (at('output')) {
      if (steps.length === 0 || steps.at(-1)!.kind === 'file' || steps.at(-1)!.kind === 'output')
        throw new Error(`line ${line}: an <!-- output --> block must follow a command or a program`);
      steps.push({ kind: 'output', line, expected: code });
    } else if (at('file')) {
      const path = at('file')!.value;
      if (!path || path.startsWith('/') || path.split('/').includes('..'))
        throw new Error(`line ${at('file')!.line}: <!-- file: PATH --> needs a path inside the project, got "${path}"`);
      steps.push({ kind: 'file', line, path, code });
    } else if (at('run')) {
      const runner = at('run')!.value;
      if (runner !== 'ts' && runner !== 'esm' && runner !== 'cjs')
        throw new Error(`line ${at('run')!.line}: <!-- run: ${runner} --> is not a runner: use ts, esm or cjs`);
      steps.push({ kind: 'run', line, runner, code });
    } else if (SHELLS.has(lang!)) {
      steps.push({ kind: 'shell', line, code });
    }
  }
  if (variant !== undefined && variantBlocks === 0) throw new Error(`no block is marked <!-- variant: ${variant} -->`);
  return steps;
}

/** Replaces the address every page uses for the reference server with the one this walk's server listens on. */
export function withPort(text: string, port: number): string {
  return text.replace(/\b(127\.0\.0\.1|localhost):4010\b/g, `$1:${port}`);
}

const RUNNERS = { ts: ['mts', 'npx --no-install tsx'], esm: ['mjs', 'node'], cjs: ['cjs', 'node'] } as const;
export const STEP_MARK = '@@svc-journey-step';

/**
 * One bash script that walks the steps: stderr joins stdout, every step prints a mark first (so its output can be
 * told apart), and the first failing command ends the walk. Files and programs are written with quoted here-documents,
 * so nothing in them is expanded.
 */
export function journeyScript(steps: JourneyStep[], port: number): string {
  const out = [
    'set -eo pipefail',
    'exec 2>&1',
    // The wait a reader does by eye: the server's /health answers (30 s at most).
    `svc_wait_for_server() { for _ in $(seq 1 120); do node -e "fetch('http://127.0.0.1:${port}/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" && return 0; sleep 0.25; done; echo "journey: nothing answered on port ${port} within 30 s" >&2; return 1; }`,
  ];
  steps.forEach((step, index) => {
    if (step.kind === 'output') return;
    // On a line of its own, even after output with no final newline (curl's).
    out.push(`printf '\\n${STEP_MARK} ${index}@@\\n'`);
    const delimiter = `SVC_JOURNEY_EOF_${index}`;
    if (step.kind === 'shell') {
      // After a command sent to the background (a comment after the & or not), the reader waits for the server it
      // starts before the next line.
      for (const line of withPort(step.code, port).trimEnd().split('\n')) {
        out.push(line);
        if (/&\s*(?:#.*)?$/.test(line)) out.push('svc_wait_for_server');
      }
    } else if (step.kind === 'file') {
      const dir = step.path.includes('/') ? step.path.slice(0, step.path.lastIndexOf('/')) : '';
      if (dir) out.push(`mkdir -p '${dir}'`);
      out.push(`cat > '${step.path}' <<'${delimiter}'\n${withPort(step.code, port)}${delimiter}`);
    } else {
      const [extension, command] = RUNNERS[step.runner];
      const file = `.journey-block-${index}.${extension}`;
      out.push(`cat > '${file}' <<'${delimiter}'\n${withPort(step.code, port)}${delimiter}`, `${command} ${file}`, `rm -f '${file}'`);
    }
  });
  return `${out.join('\n')}\n`;
}

/** What each step printed, by step index, from the script's whole output. */
export function outputsByStep(output: string): Map<number, string> {
  const parts = output.split(new RegExp(`^${STEP_MARK} (\\d+)@@$`, 'm'));
  const byStep = new Map<number, string>();
  for (let i = 1; i < parts.length; i += 2) byStep.set(Number(parts[i]), parts[i + 1] ?? '');
  return byStep;
}

/**
 * Where an expected output is not in what was printed: undefined when every expected line appears in order (`...`
 * matching any text within a line), otherwise the first line that does not, for the failure message.
 */
export function missingOutput(expected: string, actual: string): string | undefined {
  const lines = actual.split('\n');
  let from = 0;
  for (const want of expected.split('\n').filter((l) => l.trim() !== '')) {
    const pattern = new RegExp(
      `^\\s*${want
        .trim()
        .split('...')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}\\s*$`,
    );
    const found = lines.findIndex((line, i) => i >= from && pattern.test(line));
    if (found === -1) return want;
    from = found + 1;
  }
  return undefined;
}
