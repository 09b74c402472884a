// The runnable blocks of a README: a fenced block right after `<!-- run: esm -->` (a .mjs file), `<!-- run: cjs -->`
// (a .cjs file) or `<!-- run: ts -->` (TypeScript, compiled as an ES module). Every fenced js/ts block must carry one,
// so a README cannot hold an example that CI does not run.

export type BlockKind = 'esm' | 'cjs' | 'ts';

export interface Block {
  kind: BlockKind;
  code: string;
  /** 1-based line of the block in the README, for messages. */
  line: number;
}

export function runnableBlocks(markdown: string, file: string): Block[] {
  const blocks: Block[] = [];
  const re = /(?:<!-- run: (esm|cjs|ts) -->\s*\n)?```(js|ts|javascript|typescript)\n([\s\S]*?)```/g;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) {
    const line = markdown.slice(0, m.index).split('\n').length;
    if (!m[1]) throw new Error(`${file}:${line}: a ${m[2]} block without <!-- run: esm|cjs|ts -->: CI runs every example as written`);
    blocks.push({ kind: m[1] as BlockKind, code: m[3]!, line });
  }
  return blocks;
}

/** The one substitution: the README's base URL for the test server's (tests listen on port 0). */
export function forServer(code: string, url: string): string {
  return code.split('http://127.0.0.1:4010').join(url);
}
