// Reading one chat turn's body against the ChatRequest bounds and the site's identity mode.

import type { components } from '@svc/spec';
import { limits } from '@svc/spec';
import { isEmail } from '../http/email.js';
import type { JsonRead } from '../http/json.js';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { BODY_MUST_BE_JSON, BODY_MUST_BE_OBJECT, invalid, Problems, problemsRefusal } from '../http/validation.js';
import { HASH_PATTERN } from './identity.js';

/** The ChatRequest and ChatVisitor bounds of the contract (generated into @svc/spec). */
const CHAT = limits.ChatRequest;
const VISITOR = limits.ChatVisitor;
export const MAX_CHAT_MESSAGE = CHAT.message.maxLength;

export interface ChatTurn {
  message: string;
  /** The visitor accepted the site's consent notice. */
  consent: boolean;
  /** visitor.hash: the customer's server's signature of visitor.id (verified identity). */
  hash: string | undefined;
  visitorToken: string | undefined;
  visitor: components['schemas']['ChatVisitor'];
  page: string | undefined;
  pageTitle: string | undefined;
}

/** A turn as read, or its 400 refusal (MESSAGE_REQUIRED, VALIDATION_FAILED or IDENTITY_REQUIRED). */
export type ChatRead = { turn: ChatTurn } | Refusal;

const MESSAGE_REQUIRED: Refusal = { status: 400, code: 'MESSAGE_REQUIRED', message: 'message is required', fields: ['message'] };

/** The token a body carries, looked at before validation so the thread can be found first. */
export function peekVisitorToken(read: JsonRead): string | undefined {
  if (!read.ok || !isPlainObject(read.value)) return undefined;
  const token = read.value.visitorToken;
  return typeof token === 'string' && token.trim() !== '' && textLength(token.trim()) <= CHAT.visitorToken.maxLength
    ? token.trim()
    : undefined;
}

/**
 * Checks in the order a visitor can fix them: the message, then the other bounds, then the identity the site asks
 * for. `threadHasEmail`: the thread the token resumes already has the visitor's address (it is asked once per thread).
 */
export function readChatTurn(read: JsonRead, identityMode: 'anonymous' | 'email', threadHasEmail: boolean): ChatRead {
  if (!read.ok && read.reason === 'empty') return MESSAGE_REQUIRED;
  if (!read.ok) return invalid(BODY_MUST_BE_JSON);
  if (!isPlainObject(read.value)) return invalid(BODY_MUST_BE_OBJECT);
  const body = read.value;
  if (typeof body.message !== 'string' || body.message.trim() === '') return MESSAGE_REQUIRED;
  const message = body.message.trim();

  const problems = new Problems();
  if (textLength(message) > MAX_CHAT_MESSAGE)
    problems.add('message', `message must be at most ${MAX_CHAT_MESSAGE.toLocaleString('en-US')} characters`);
  const visitorToken = problems.text(body.visitorToken, 'visitorToken', CHAT.visitorToken.maxLength);
  const page = problems.text(body.page, 'page', CHAT.page.maxLength);
  const pageTitle = problems.text(body.pageTitle, 'pageTitle', CHAT.pageTitle.maxLength);
  if (body.consent !== undefined && typeof body.consent !== 'boolean') problems.add('consent', 'consent must be a boolean');

  const visitor: ChatTurn['visitor'] = {};
  let email: string | undefined;
  let hash: string | undefined;
  if (body.visitor !== undefined && body.visitor !== null && !isPlainObject(body.visitor)) {
    problems.add('visitor', 'visitor must be an object');
  } else if (isPlainObject(body.visitor)) {
    const id = problems.text(body.visitor.id, 'visitor.id', VISITOR.id.maxLength);
    const name = problems.text(body.visitor.name, 'visitor.name', VISITOR.name.maxLength);
    if (name !== undefined && hasControlCharacters(name)) problems.add('visitor.name', controlCharactersMessage('visitor.name'));
    email = problems.text(body.visitor.email, 'visitor.email', VISITOR.email.maxLength);
    hash = problems.text(body.visitor.hash, 'visitor.hash', 64);
    if (hash !== undefined && !HASH_PATTERN.test(hash.toLowerCase()))
      problems.add('visitor.hash', 'visitor.hash must be 64 hexadecimal characters (a hex HMAC-SHA256)');
    else if (hash !== undefined && id === undefined)
      problems.add('visitor.id', 'visitor.hash signs visitor.id: send the id it was made from');
    if (id !== undefined) visitor.id = id;
    if (name !== undefined) visitor.name = name;
  }
  const emailValid = email !== undefined && isEmail(email);
  // In email mode a malformed address is the identity problem the widget shows its email step for.
  if (email !== undefined && !emailValid && identityMode !== 'email') {
    problems.add('visitor.email', 'visitor.email must be a valid email address');
  }
  if (!problems.ok) return problemsRefusal(problems);
  if (identityMode === 'email' && !emailValid && (email !== undefined || !threadHasEmail)) {
    return { status: 400, code: 'IDENTITY_REQUIRED', message: 'an email is required before chatting', fields: ['visitor.email'] };
  }
  if (emailValid) visitor.email = email;
  return { turn: { message, consent: body.consent === true, hash: hash?.toLowerCase(), visitorToken, visitor, page, pageTitle } };
}
