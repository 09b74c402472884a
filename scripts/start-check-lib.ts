// The parts of `pnpm start:check` that read text: README's first command, the CLI's Try list, the URLs a script prints.
import { execFileSync } from 'node:child_process';

/** README's first fenced `sh` block, as one command (lines joined as the shell would run them). */
export function firstShBlock(readme: string): string {
  const match = /^```sh\n([\s\S]*?)^```/m.exec(readme);
  if (!match) throw new Error('README.md has no ```sh block: the first one is the command a newcomer runs');
  return match[1]!
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .join(' && ');
}

/** The curl commands of the "Try:" list the server prints at start, in order. */
export function tryCommands(output: string): string[] {
  const start = output.indexOf('\nTry:\n');
  if (start < 0) return [];
  const commands: string[] = [];
  for (const line of output.slice(start + 6).split('\n')) {
    const text = line.trim();
    if (text.startsWith('curl ')) commands.push(text);
    else if (text === '' || !/^(open|curl)\b/.test(text)) break;
  }
  return commands;
}

/** Every distinct http URL a script printed, without trailing punctuation. */
export function printedUrls(output: string): string[] {
  const urls = output.match(/https?:\/\/[^\s'"`)<>]+/g) ?? [];
  return [...new Set(urls.map((url) => url.replace(/[.,;:]+$/, '')))];
}

/** Runs one printed curl command as written, adding only what reads its status code. */
export function curlWithStatus(command: string, cwd: string): number {
  const out = execFileSync('bash', ['-c', `${command} -sS -o /dev/null -w '%{http_code}'`], { cwd, encoding: 'utf8' });
  return Number(out.trim());
}
