// Requests: the journal (adminListRequests) as a developer reads it: the server's own traffic (the console's calls,
// the files of the console, /_docs/ and the widget) hidden unless asked, filters by method, path, status, key family
// and time, search as you type over paths and bodies, clear (adminClearRequests), and "copy as curl". The filters and
// the open request live in the address (#/requests/<id>?status=5xx&q=…), so a view can be shared or reloaded.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { useFeedVersion } from '../../feed.js';
import { act, count, Notice, Pager, useLoad, useNewIds } from '../../ui.js';
import { RequestDetail } from './detail.js';
import { JournalFilters } from './filters.js';
import { clearJournal, listRequests } from './journal.js';
import { RequestRows } from './rows.js';
import { useJournalView } from './view.js';

export function RequestsTab() {
  const { view, cursors, setCursors, filter, toggle } = useJournalView();
  const { open, filters } = view;
  const { q, method, path, status, keyFamily, since, operation } = filters;
  const withConsole = filters.console === 'true';
  const version = useFeedVersion(['request']);
  const cursor = cursors[cursors.length - 1];
  // Live updates only on the first page: an older page stays put while the user reads it.
  const live = cursor === undefined ? version : 0;
  const [n, setN] = useState(0);
  const { data, error } = useLoad(
    () => listRequests(filters, cursor),
    [operation, status, method, path, keyFamily, since, q, withConsole, cursor, live, n],
  );
  const fresh = useNewIds(data?.requests.map((r) => r.id));
  const inList = open !== undefined && data?.requests.some((r) => r.id === open);
  const clear = () => void act('Clear the journal', clearJournal).then(() => setN(n + 1));
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">Requests</h2>
      <JournalFilters filters={filters} onFilter={filter} onClear={clear} />
      <Notice error={error}>
        {data
          ? `${count(data.matched, 'request')}${withConsole ? '' : ' (the server’s own traffic hidden)'} of ${data.count} kept; newest first.`
          : 'Loading…'}
      </Notice>
      {open && data && !inList ? (
        <section class="card" aria-label={`Request ${open}`}>
          <h3>
            Request <code>{open}</code>
          </h3>
          <RequestDetail id={open} Heading="h4" />
        </section>
      ) : null}
      {data && data.requests.length === 0 ? (
        <p class="empty">
          No requests
          {q || method || path || status || keyFamily || since || operation
            ? ' match these filters'
            : ' yet: call the API (the CLI prints a few curl commands to try) and they appear here'}
          .
        </p>
      ) : null}
      <RequestRows requests={data?.requests} open={open} fresh={fresh} onToggle={toggle} />
      <Pager
        atStart={cursors.length === 0}
        hasNext={Boolean(data?.nextCursor)}
        onNewest={() => setCursors([])}
        onNext={() => data?.nextCursor && setCursors([...cursors, data.nextCursor])}
      />
    </section>
  );
}
