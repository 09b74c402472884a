// Content keys as a plain rule: what a new key is issued for (its environment and label), or why not.
import { limits } from '@svc/spec';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import { isEnvironment } from '../keys.js';

const MAX_LABEL = limits.AdminContentKeyInput.label.maxLength;

/** A new key's environment and label, or their refusal (each wrong property named; control characters after). */
export function newKeyInput(body: Record<string, unknown>): { environment: 'test' | 'live'; label: string | null } | Refusal {
  const bad: string[] = [];
  if (!isEnvironment(body.environment)) bad.push('environment');
  const label = body.label ?? null;
  if (label !== null && (typeof label !== 'string' || textLength(label) > MAX_LABEL)) bad.push('label');
  if (bad.length > 0) {
    return invalid(`invalid key: ${bad.join(', ')} (environment test or live, label at most ${MAX_LABEL} characters)`, bad);
  }
  if (typeof label === 'string' && hasControlCharacters(label)) return invalid(controlCharactersMessage('label'), ['label']);
  return { environment: body.environment as 'test' | 'live', label: label as string | null };
}
