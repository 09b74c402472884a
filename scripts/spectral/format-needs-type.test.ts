import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint-fixture.js';

describe('svc-format-needs-type', () => {
  it('fails every schema with a format but no type, wherever it sits, and nothing else', async () => {
    const findings = await lintFixture('format-without-type.yaml', 'svc-format-needs-type');
    expect(findings.map((f) => f.path).sort()).toEqual(
      [
        'components.schemas.Thing.properties.ip.anyOf.0.format',
        'components.schemas.Thing.properties.links.items.format',
        'paths./things/{when}.get.parameters.0.schema.format',
        'paths./things/{when}.get.responses.200.headers.Last-Seen.schema.format',
        'webhooks.thing.seen.post.requestBody.content.application/json.schema.properties.at.format',
      ].sort(),
    );
    expect(findings[0]!.message).toMatch(/has format ".+" but no type/);
  }, 60_000);
});
