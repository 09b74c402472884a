// Every window and document access of the widget goes through here, so tests and SSR imports have one seam.

export const win = (): Window & typeof globalThis => window;
export const doc = (): Document => document;

let fullPageUrl = false;

/** Whether the page URL sent with a chat turn keeps its query string and fragment (`fullPageUrl`); default no. */
export function sendFullPageUrl(full: boolean): void {
  fullPageUrl = full;
}

/**
 * Where the visitor is, for the console's "page" column: origin and path only, unless the site opted in to the full
 * URL, because query strings carry tokens, e-mail addresses and campaign ids a site may not mean to share.
 */
export function currentPage(): { page: string; pageTitle: string } {
  const { href, origin, pathname } = win().location;
  return { page: (fullPageUrl ? href : origin + pathname).slice(0, 300), pageTitle: doc().title.slice(0, 300) };
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
