import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { sitesTable } from '../engage/model.js';
import { parseKnowledge } from '../engage-console/knowledge-rules.js';
import { parseSiteInput } from '../engage-console/site-rules.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

describe('Engage demo seed', () => {
  it('gives console credentials that see the eng_demo site "Demo Studio" with its settings and one key', async () => {
    const demo = t.server.demo!;
    expect(demo.console.identitySub).toBe('user_demo');
    expect(demo.engage).toMatchObject({ siteId: 'eng_demo', origin: 'http://localhost:4010' });
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const r = await t.request('GET', '/api/engage/sites', { headers });
    expect(r.body.sites).toHaveLength(1);
    const site = r.body.sites[0];
    expect(site).toMatchObject({
      id: 'eng_demo',
      name: 'Demo Studio',
      allowedOrigins: ['http://localhost:4010', 'http://127.0.0.1:4010', 'https://demo.svc.example'],
      branding: { assistantName: 'Ada' },
      forms: { policies: { contact: { requiredFields: ['email'], successMessage: 'Thanks! We reply within one working day.' } } },
    });
    expect(demo.engage.publishableKey.startsWith(site.activeKey.prefix)).toBe(true);
  });

  it('has a context paragraph and 5 to 8 articles with tags, each linking to its section of the demo page, within every limit', async () => {
    const demo = t.server.demo!;
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const { knowledge } = (await t.request('GET', '/api/engage/sites/eng_demo/knowledge', { headers })).body;
    expect(knowledge.context.length).toBeGreaterThan(100);
    expect(knowledge.articles.length).toBeGreaterThanOrEqual(5);
    expect(knowledge.articles.length).toBeLessThanOrEqual(8);
    for (const slug of [
      'opening-hours',
      'pricing',
      'booking-a-workshop',
      'cancellations-and-refunds',
      'accessibility',
      'location-and-parking',
      'contact',
    ]) {
      expect(knowledge.articles.map((a: { slug: string }) => a.slug)).toContain(slug);
    }
    for (const a of knowledge.articles) {
      expect(a.tags.length).toBeGreaterThan(0);
      expect(a.url).toBe(`http://localhost:4010/#${a.slug}`);
    }
    expect(parseKnowledge(knowledge).problems.list).toEqual([]);
    const stored = sitesTable(t.server.deps).get('eng_demo')!;
    const { problems } = parseSiteInput(
      { name: stored.name, allowedOrigins: stored.allowedOrigins, branding: stored.branding, forms: stored.forms },
      'create',
      false,
    );
    expect(problems.list).toEqual([]);
  });

  it('the publishable key works from the demo origin', async () => {
    const { engage } = t.server.demo!;
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': engage.publishableKey, origin: engage.origin } });
    expect(r.status).toBe(200);
    expect(r.body.assistantName).toBe('Ada');
  });

  it('the demo answers a question from its knowledge', async () => {
    const { engage } = t.server.demo!;
    const r = await t.request('POST', '/v1/engage/chat', {
      headers: { 'x-api-key': engage.publishableKey, origin: engage.origin },
      json: { message: 'What are your opening hours?' },
    });
    expect(r.status).toBe(200);
    expect(r.body.citations.map((c: { slug: string }) => c.slug)).toContain('opening-hours');
  });

  it('never quotes its context text: questions sharing its words get the fallback that offers a person', async () => {
    const { engage } = t.server.demo!;
    const stored = sitesTable(t.server.deps).get('eng_demo')!;
    const sentences = stored.knowledge.context.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThan(1);
    for (const message of [
      'Ping from visitor XYZ',
      'Answer briefly and kindly',
      'Do you speak British English?',
      'which page of your website?',
    ]) {
      const r = await t.request('POST', '/v1/engage/chat', {
        headers: { 'x-api-key': engage.publishableKey, origin: engage.origin },
        json: { message },
      });
      expect(r.status, message).toBe(200);
      for (const sentence of sentences) expect(r.body.answer, message).not.toContain(sentence.slice(0, 40));
      expect(r.body.answer, message).toMatch(/person/);
    }
  });

  it('an admin reset with the demo seed gives working credentials, the same as before the reset', async () => {
    const before = t.server.demo!.console;
    const r = await t.request('POST', '/_admin/reset', { json: { seed: 'demo' } });
    const { console: creds } = r.body.demo;
    expect(creds).toEqual(before);
    const headers = { 'x-portal-key': creds.portalKey, 'x-identity-sub': creds.identitySub };
    expect((await t.request('GET', '/api/engage/sites/eng_demo/stats', { headers })).status).toBe(200);
  });
});
