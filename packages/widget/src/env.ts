// Every window and document access of the widget goes through here, so tests and SSR imports have one seam.

export const win = (): Window & typeof globalThis => window;

/** Where the panel covers the screen (and is a modal dialog). */
export const SMALL = '(max-width: 480px)';
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

/**
 * Keeps the host over the visual viewport, what the visitor sees: on a phone showing a page wider than the screen,
 * fixed boxes are placed against the (wider) layout viewport, and pinch-zoom moves the visible part around. Returns
 * the placing function (call it once the host is shown) and the stop.
 */
export function followViewport(host: HTMLElement): [place: () => void, stop: () => void] {
  const vv = win().visualViewport;
  let x = 0;
  let y = 0;
  const set = (k: string, v: number) => host.style.setProperty(`--svc-${k}`, `${v}px`);
  const place = () => {
    if (!vv) return;
    // Where the host is against where the visual viewport is, in client coordinates: a fixed box's containing block
    // does not always start at the client origin (an RTL page wider than the screen), so the difference is corrected.
    // Everything is read before anything is written: each read of the host or the visual viewport after a write would
    // force another style recalculation of the host (four in the frame that shows the launcher, 15-55 ms at 4x CPU).
    const r = host.getBoundingClientRect();
    const { offsetLeft, offsetTop, width, height } = vv;
    if (r.width) {
      x += offsetLeft - r.left;
      y += offsetTop - r.top;
    }
    set('x', x);
    set('y', y);
    set('w', width);
    set('h', height);
  };
  // Not placed here: the host is hidden until the config arrives, and measuring it now would force a layout of the page
  // in the loader's first task. The widget places it when it shows it. Placed again when the visual viewport moves or
  // resizes, and when the layout viewport does (the window's resize): on a phone, a page wider than the screen widens
  // the layout viewport once it is laid out, which moves nothing the visual viewport reports.
  const w = win();
  vv?.addEventListener('resize', place);
  vv?.addEventListener('scroll', place);
  w.addEventListener('resize', place);
  return [
    place,
    () => {
      vv?.removeEventListener('resize', place);
      vv?.removeEventListener('scroll', place);
      w.removeEventListener('resize', place);
    },
  ];
}

/** Puts the host in the top layer (a manual popover), above any z-index of the page; a no-op where unsupported. */
export function toTopLayer(host: HTMLElement): void {
  // Connected, so it cannot throw; a no-op when already shown, and missing where there are no popovers.
  (host as Partial<HTMLElement>).showPopover?.();
}
