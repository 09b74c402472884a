// The visitor token and conversation id, persisted in Web Storage (localStorage by default) with a memory fallback.

/** The part of the Web Storage interface the client uses. @public */
export type VisitorStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The visitor's thread as the client knows it. @public */
export interface Visitor {
  /** The visitor token of the thread, or null before the first turn. */
  token: string | null;
  /** The id of the thread, or null before the first turn. */
  conversationId: string | null;
}

/** The storage key of a site: `svc-engage:v1:<publishableKey>`, holding JSON `{ token, conversationId }`. @public */
export const visitorStorageKey = (publishableKey: string): string => `svc-engage:v1:${publishableKey}`;

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/**
 * Reads and writes the visitor. Storage that throws (Safari private mode, a sandboxed frame, a full quota, a
 * SecurityError on merely touching localStorage) is dropped for the rest of the page's life: memory carries on.
 * @internal
 */
export function visitorStore(storage: VisitorStorage | undefined, key: string) {
  let backing: VisitorStorage | undefined = storage;
  if (!backing) {
    try {
      backing = globalThis.localStorage;
    } catch {
      backing = undefined;
    }
  }
  let memory: Visitor = { token: null, conversationId: null };
  const use = (act: (s: VisitorStorage) => void): void => {
    try {
      if (backing) act(backing);
    } catch {
      backing = undefined;
    }
  };
  return {
    get(): Visitor {
      // Read through, so a thread started in another tab of the same site is picked up.
      use((s) => {
        const saved = JSON.parse(s.getItem(key) ?? 'null') as Partial<Visitor> | null;
        memory = { token: str(saved?.token), conversationId: str(saved?.conversationId) };
      });
      return { ...memory };
    },
    set(token: string, conversationId: string): void {
      memory = { token, conversationId };
      use((s) => s.setItem(key, JSON.stringify(memory)));
    },
    clear(): void {
      memory = { token: null, conversationId: null };
      use((s) => s.removeItem(key));
    },
  };
}
