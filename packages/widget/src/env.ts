// Every window and document access of the widget goes through here, so tests and SSR imports have one seam.

export const win = (): Window & typeof globalThis => window;
export const doc = (): Document => document;

/** Where the visitor is, for the console's "page" column. */
export function currentPage(): { page: string; pageTitle: string } {
  return { page: win().location.href.slice(0, 300), pageTitle: doc().title.slice(0, 300) };
}

export function warn(message: string): void {
  console.warn(`[svc widget] ${message}`);
}

let pageOverflow: string | undefined;

/** The page behind a full-screen panel must not scroll; restores what the page had. */
export function lockPageScroll(lock: boolean): void {
  const style = doc().documentElement.style;
  if (lock && pageOverflow === undefined) {
    pageOverflow = style.overflow;
    style.overflow = 'hidden';
  } else if (!lock && pageOverflow !== undefined) {
    style.overflow = pageOverflow;
    pageOverflow = undefined;
  }
}

/** Calls back when the host element was removed by a single-page app re-rendering the body. */
export function watchRemoval(host: Element, onRemoved: () => void): () => void {
  const body = doc().body;
  const observer = new MutationObserver(() => {
    if (!host.isConnected) onRemoved();
  });
  observer.observe(body, { childList: true });
  return () => observer.disconnect();
}
