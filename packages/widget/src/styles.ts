// Applies a stylesheet to the shadow root: constructable sheets (allowed under a strict CSP), else <style nonce>.
import { doc } from './env.js';

export function adoptStyles(root: ShadowRoot, css: string, nonce: string | undefined): void {
  try {
    // Throws where constructable sheets or adoptedStyleSheets are missing (older WebViews): then the fallback.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    const style = doc().createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    root.append(style);
  }
}
