// The widget's one network dependency: the Engage browser client (the widget codes against its EngagePort subset).
import { createEngageClient as create } from '@svc/engage-browser';
import type { EngagePort } from './engage-port.js';

export function createEngageClient(options: { publishableKey: string; baseUrl: string }): EngagePort {
  return create(options);
}
