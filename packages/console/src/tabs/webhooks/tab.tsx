// Webhooks: every delivery with each attempt (adminListWebhookDeliveries), filtered by event type and status with
// counts, whether its signature verifies for the site's current secret (listSites), the site's endpoint (updateSite)
// and its signing secret (shown and copyable: a receiver needs it; rotateSiteWebhookSecret replaces it).
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { api, unwrap } from '../../api.js';
import { useFeedVersion } from '../../feed.js';
import { count, Field, linkedPart, Notice, useLoad, useLocalPage, useNewIds } from '../../ui.js';
import { listSites } from '../engage-sites.js';
import type { Delivery } from './delivery.js';
import { DeliveryRow } from './delivery.js';
import { Endpoint } from './endpoint.js';

const PAGE = 20;

/** The values of a facet with how many deliveries have each (given the other filter), most first. */
function facet(list: Delivery[], of: (d: Delivery) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const d of list) counts.set(of(d), (counts.get(of(d)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * A filter on one facet of the deliveries (`of`), each value with its count among those the other filter lets
 * through (`list`); a value chosen that no longer matches stays, with 0.
 */
function FacetFilter(props: {
  label: string;
  value: string;
  list: Delivery[];
  of: (d: Delivery) => string;
  onChange: (v: string) => void;
}) {
  const { value, list, of } = props;
  return (
    <Field label={props.label}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{`Any (${list.length})`}</option>
          {facet(list, of).map(([v, n]) => (
            <option key={v} value={v}>{`${v} (${n})`}</option>
          ))}
          {value && !list.some((d) => of(d) === value) ? <option value={value}>{`${value} (0)`}</option> : null}
        </select>
      )}
    </Field>
  );
}

export function WebhooksTab() {
  const version = useFeedVersion(['webhook', 'keys']);
  const [n, setN] = useState(0);
  const deliveries = useLoad(() => unwrap(api.GET('/_admin/webhooks/deliveries')), [version]);
  const sites = useLoad(listSites, [version, n]);
  const all = deliveries.data?.deliveries ?? [];
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const ofType = all.filter((d) => !type || d.type === type);
  const ofStatus = all.filter((d) => !status || d.status === status);
  const list = ofType.filter((d) => !status || d.status === status);
  const page = useLocalPage(list, PAGE);
  const fresh = useNewIds(deliveries.data?.deliveries.map((d) => d.id));
  // #/webhooks/<delivery id> opens that delivery.
  const [linked] = useState(() => linkedPart('webhooks', 1));
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      {sites.data && sites.data.length > 0 ? <Endpoint sites={sites.data} onSaved={() => setN(n + 1)} /> : null}
      {all.length > 0 ? (
        <form class="filters" onSubmit={(e) => e.preventDefault()}>
          <FacetFilter label="Event type" value={type} list={ofStatus} of={(d) => d.type} onChange={(v) => (setType(v), page.toNewest())} />
          <FacetFilter
            label="Delivery status"
            value={status}
            list={ofType}
            of={(d) => d.status}
            onChange={(v) => (setStatus(v), page.toNewest())}
          />
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
        {page.rows.map((d) => (
          <DeliveryRow
            key={d.id}
            d={d}
            site={sites.data?.find((s) => s.id === d.siteId)}
            fresh={fresh.has(d.id)}
            linked={d.id === linked}
          />
        ))}
      </ul>
      {page.pager}
    </section>
  );
}
