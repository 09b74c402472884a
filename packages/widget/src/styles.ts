// Applies a stylesheet to the shadow root: constructable sheets (allowed under a strict CSP), else <style nonce>.
import { doc } from './env.js';

export function adoptStyles(root: ShadowRoot, css: string, nonce: string | undefined): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc().createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.append(style);
}
