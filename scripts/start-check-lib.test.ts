import { describe, expect, it } from 'vitest';
import { firstShBlock, printedUrls, tryCommands } from './start-check-lib.js';

describe("start:check's reading of README and the CLI's output", () => {
  it("takes README's first sh block, not a later one or another language's", () => {
    const readme =
      '# x\n```js\nnot this\n```\n\n```sh\ncorepack enable && pnpm install\n# comment\npnpm start\n```\n\n```sh\npnpm verify\n```\n';
    expect(firstShBlock(readme)).toBe('corepack enable && pnpm install && pnpm start');
  });

  it('fails clearly when README has no sh block', () => {
    expect(() => firstShBlock('# nothing')).toThrow(/no ```sh block/);
  });

  it('reads the Try list up to its end, curl commands only, in order', () => {
    const output = [
      'svc reference server listening on http://127.0.0.1:4010',
      '',
      'Try:',
      "  curl -H 'X-Api-Key: ck_test_x' http://127.0.0.1:4010/v1/content/web_demo/events",
      "  curl -H 'X-Api-Key: sk_test_y' -d '{}' http://127.0.0.1:4010/v1/capture",
      '  open http://127.0.0.1:4010/ for the demo page',
      "  curl -d '{}' http://127.0.0.1:4010/v1/engage/chat",
      '',
      'curl http://example.org/not-in-the-list',
    ].join('\n');
    expect(tryCommands(output)).toEqual([
      "curl -H 'X-Api-Key: ck_test_x' http://127.0.0.1:4010/v1/content/web_demo/events",
      "curl -H 'X-Api-Key: sk_test_y' -d '{}' http://127.0.0.1:4010/v1/capture",
      "curl -d '{}' http://127.0.0.1:4010/v1/engage/chat",
    ]);
  });

  it('collects each printed URL once, without trailing punctuation or a closing parenthesis', () => {
    const output =
      'svc: http://127.0.0.1:5000 (serves http://127.0.0.1:5000/v1/engage/sdk.js)\npage: http://127.0.0.1:6000/.\nagain http://127.0.0.1:5000';
    expect(printedUrls(output)).toEqual(['http://127.0.0.1:5000', 'http://127.0.0.1:5000/v1/engage/sdk.js', 'http://127.0.0.1:6000/']);
  });
});
