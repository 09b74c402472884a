// The response behind every result: each method's promise has withResponse(), which resolves to the data with the
// raw Response (headers readable, body consumed), the service's request id and the number of attempts.

/**
 * What `withResponse()` resolves to.
 * @public
 */
export interface WithResponse<T> {
  /** What the call resolved to: the same value awaiting the method gives. */
  data: T;
  /** The response the data came from (its body already read): status and headers. */
  response: Response;
  /** The service's request id (X-Request-Id), for support. */
  requestId: string | undefined;
  /** How many attempts the call took (1 when it was not retried). */
  attempts: number;
}

/**
 * A method's result: awaited, the data; `.withResponse()` adds the response behind it.
 * @public
 */
export interface ResponsePromise<T> extends Promise<T> {
  /** The data with the response behind it, the request id and the number of attempts. */
  withResponse(): Promise<WithResponse<T>>;
}

/** Filled by the requester with the last response of a call and its attempts. @internal */
export interface Seen {
  /** The call's last response. */
  response?: Response;
  /** How many attempts the call took. */
  attempts?: number;
}

/**
 * Runs one method call with a fresh Seen and gives its promise `withResponse()`.
 * @internal
 */
export function respond<T>(run: (seen: Seen) => Promise<T>): ResponsePromise<T> {
  const seen: Seen = {};
  const promise = run(seen);
  return Object.assign(promise, {
    withResponse: () =>
      promise.then((data) => ({
        data,
        response: seen.response!,
        requestId: seen.response?.headers.get('x-request-id') ?? undefined,
        attempts: seen.attempts ?? 0,
      })),
  });
}
