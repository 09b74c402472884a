// The browser page of the live-events test against the Node reference server: the demo site's client on another
// origin, streamConversation with the browser's own EventSource, reporting what it hears on window.

import type { ConversationEvent } from '../src/index.js';
import { createEngageClient, streamConversation } from '../src/index.js';

const params = new URLSearchParams(location.search);
const state: { conversationId?: string; roles: string[]; events: ConversationEvent[]; errors: string[]; transport?: string } = {
  roles: [],
  events: [],
  errors: [],
};
(window as unknown as { svcState: typeof state }).svcState = state;

const engage = createEngageClient({ publishableKey: params.get('key')!, baseUrl: params.get('base')! });
// The widget watches once the visitor has a thread: after the first chat turn.
engage.chat({ message: 'Can I talk to a person?' }).then(
  (turn) => {
    state.conversationId = turn.conversationId;
    const watcher = streamConversation(engage, {
      onEvent: (e) => state.events.push(e),
      onUpdate: (thread) => {
        state.roles = thread.messages.map((m) => m.role);
        state.transport = watcher.transport;
      },
      onError: (e) => state.errors.push(String(e)),
      intervalMs: 50,
    });
  },
  (error: unknown) => state.errors.push(String(error)),
);
