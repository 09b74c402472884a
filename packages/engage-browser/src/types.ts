// Engage's request and response shapes, taken from the contract by operationId so schema renames cannot break them.
import type { components, operations } from './generated/openapi.js';

/** The site's widget configuration (`getEngageConfig`). @public */
export type EngageConfig = operations['getEngageConfig']['responses'][200]['content']['application/json'];
/** The outcome of one chat turn (`sendChatMessage`). @public */
export type ChatResponse = operations['sendChatMessage']['responses'][200]['content']['application/json'];
/** The visitor's own thread (`getConversation`). @public */
export type ConversationRead = operations['getConversation']['responses'][200]['content']['application/json'];

/** One visitor turn; the client adds the stored visitor token. @public */
export type ChatInput = Omit<operations['sendChatMessage']['requestBody']['content']['application/json'], 'visitorToken'>;
/** A managed form submission. @public */
export type FormInput = operations['submitManagedForm']['requestBody']['content']['application/json'];
/** A support ticket; `category` defaults to `general` on the service. @public */
export type TicketInput = Omit<operations['createSupportTicket']['requestBody']['content']['application/json'], 'category'> & {
  category?: string;
};

/** One live event of the visitor's thread: `message`, `status` or `typing` (`streamConversationEvents`). @public */
export type ConversationEvent = components['schemas']['ConversationEvent'];
/** A message of the thread, with its id. @public */
export type ConversationMessage = components['schemas']['ConversationMessage'];
/** The visitor's rating of a closed thread. @public */
export type ConversationRating = components['schemas']['ConversationRating'];
/** A rating to send: good or bad, and an optional comment of at most 500 characters. @public */
export type RatingInput = Omit<operations['rateConversation']['requestBody']['content']['application/json'], 'visitorToken'>;
