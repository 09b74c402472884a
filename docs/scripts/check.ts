// `pnpm docs:check`, after the build: every code block of the site is checked and every internal link resolves.
// - A js/ts block of a page is either runnable (`<!-- run: ts -->` before it: type-checked with the packages' own
//   declarations, skipLibCheck off, then run against a reference server seeded with the demo, with only the
//   address http://127.0.0.1:4010 swapped for the test server's) or marked `<!-- fragment -->` (a piece of a
//   larger program, shown but not run). A block with neither fails the check.
// - No page depends on VitePress to show its text: `<!--@include:-->` and `<<< @/FILE` read empty on the repository
//   host, so pages carry what they show between `<!-- include: -->` markers that `pnpm gen` fills (the end-to-end
//   tests' screenshots, which exist only in a build, are the one exception).
// - Every internal link and asset of the built site (docs/dist) resolves to a file, and every #anchor to an id on
//   that page; no page loads a script, stylesheet or font from another host; every link is relative to its page, so
//   the folder opens from disk as well as served.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeServer } from '@svc/reference-server/node';

const docs = fileURLToPath(new URL('../', import.meta.url));
const dist = join(docs, 'dist');
const work = join(docs, '.snippets');
const PLACEHOLDER = 'http://127.0.0.1:4010';
const problems: string[] = [];
const started = Date.now();

function walk(dir: string, keep: (path: string) => boolean, skip: (path: string) => boolean = () => false): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (skip(path)) continue;
    if (statSync(path).isDirectory()) out.push(...walk(path, keep, skip));
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** Runs a compiled block with Node (at most 60 s); its exit code and everything it printed. */
function runNode(file: string): Promise<{ code: number | string; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [file], { cwd: work, timeout: 60_000 });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code, signal) => done({ code: code ?? signal ?? 'killed', output }));
  });
}

// ---- pages: blocks and includes
const SKIP = new Set(
  ['node_modules', 'dist', '.vitepress', '.snippets', '.api-models', 'generated', 'public', 'scripts'].map((d) => join(docs, d)),
);
// docs/README.md is about writing the site, not a page of it.
const pages = walk(
  docs,
  (p) => p.endsWith('.md') && p !== join(docs, 'README.md'),
  (p) => SKIP.has(p) || p === join(docs, 'reference', 'api'),
);
interface Snippet {
  page: string;
  line: number;
  code: string;
  /** A `<!-- file: -->` block is type-checked here and run by the journey tests, in the project its page builds. */
  run: boolean;
}
const runnable: Snippet[] = [];
let fragments = 0;
for (const page of pages) {
  const name = relative(docs, page);
  // What a page includes is checked where it comes from (an example's own tests, a README's blocks in the consumer
  // matrix and the journeys); a package page is its README, whole.
  if (name.startsWith(`packages${sep}`)) continue;
  const text = readFileSync(page, 'utf8').replace(/^<!-- include: \S+ -->\n[\s\S]*?^<!-- end include -->$/gm, '');
  const re = /(?:<!-- (run: ts|fragment|file: [^>]+?) -->\s*\n)?```(js|ts|javascript|typescript)\b[^\n]*\n([\s\S]*?)```/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const line = text.slice(0, m.index).split('\n').length;
    if (!m[1])
      problems.push(
        `${name}:${line}: a ${m[2]} block without <!-- run: ts -->, <!-- file: PATH --> or <!-- fragment -->: every example either runs (here, or in the journey tests) or says it is a fragment`,
      );
    else if (m[1] === 'fragment') fragments++;
    else runnable.push({ page: name, line, code: m[3]!, run: m[1] === 'run: ts' });
  }
  // Pages carry what they show inline (pnpm gen writes it; gen:check keeps it current), so they read the same on the
  // repository host. The one exception: the screenshots the end-to-end tests take, which exist only in a build.
  for (const m of text.matchAll(/<!--\s*@include:\s*(.*?)\s*-->/g)) {
    if (!/^\.\.\/generated\/screenshots-[\w-]+\.md$/.test(m[1]!))
      problems.push(
        `${name}: <!--@include: ${m[1]}--> reads empty off the site: use <!-- include: ${m[1]} --> ... <!-- end include --> (pnpm gen fills it)`,
      );
  }
  for (const m of text.matchAll(/^<<< @\/(\S+?)(?:\{[^}]*\})?$/gm))
    problems.push(
      `${name}: <<< @/${m[1]} reads empty off the site: use <!-- include: PATH --> ... <!-- end include --> (pnpm gen fills it)`,
    );
}

// ---- runnable blocks: type-check all at once, then run each against a fresh demo
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const files = runnable.map((s, i) => {
  const file = `${s.page.replace(/\.md$/, '').replace(/[\\/]/g, '-')}-${i + 1}.ts`;
  writeFileSync(join(work, file), `// ${s.page}:${s.line}\n${s.code}\nexport {};\n`);
  return { ...s, file };
});
writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module', private: true }));
writeFileSync(
  join(work, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'node16',
      moduleResolution: 'node16',
      strict: true,
      skipLibCheck: false,
      skipDefaultLibCheck: true,
      types: ['node'],
      outDir: 'out',
    },
    include: ['*.ts'],
  }),
);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const typecheck = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: work, encoding: 'utf8' });
if (typecheck.status !== 0) problems.push(`code blocks do not type-check:\n${typecheck.stdout}${typecheck.stderr}`);
else {
  const running = await startNodeServer({ port: 0, seed: 'demo', localDevelopment: true });
  try {
    for (const s of files.filter((f) => f.run)) {
      await fetch(`${running.url}/_admin/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"seed":"demo"}',
      });
      const js = join(work, 'out', s.file.replace(/\.ts$/, '.js'));
      writeFileSync(js, readFileSync(js, 'utf8').split(PLACEHOLDER).join(running.url));
      // Asynchronously: the server answering the block runs in this process.
      const run = await runNode(js);
      if (run.code !== 0) problems.push(`${s.page}:${s.line}: the block failed (exit ${run.code}):\n${run.output}`);
    }
  } finally {
    await running.close();
  }
}

// ---- the built site: internal links, anchors, nothing from other hosts
if (!existsSync(join(dist, 'index.html'))) problems.push('docs/dist/index.html is missing: run pnpm docs:build first');
const html = existsSync(dist) ? walk(dist, (p) => p.endsWith('.html')) : [];
const ids = new Map<string, Set<string>>();
const idsOf = (file: string) => {
  let set = ids.get(file);
  if (!set) {
    set = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
    ids.set(file, set);
  }
  return set;
};
let links = 0;
for (const file of html) {
  const text = readFileSync(file, 'utf8');
  const page = relative(dist, file);
  for (const m of text.matchAll(/<(script|link)\b[^>]*\s(?:src|href)="(https?:)?\/\/[^"]*"/g))
    problems.push(`${page}: loads ${m[0]} from another host`);
  for (const m of text.matchAll(/\s(?:href|src)="(\/(?!\/)[^"]*)"/g))
    problems.push(
      `${page}: links to ${m[1]} from the site's root, which from disk is the file system's (scripts/relative-links.ts makes links relative)`,
    );
  for (const m of text.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (/^(?:[a-z]+:|\/\/)/i.test(href) || href === '' || href.startsWith('#')) continue;
    links++;
    const [path, hash] = href.split('#') as [string, string | undefined];
    const clean = decodeURIComponent(path!.split('?')[0]!);
    let target = clean.startsWith('/') ? join(dist, clean) : join(dirname(file), clean);
    if (clean.endsWith('/')) target = join(target, 'index.html');
    if (!existsSync(target) && existsSync(`${target}.html`)) target = `${target}.html`;
    if (!existsSync(target)) problems.push(`${page}: links to ${href}, which is not in the site`);
    else if (hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(hash)))
      problems.push(`${page}: links to ${href}, but that page has no #${hash}`);
  }
}

rmSync(work, { recursive: true, force: true });
const ran = runnable.filter((s) => s.run).length;
const summary = `${pages.length} pages: ${runnable.length} code blocks type-checked, ${ran} of them run (the rest by the journey tests), ${fragments} fragments; ${html.length} built pages, ${links} internal links (${((Date.now() - started) / 1000).toFixed(1)} s)`;
if (problems.length > 0) {
  console.error(`docs:check found ${problems.length} problem(s):\n\n${problems.join('\n\n')}\n\n${summary}`);
  process.exit(1);
}
console.log(`docs:check: ${summary}`);
