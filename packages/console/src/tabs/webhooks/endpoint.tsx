// A site's webhook as the console sets it: its endpoint (updateSite; a refusal shown at the field), a test event
// (testSiteWebhook) and its signing secret (shown and copyable: a receiver needs it; rotateSiteWebhookSecret
// replaces it).
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, engage, unwrap } from '../../api.js';
import { act, Copyable, Field } from '../../ui.js';
import type { Site } from '../engage-sites.js';

/** The calls on a site's webhook (Engage console operations). */
const webhookCalls = {
  setEndpoint: (siteId: string, webhookUrl: string | null) =>
    engage((headers) => unwrap(api.PATCH('/api/engage/sites/{siteId}', { params: { path: { siteId } }, headers, body: { webhookUrl } }))),
  sendTest: (siteId: string) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/webhook/test', { params: { path: { siteId } }, headers }))),
  rotateSecret: (siteId: string) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/webhook/secret', { params: { path: { siteId } }, headers, body: {} }))),
};

/** The endpoint's field, with the service's refusal below it (a loopback URL: how to allow one). */
function EndpointField({ url, onUrl, refusal }: { url: string; onUrl: (url: string) => void; refusal: string | undefined }) {
  return (
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
            onInput={(e) => onUrl(e.currentTarget.value)}
          />
        )}
      </Field>
      {refusal ? (
        <p id="endpoint-refusal" class="notice error" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

function SigningSecret({ siteId, secret, onSaved }: { siteId: string; secret: string; onSaved: () => void }) {
  return (
    <div class="wide secret">
      <span>Signing secret (Standard Webhooks, for your receiver):</span> <Copyable text={secret} label="the signing secret" />{' '}
      <button type="button" onClick={() => void act('Rotate the signing secret', () => webhookCalls.rotateSecret(siteId)).then(onSaved)}>
        Rotate the secret
      </button>
    </div>
  );
}

export function Endpoint({ sites, onSaved }: { sites: Site[]; onSaved: () => void }) {
  const [siteId, setSiteId] = useState(sites[0]?.id ?? '');
  const site = sites.find((s) => s.id === siteId);
  const [url, setUrl] = useState(site?.webhookUrl ?? '');
  // The service's refusal, shown at the field it is about.
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
      <EndpointField url={url} onUrl={setUrl} refusal={refusal} />
      <button type="submit">Save endpoint</button>
      <button type="button" onClick={() => void act('Send a test event', () => webhookCalls.sendTest(siteId)).then(onSaved)}>
        Send test event
      </button>
      {site?.webhookSecret ? <SigningSecret siteId={siteId} secret={site.webhookSecret} onSaved={onSaved} /> : null}
    </form>
  );
}
