// Puts the screenshots the end-to-end tests take into the site (docs/public/screenshots/), so the pictures of the
// widget and the console are always of the current build: packages/widget-e2e and packages/console write them to
// their test-artifacts/ folders on every run (`pnpm test` runs them before `pnpm docs:check` in `pnpm verify`).
// The pages include docs/generated/screenshots-*.md, which shows the pictures found, or says how to make them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const docs = fileURLToPath(new URL('../', import.meta.url));
const root = join(docs, '..');
const out = join(docs, 'public', 'screenshots');
const generated = join(docs, 'generated');

interface Set {
  name: string;
  from: string;
  /** Which files, in this order, with their captions. */
  pick: Array<[RegExp, string]>;
  how: string;
}
const SETS: Set[] = [
  {
    name: 'widget',
    from: join(root, 'packages', 'widget-e2e', 'test-artifacts'),
    pick: [
      [/^closed\.png$/, 'The launcher on a page'],
      [/^chat\.png$/, 'The chat, with an answer citing the knowledge base'],
      [/^agent\.png$/, 'A person has taken over the thread'],
      [/^form\.png$/, 'The contact form'],
      [/^support\.png$/, 'The support desk'],
      [/^error\.png$/, 'A refused submission, with the fields to fix'],
    ],
    how: 'pnpm vitest run --project widget-e2e',
  },
  {
    name: 'console',
    from: join(root, 'packages', 'console', 'test-artifacts'),
    pick: [[/^console-.*-1440-light\.png$/, 'The test console']],
    how: 'pnpm vitest run --project console-e2e',
  },
];

rmSync(out, { recursive: true, force: true });
mkdirSync(generated, { recursive: true });
for (const set of SETS) {
  const files = existsSync(set.from) ? readdirSync(set.from).filter((f) => f.endsWith('.png')) : [];
  const shown: string[] = [];
  for (const [pattern, caption] of set.pick) {
    for (const file of files.filter((f) => pattern.test(f)).sort()) {
      mkdirSync(join(out, set.name), { recursive: true });
      copyFileSync(join(set.from, file), join(out, set.name, file));
      const what = file
        .replace(/\.png$/, '')
        .replace(/^console-/, '')
        .replace(/-1440-light$/, '');
      shown.push(
        `![${caption}: ${what}](/screenshots/${set.name}/${file})`,
        '',
        `*${caption}${set.name === 'console' ? ` (${what})` : ''}.*`,
        '',
      );
    }
  }
  writeFileSync(
    join(generated, `screenshots-${set.name}.md`),
    shown.length > 0
      ? `Screenshots from the end-to-end tests of this build:\n\n${shown.join('\n')}`
      : `*The screenshots of the ${set.name} come from its end-to-end tests: run \`${set.how}\`, then build the docs again.*\n`,
  );
  console.log(`screenshots: ${shown.length / 4} of the ${set.name}`);
}
