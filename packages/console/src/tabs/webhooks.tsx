// Webhooks: every delivery with each attempt (adminListWebhookDeliveries), whether its signature verifies for the
// site's current secret (listSites), and the site's endpoint (updateSite).
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Ok } from '../api.js';
import { call, engage } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Field, linkedPart, Notice, Pager, Pre, pretty, useLoad, useNewIds, When } from '../ui.js';
import { signatureVerifies } from './sign.js';

type Delivery = Ok<'adminListWebhookDeliveries'>['deliveries'][number];
type Site = Ok<'listSites'>['sites'][number];

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
  useEffect(() => setUrl(site?.webhookUrl ?? ''), [siteId]);
  return (
    <form
      class="inline card"
      onSubmit={(e) => {
        e.preventDefault();
        void act('Save the webhook endpoint', () => engage('PATCH', `/${encodeURIComponent(siteId)}`, { webhookUrl: url || null })).then(
          onSaved,
        );
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
            <input id={id} type="url" value={url} placeholder="https://example.org/hooks" onInput={(e) => setUrl(e.currentTarget.value)} />
          )}
        </Field>
      </div>
      <button type="submit">Save endpoint</button>
      <button
        type="button"
        onClick={() => void act('Send a test event', () => engage('POST', `/${encodeURIComponent(siteId)}/webhook/test`)).then(onSaved)}
      >
        Send test event
      </button>
    </form>
  );
}

export function WebhooksTab() {
  const version = useFeedVersion(['webhook', 'keys']);
  const [start, setStart] = useState(0);
  const [n, setN] = useState(0);
  const deliveries = useLoad(() => call<Ok<'adminListWebhookDeliveries'>>('GET', '/_admin/webhooks/deliveries'), [version]);
  const sites = useLoad(() => engage<Ok<'listSites'>>('GET', '').then((r) => r.sites), [version, n]);
  const list = deliveries.data?.deliveries ?? [];
  const fresh = useNewIds(deliveries.data?.deliveries.map((d) => d.id));
  // #/webhooks/<delivery id> opens that delivery.
  const [linked] = useState(() => linkedPart('webhooks', 1));
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      {sites.data && sites.data.length > 0 ? <Endpoint sites={sites.data} onSaved={() => setN(n + 1)} /> : null}
      <Notice error={deliveries.error ?? sites.error}>{deliveries.data ? `${list.length} deliveries, newest first.` : 'Loading…'}</Notice>
      {deliveries.data && list.length === 0 ? (
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
                  {d.attempts} attempt{d.attempts === 1 ? '' : 's'} · {d.url || 'no endpoint'} · <When iso={d.createdAt} />
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
                    void act(`Resend ${d.id}`, () => call('POST', `/_admin/webhooks/deliveries/${encodeURIComponent(d.id)}/resend`))
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
