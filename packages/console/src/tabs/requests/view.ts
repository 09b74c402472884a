// The view of the journal the address names (#/requests/<id>?status=5xx&q=…): the open request and the filters, so a
// view can be shared or reloaded; the tab keeps it and the address in step.
import { useEffect, useState } from 'preact/hooks';

/** The filters a view of the journal is made of, as they appear in the address (`#/requests?status=5xx&q=…`). */
const FILTERS = ['q', 'method', 'path', 'status', 'keyFamily', 'since', 'operation', 'console'] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;
export type View = { open: string | undefined; filters: Filters };
const NO_FILTERS: Filters = { q: '', method: '', path: '', status: '', keyFamily: '', since: '', operation: '', console: '' };

/**
 * The view the address names: `#/requests/<id>` opens a request, `?name=value` sets the filters, and
 * `#/requests/find/<text>` (another tab's link to the request that made a record) searches for a text.
 */
export function viewOf(hash: string): View {
  const [route = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [tab, id, text] = route.split('/');
  const params = new URLSearchParams(search);
  const filters = { ...NO_FILTERS };
  if (tab !== 'requests') return { open: undefined, filters };
  for (const name of FILTERS) filters[name] = params.get(name) ?? '';
  if (id === 'find') return { open: undefined, filters: { ...filters, q: text ? decodeURIComponent(text) : filters.q } };
  return { open: id ? decodeURIComponent(id) : undefined, filters };
}

/** The address of a view: the open request and the filters that are set, in a fixed order. */
export function hashOf(open: string | undefined, filters: Filters): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
  const search = params.toString();
  return `#/requests${open ? `/${encodeURIComponent(open)}` : ''}${search ? `?${search}` : ''}`;
}

/**
 * The tab's view, read from the address and written back to it, and the page cursors of the list (the pages seen
 * so far; a new view starts on the newest page).
 */
export function useJournalView() {
  const [view, setView] = useState(() => viewOf(location.hash));
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => {
    const onHash = () => (setView(viewOf(location.hash)), setCursors([]));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  /**
   * Changes the view from the one it is now (a search typed a moment ago may commit after another filter changed), and
   * the address with it: replaced, not pushed, so the back button leaves the tab.
   */
  const show = (change: (view: View) => View) =>
    setView((current) => {
      const next = change(current);
      history.replaceState(null, '', hashOf(next.open, next.filters));
      return next;
    });
  const filter = (name: keyof Filters, value: string) => (
    show((v) => ({ ...v, filters: { ...v.filters, [name]: value } })), setCursors([])
  );
  const toggle = (id: string) => show((v) => ({ ...v, open: v.open === id ? undefined : id }));
  return { view, cursors, setCursors, filter, toggle };
}
