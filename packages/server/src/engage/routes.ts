// Routes of the Engage public endpoints under /v1/engage: loader, config, chat, conversation read, forms, support.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { op, operation } from '../http/env.js';
import { Idempotency } from '../http/idempotency.js';
import { ChatTurns } from './chat.js';
import { chatTurnRoute } from './chat-routes.js';
import { getConfig } from './config-routes.js';
import { getConversation, rateConversation } from './conversation-routes.js';
import { preflight } from './cors-routes.js';
import { submitForm } from './form-routes.js';
import { LiveConversations } from './live-routes.js';
import { sdkRoutes } from './sdk-routes.js';
import { createSupportTicket } from './support-routes.js';

/** Registers the routes; returns the chat turns' rules, which the console's release shares (one queue per thread). */
export function registerEngageRoutes(app: Hono<AppEnv>, deps: Deps): { chat: ChatTurns } {
  // One instance for forms and support: concurrent identical retries wait on each other through it.
  const idempotency = new Idempotency(deps.store, deps.clock);
  const chat = new ChatTurns(deps);
  const live = new LiveConversations(deps);

  app.options('/v1/engage/config', op(deps, 'preflightEngageConfig'), (c) => preflight(c));
  app.options('/v1/engage/chat', op(deps, 'preflightChatMessage'), (c) => preflight(c));
  app.options('/v1/engage/conversations/:conversationId', op(deps, 'preflightConversation'), (c) => preflight(c));
  app.options('/v1/engage/conversations/:conversationId/stream', op(deps, 'preflightConversationStream'), (c) => preflight(c));
  app.options('/v1/engage/conversations/:conversationId/rating', op(deps, 'preflightConversationRating'), (c) => preflight(c));
  app.options('/v1/engage/forms/:form', op(deps, 'preflightManagedForm'), (c) => preflight(c));
  app.options('/v1/engage/support', op(deps, 'preflightSupportTicket'), (c) => preflight(c));
  const sdk = sdkRoutes(deps);
  app.get('/v1/engage/sdk.js', op(deps, 'getEngageSdk'), sdk.loader);
  app.get('/v1/engage/sdk/:file', op(deps, 'getEngageSdkFile'), sdk.file);
  app.get(
    '/v1/engage/config',
    operation(deps, 'getEngageConfig', (c) => getConfig(c, deps)),
  );
  app.post('/v1/engage/chat', op(deps, 'sendChatMessage'), chatTurnRoute(deps, chat));
  app.get('/v1/engage/conversations/:conversationId', op(deps, 'getConversation'), (c) => getConversation(c, deps));
  app.post('/v1/engage/conversations/:conversationId/stream', op(deps, 'createConversationStream'), (c) => live.issue(c));
  app.get('/v1/engage/conversations/:conversationId/events', op(deps, 'streamConversationEvents'), (c) => live.stream(c));
  app.get('/v1/engage/conversations/:conversationId/poll', op(deps, 'pollConversationEvents'), (c) => live.poll(c));
  app.post('/v1/engage/conversations/:conversationId/rating', op(deps, 'rateConversation'), (c) => rateConversation(c, deps));
  app.post('/v1/engage/forms/:form', op(deps, 'submitManagedForm'), (c) => submitForm(c, deps, idempotency));
  app.post('/v1/engage/support', op(deps, 'createSupportTicket'), (c) => createSupportTicket(c, deps, idempotency));
  return { chat };
}
