// Load scenarios run with autocannon against any base URL: content list reads, capture, config.
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** How long the load ran, for per-request figures. */
  durationSeconds: number;
}

export interface DemoKeys {
  content: { siteId: string; collections: string[]; keys: { live: string } };
  capture: { keys: { test: string } };
  engage: { publishableKey: string };
}

export function scenarios(demo: DemoKeys): Scenario[] {
  return [
    {
      name: 'content list read',
      method: 'GET',
      path: `/v1/content/${demo.content.siteId}/${demo.content.collections[0] ?? 'events'}?limit=20`,
      headers: { 'x-api-key': demo.content.keys.live },
    },
    {
      name: 'capture',
      method: 'POST',
      path: '/v1/capture',
      headers: { 'x-api-key': demo.capture.keys.test, 'content-type': 'application/json' },
      body: JSON.stringify({
        form: 'contact',
        page: '/contact',
        fields: { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Benchmark submission' },
        context: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', language: 'en-GB' },
      }),
    },
    {
      name: 'engage config',
      method: 'GET',
      path: '/v1/engage/config',
      headers: { 'x-api-key': demo.engage.publishableKey },
    },
  ];
}

export async function load(baseUrl: string, scenario: Scenario, options: { duration: number; connections: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: options.connections,
    duration: options.duration,
  });
  return {
    scenario: scenario.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    durationSeconds: result.duration,
  };
}
