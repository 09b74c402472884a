// One webhook delivery: its status, each attempt (headers sent, the receiver's answer), whether its signature verifies
// for the site's current secret, its body, and resending it.
import type { Schema } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, unwrap } from '../../api.js';
import { act, count, Pre, pretty, When } from '../../ui.js';
import type { Site } from '../engage-sites.js';
import { signatureVerifies } from './sign.js';

export type Delivery = Schema<'AdminConsoleWebhookDeliveryLog'>['deliveries'][number];

function Verified({ delivery, site }: { delivery: Delivery; site: Site | undefined }) {
  const [result, setResult] = useState<string>('checking…');
  useEffect(() => {
    const headers = delivery.log.find((a) => a.requestHeaders)?.requestHeaders;
    if (!site?.webhookSecret || !headers?.['webhook-signature']) return void setResult('no signed attempt yet');
    signatureVerifies(site.webhookSecret, {
      id: headers['webhook-id'] ?? '',
      timestamp: headers['webhook-timestamp'] ?? '',
      body: delivery.payload,
      signature: headers['webhook-signature'],
    }).then(
      (ok) => setResult(ok ? 'verifies with the site’s current secret' : 'does NOT verify with the site’s current secret'),
      (e: unknown) => setResult(`cannot check: ${(e as Error).message}`),
    );
  }, [delivery, site]);
  return <p class="muted">Signature {result}.</p>;
}

/** Each attempt of a delivery: when, the receiver's status and time, the headers sent and the answer's first 4 KB. */
function Attempts({ d }: { d: Delivery }) {
  return (
    <>
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
            {a.responseBody ? <Pre label={`Receiver's answer, attempt ${i + 1} (first 4 KB)`} text={pretty(a.responseBody)} /> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

const resend = (deliveryId: string) =>
  unwrap(api.POST('/_admin/webhooks/deliveries/{deliveryId}/resend', { params: { path: { deliveryId } } }));

/** A delivery's row, opened by a click (or by a link to it). */
export function DeliveryRow({ d, site, fresh, linked }: { d: Delivery; site: Site | undefined; fresh: boolean; linked: boolean }) {
  return (
    <li class={fresh ? 'new' : ''}>
      <details open={linked ? true : undefined}>
        <summary>
          {fresh ? <span class="new-mark">New</span> : null}
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
          <Verified delivery={d} site={site} />
          <button type="button" onClick={() => void act(`Resend ${d.id}`, () => resend(d.id))}>
            Resend to the site’s current endpoint
          </button>
          <Attempts d={d} />
          <h4>Body</h4>
          <Pre label={`Body of ${d.id}`} text={pretty(d.payload)} />
        </div>
      </details>
    </li>
  );
}
