// A fake of the service that speaks exactly the shapes the service description documents (part 7), not our
// reference server's richer ones: `{ success: false, message }` with no code, a code with no message, bodies the
// description does not show (empty, text). The client packages test their errors against it.

/** One documented answer. */
export interface DocumentedAnswer {
  status: number;
  /** A JSON body, a text body, or none. */
  body?: object | string;
  headers?: Record<string, string>;
}

/** Form Capture's error table (part 7 B), word for word. */
export const CAPTURE_ERRORS: DocumentedAnswer[] = [
  { status: 400, body: { success: false, message: 'fields are required' } },
  { status: 401, body: { success: false, message: 'missing service key' } },
  { status: 401, body: { success: false, message: 'invalid or revoked developer key' } },
  { status: 403, body: { success: false, message: 'this key cannot capture form submissions' } },
  { status: 403, body: { success: false, message: 'capture site is not active' } },
  { status: 403, body: { message: 'Not allowed by CORS', code: 'CORS_ORIGIN_DENIED' } },
  { status: 409, body: { success: false, message: 'this idempotency key was already used with different content' } },
  {
    status: 429,
    body: { success: false, message: 'Too many form submissions, please try again later' },
    headers: { 'ratelimit-reset': '600' },
  },
  { status: 503, body: { success: false, message: 'key verification unavailable; retry with backoff' } },
];

/** Engage's key, origin and endpoint errors (part 7 C): a message, or a code, or (404) nothing shown. */
export const ENGAGE_ERRORS: DocumentedAnswer[] = [
  { status: 401, body: { success: false, message: 'missing api key' } },
  { status: 401, body: { success: false, message: 'invalid or revoked engage key' } },
  { status: 403, body: { success: false, message: 'engage site not found' } },
  { status: 403, body: { success: false, message: 'engage site is disabled' } },
  { status: 403, body: { success: false, message: 'origin not allowed for this site' } },
  { status: 403, body: { success: false, code: 'MODULE_DISABLED' } },
  { status: 400, body: { success: false, message: 'message is required' } },
  { status: 400, body: { success: false, code: 'IDENTITY_REQUIRED' } },
  { status: 400, body: { success: false, message: 'name and a valid email are required' } },
  { status: 404 },
  { status: 503, body: { success: false, code: 'ASSISTANT_UNAVAILABLE' } },
];

/** Content's statuses (part 7 A): the body shape is not shown, so plain text and empty bodies. */
export const CONTENT_ERRORS: DocumentedAnswer[] = [
  { status: 400, body: 'malformed limit or cursor' },
  { status: 401 },
  { status: 403, body: 'wrong website, environment or origin' },
  { status: 404 },
  { status: 429, headers: { 'retry-after': '60' } },
  { status: 503, body: 'key verification unavailable' },
];

/** A fetch that answers each request with the next answer of `answers`, recording what it was sent. */
export function documentedService(answers: DocumentedAnswer[]) {
  const queue = [...answers];
  const sent: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request);
    const answer = queue.shift();
    if (!answer) throw new Error(`the documented fake has no answer left for ${request.method} ${request.url}`);
    const json = typeof answer.body === 'object';
    return new Response(json ? JSON.stringify(answer.body) : ((answer.body as string | undefined) ?? null), {
      status: answer.status,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : answer.body ? { 'content-type': 'text/plain' } : {}),
        ...answer.headers,
      },
    });
  };
  return { fetch, sent };
}

/** What an error should keep of a documented answer: the message verbatim, or a status-derived code and message. */
export function expectedError(answer: DocumentedAnswer): { status: number; code: string; message: string } {
  const body = answer.body;
  const json = typeof body === 'object' ? (body as { code?: string; message?: string }) : undefined;
  const code = json?.code ?? `HTTP_${answer.status}`;
  const message = json?.message ?? (typeof body === 'string' ? body : `HTTP ${answer.status}${json?.code ? ` ${code}` : ''}`);
  return { status: answer.status, code, message };
}
