// The HTTP reference's renderer as an adapter provides it: read on the first request to /_docs/scalar.js, not at start.

/**
 * Loads the HTTP reference's renderer (Scalar's self-contained browser bundle) for `/_docs/`; resolves to
 * undefined when this deployment carries none. Called on the first request that needs it; the result is kept.
 * @public
 */
export type HttpReferenceRenderer = () => Promise<Uint8Array | undefined>;
