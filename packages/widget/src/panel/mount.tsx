// Renders the panel into the widget's shadow root on first open (the launcher code never loads Preact).
import { createEngageClient as create, watchConversation } from '@svc/engage-browser';
import { h, render } from 'preact';
import type { EngagePort } from '../engage-port.js';
import type { MountedPanel, PanelContext } from '../panel-context.js';
import { sendFullPageUrl } from '../env.js';
import { adoptStyles } from '../styles.js';
import { Panel } from './panel.js';
import panelCss from './panel.css?inline';

// The full Engage client comes with the panel (the launcher reads the config alone); typed so the real one must fit.
export function createEngageClient(options: { publishableKey: string; baseUrl: string }): EngagePort {
  const client = create(options);
  return Object.assign(client, { watchConversation: (watch: Parameters<EngagePort['watchConversation']>[0]) => watchConversation(client, watch) });
}

export function mountPanel(root: ShadowRoot, ctx: PanelContext, nonce: string | undefined): MountedPanel {
  // sdk.js's panel is a file of its own, with its own copy of env.ts: it is told what the loader was told.
  sendFullPageUrl(ctx.fullPageUrl);
  adoptStyles(root, panelCss, nonce);
  const element = root.ownerDocument.createElement('div');
  element.hidden = true;
  root.append(element);
  render(<Panel ctx={ctx} />, element);
  return {
    element,
    // Opening puts the visitor where they type (the composer, a form's first field), not on the tabs before it.
    focus: () => {
      const target =
        element.querySelector<HTMLElement>('#c-message, .body input, .body select, .body textarea, form input') ??
        element.querySelector<HTMLElement>('textarea, input, select, button:not(.icon)') ??
        element.querySelector<HTMLElement>('button');
      target?.focus();
    },
    unmount: () => {
      render(null, element);
      element.remove();
    },
  };
}
