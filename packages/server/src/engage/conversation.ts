// The visitor's own thread: found only with the token that identifies it, read as the contract's ConversationRead.
import type { components } from '@svc/spec';
import { sha256Hex, timingSafeEqual } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { ConversationRecord } from './model.js';
import { conversationsTable, publicMessage } from './model.js';

/**
 * The site's thread `conversationId` when `token` is the one that identifies it; undefined for every mismatch (no
 * token, wrong token, another site's thread), which nothing tells apart.
 */
export async function visitorThread(
  deps: Pick<Deps, 'store'>,
  siteId: string,
  { conversationId, token }: { conversationId: string; token: string | undefined },
): Promise<ConversationRecord | undefined> {
  const conversation = conversationsTable(deps).get(conversationId);
  const hash = await sha256Hex(token ?? '');
  if (!token || !conversation || conversation.siteId !== siteId || !timingSafeEqual(conversation.visitorTokenHash, hash)) {
    return undefined;
  }
  return conversation;
}

/** What the visitor reads of their thread. */
export function conversationRead(conversation: ConversationRecord): components['schemas']['ConversationRead'] {
  return {
    success: true,
    conversationId: conversation.id,
    status: conversation.status,
    messages: conversation.messages.map(publicMessage),
  };
}
