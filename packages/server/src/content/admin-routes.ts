// The HTTP side shared by the content admin route files: a ContentProblem a rule throws becomes its error answer,
// JSON object bodies are read, the caller's identity header is read.
import { BODY_MUST_BE_JSON, BODY_MUST_BE_OBJECT, BODY_REQUIRED } from '../http/validation.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import { isPlainObject, readJson } from '../http/json.js';
import { ContentProblem } from './model.js';

/** Runs a route body; a broken content rule becomes its error response. */
export async function answer(c: AppContext, work: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentProblem) {
      return fail(c, error.status, error.code, error.message, error.fields ? { fields: error.fields } : {});
    }
    throw error;
  }
}

/** The JSON object body, or a 400 (thrown). */
export async function objectBody(c: AppContext): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (!body.ok) throw new ContentProblem(400, 'VALIDATION_FAILED', body.reason === 'empty' ? BODY_REQUIRED : BODY_MUST_BE_JSON);
  if (!isPlainObject(body.value)) throw new ContentProblem(400, 'VALIDATION_FAILED', BODY_MUST_BE_OBJECT);
  return body.value;
}

export function identityOf(c: AppContext): string | undefined {
  const sub = c.req.header('x-identity-sub')?.trim();
  return sub ? sub : undefined;
}
