// Webhooks: every delivery with each attempt (adminListWebhookDeliveries), filtered by event type and status with
// counts, whether its signature verifies for the site's current secret (listSites), the site's endpoint (updateSite)
// and its signing secret (shown and copyable: a receiver needs it; rotateSiteWebhookSecret replaces it).
import type { Schema } from '@svc/spec';
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, engage, unwrap } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Copyable, count, Field, linkedPart, Notice, Pager, Pre, pretty, useLoad, useNewIds, When } from '../ui.js';
import type { Site } from './engage-sites.js';
import { listSites } from './engage-sites.js';
import { signatureVerifies } from './sign.js';

type Delivery = Schema<'AdminConsoleWebhookDeliveryLog'>['deliveries'][number];

/** The calls on a site's webhook (Engage console operations). */
const webhookCalls = {
  setEndpoint: (siteId: string, webhookUrl: string | null) =>
    engage((headers) => unwrap(api.PATCH('/api/engage/sites/{siteId}', { params: { path: { siteId } }, headers, body: { webhookUrl } }))),
  sendTest: (siteId: string) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/webhook/test', { params: { path: { siteId } }, headers }))),
  rotateSecret: (siteId: string) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/webhook/secret', { params: { path: { siteId } }, headers, body: {} }))),
};

const PAGE = 20;

function Verified({ delivery, site }: { delivery: Delivery; site: Site | undefined }) {
  const [result, setResult] = useState<string>('checking…');
  useEffect(() => {
    const headers = delivery.log.find((a) => a.requestHeaders)?.requestHeaders;
    if (!site?.webhookSecret || !headers?.['webhook-signature']) return void setResult('no signed attempt yet');
    signatureVerifies(
      site.webhookSecret,
      headers['webhook-id'] ?? '',
      headers['webhook-timestamp'] ?? '',
      delivery.payload,
      headers['webhook-signature'],
    ).then(
      (ok) => setResult(ok ? 'verifies with the site’s current secret' : 'does NOT verify with the site’s current secret'),
      (e: unknown) => setResult(`cannot check: ${(e as Error).message}`),
    );
  }, [delivery, site]);
  return <p class="muted">Signature {result}.</p>;
}

function Endpoint({ sites, onSaved }: { sites: Site[]; onSaved: () => void }) {
  const [siteId, setSiteId] = useState(sites[0]?.id ?? '');
  const site = sites.find((s) => s.id === siteId);
  const [url, setUrl] = useState(site?.webhookUrl ?? '');
  // The service's refusal, shown at the field it is about (a loopback URL: how to allow one).
  const [refusal, setRefusal] = useState<string | undefined>();
  useEffect(() => (setUrl(site?.webhookUrl ?? ''), setRefusal(undefined)), [siteId]);
  const save = () =>
    void act('Save the webhook endpoint', () =>
      webhookCalls.setEndpoint(siteId, url || null).then(
        () => setRefusal(undefined),
        (error: unknown) => {
          setRefusal((error as Error).message);
          throw error;
        },
      ),
    ).then(onSaved);
  return (
    <form
      class="inline card"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Field label="Site">
        {(id) => (
          <select id={id} value={siteId} onChange={(e) => setSiteId(e.currentTarget.value)}>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div class="wide">
        <Field label="Webhook endpoint" hint="Empty removes the webhook">
          {(id) => (
            <input
              id={id}
              type="url"
              value={url}
              placeholder="https://example.org/hooks"
              aria-invalid={refusal ? 'true' : undefined}
              aria-describedby={refusal ? 'endpoint-refusal' : undefined}
              onInput={(e) => setUrl(e.currentTarget.value)}
            />
          )}
        </Field>
        {refusal ? (
          <p id="endpoint-refusal" class="notice error" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
      <button type="submit">Save endpoint</button>
      <button
        type="button"
        onClick={() => void act('Send a test event', () => webhookCalls.sendTest(siteId)).then(onSaved)}
      >
        Send test event
      </button>
      {site?.webhookSecret ? (
        <div class="wide secret">
          <span>Signing secret (Standard Webhooks, for your receiver):</span>{' '}
          <Copyable text={site.webhookSecret} label="the signing secret" />{' '}
          <button
            type="button"
            onClick={() =>
              void act('Rotate the signing secret', () => webhookCalls.rotateSecret(siteId)).then(onSaved)
            }
          >
            Rotate the secret
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** The values of a facet with how many deliveries have each (given the other filter), most first. */
function facet(list: Delivery[], of: (d: Delivery) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const d of list) counts.set(of(d), (counts.get(of(d)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function WebhooksTab() {
  const version = useFeedVersion(['webhook', 'keys']);
  const [start, setStart] = useState(0);
  const [n, setN] = useState(0);
  const deliveries = useLoad(() => unwrap(api.GET('/_admin/webhooks/deliveries')), [version]);
  const sites = useLoad(listSites, [version, n]);
  const all = deliveries.data?.deliveries ?? [];
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const ofType = all.filter((d) => !type || d.type === type);
  const ofStatus = all.filter((d) => !status || d.status === status);
  const list = ofType.filter((d) => !status || d.status === status);
  const fresh = useNewIds(deliveries.data?.deliveries.map((d) => d.id));
  // #/webhooks/<delivery id> opens that delivery.
  const [linked] = useState(() => linkedPart('webhooks', 1));
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      {sites.data && sites.data.length > 0 ? <Endpoint sites={sites.data} onSaved={() => setN(n + 1)} /> : null}
      {all.length > 0 ? (
        <form class="filters" onSubmit={(e) => e.preventDefault()}>
          <Field label="Event type">
            {(id) => (
              <select id={id} value={type} onChange={(e) => (setType(e.currentTarget.value), setStart(0))}>
                <option value="">{`Any (${ofStatus.length})`}</option>
                {facet(ofStatus, (d) => d.type).map(([value, n]) => (
                  <option key={value} value={value}>{`${value} (${n})`}</option>
                ))}
                {type && !ofStatus.some((d) => d.type === type) ? <option value={type}>{`${type} (0)`}</option> : null}
              </select>
            )}
          </Field>
          <Field label="Delivery status">
            {(id) => (
              <select id={id} value={status} onChange={(e) => (setStatus(e.currentTarget.value), setStart(0))}>
                <option value="">{`Any (${ofType.length})`}</option>
                {facet(ofType, (d) => d.status).map(([value, n]) => (
                  <option key={value} value={value}>{`${value} (${n})`}</option>
                ))}
                {status && !ofType.some((d) => d.status === status) ? <option value={status}>{`${status} (0)`}</option> : null}
              </select>
            )}
          </Field>
        </form>
      ) : null}
      <Notice error={deliveries.error ?? sites.error}>
        {deliveries.data
          ? `${count(list.length, 'delivery', 'deliveries')}${type || status ? ` of ${all.length}` : ''}, newest first.`
          : 'Loading…'}
      </Notice>
      {deliveries.data && all.length > 0 && list.length === 0 ? <p class="empty">No deliveries match these filters.</p> : null}
      {deliveries.data && all.length === 0 ? (
        <p class="empty">
          No deliveries yet. Set the webhook endpoint above (a URL your test receiver listens on), save it, and press “Send test event”: the
          delivery and each attempt show here.
        </p>
      ) : null}
      <ul class="rows" aria-label="Deliveries" aria-busy={!deliveries.data}>
        {list.slice(start, start + PAGE).map((d) => (
          <li key={d.id} class={fresh.has(d.id) ? 'new' : ''}>
            <details open={d.id === linked ? true : undefined}>
              <summary>
                {fresh.has(d.id) ? <span class="new-mark">New</span> : null}
                <span class={`pill ${d.status}`}>{d.status}</span>
                <span class="path">{d.type}</span>
                <span class="muted">
                  {count(d.attempts, 'attempt')} · {d.url || 'no endpoint'} · <When iso={d.createdAt} />
                  {d.nextAttemptAt && d.status === 'pending' ? [' · next ', <When key="next" iso={d.nextAttemptAt} />] : null}
                </span>
                {d.failureReason ? <span class="reason">{d.failureReason}</span> : null}
              </summary>
              <div class="detail">
                <p>
                  Delivery <code>{d.id}</code>, event <code>{d.eventId}</code> ·{' '}
                  <a href={`#/webhooks/${encodeURIComponent(d.id)}`}>link to this delivery</a>
                </p>
                <Verified delivery={d} site={sites.data?.find((s) => s.id === d.siteId)} />
                <button
                  type="button"
                  onClick={() =>
                    void act(`Resend ${d.id}`, () =>
                      unwrap(api.POST('/_admin/webhooks/deliveries/{deliveryId}/resend', { params: { path: { deliveryId: d.id } } })))
                  }
                >
                  Resend to the site’s current endpoint
                </button>
                <h4>Attempts</h4>
                {d.log.length === 0 ? (
                  <p class="muted">No attempt was made{d.failureReason ? `: ${d.failureReason}` : ''}. Set an endpoint and resend.</p>
                ) : null}
                <ol>
                  {d.log.map((a, i) => (
                    <li key={i}>
                      <When iso={a.at} />: <strong>{a.status ?? 'no answer'}</strong>
                      {a.durationMs !== null && a.durationMs !== undefined ? ` in ${a.durationMs} ms` : ''} {a.error ? `· ${a.error}` : ''}
                      {a.requestHeaders ? (
                        <Pre
                          label={`Headers sent, attempt ${i + 1}`}
                          text={Object.entries(a.requestHeaders)
                            .map(([k, v]) => `${k}: ${v}`)
                            .join('\n')}
                        />
                      ) : null}
                      {a.responseBody ? (
                        <Pre label={`Receiver's answer, attempt ${i + 1} (first 4 KB)`} text={pretty(a.responseBody)} />
                      ) : null}
                    </li>
                  ))}
                </ol>
                <h4>Body</h4>
                <Pre label={`Body of ${d.id}`} text={pretty(d.payload)} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <Pager
        atStart={start === 0}
        hasNext={start + PAGE < list.length}
        onNewest={() => setStart(0)}
        onNext={() => setStart(start + PAGE)}
      />
    </section>
  );
}
