// The journal's operations as the Requests tab calls them: one request in full, a filtered page, clearing it.
import type { Schema } from '@svc/spec';
import { api, unwrap } from '../../api.js';
import type { Filters } from './view.js';

/** One journalled request in full (adminGetRequest); with `reveal`, its credentials in clear. */
export const getRequest = (requestId: string, reveal = false) =>
  unwrap(api.GET('/_admin/requests/{requestId}', { params: { path: { requestId }, query: reveal ? { reveal: 'credentials' } : {} } }));

/** The Time filter's choices, in seconds back from now. */
const SINCE: Record<string, number> = { '': 0, '1m': 60, '5m': 300, '1h': 3600, '24h': 86400 };

/** The methods the journal filters by, as the contract names them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const methodOf = (method: string) => METHODS.find((m) => m === method);
/** A filter left empty is not sent. */
const given = (value: string) => value || undefined;

/** The page of the journal a view shows (adminListRequests): 50 requests from `cursor` (the newest without one). */
export function listRequests(filters: Filters, cursor: string | undefined): Promise<Schema<'AdminRequestList'>> {
  const { q, method, path, status, keyFamily, since, operation } = filters;
  const sinceIso = since ? new Date(Date.now() - SINCE[since]! * 1000).toISOString() : undefined;
  const query = {
    operation: given(operation),
    status: given(status),
    method: methodOf(method),
    path: given(path),
    keyFamily: given(keyFamily),
    since: sinceIso,
    q: given(q),
    console: filters.console === 'true' ? ('true' as const) : undefined,
    cursor,
    limit: 50,
  };
  return unwrap(api.GET('/_admin/requests', { params: { query } }));
}

/** Forgets every journalled request (adminClearRequests). */
export const clearJournal = () => unwrap(api.DELETE('/_admin/requests'));
