import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppContext, AppEnv } from './env.js';
import type { Refusal } from './validation.js';
import {
  BODY_MUST_BE_JSON,
  BODY_MUST_BE_OBJECT,
  BODY_REQUIRED,
  invalid,
  isRefusal,
  MAX_PROBLEMS_SHOWN,
  optionalText,
  Problems,
  problemsMessage,
  problemsRefusal,
  readObjectBody,
  refuse,
  unrefused,
  validationFailed,
} from './validation.js';

describe('optional text', () => {
  it('absent, null and blank are undefined; text is trimmed; over the bound or not a string is a problem', () => {
    expect(optionalText(undefined, 'page', 3)).toEqual({ ok: true, value: undefined });
    expect(optionalText(null, 'page', 3)).toEqual({ ok: true, value: undefined });
    expect(optionalText('   ', 'page', 3)).toEqual({ ok: true, value: undefined });
    expect(optionalText(' abc ', 'page', 3)).toEqual({ ok: true, value: 'abc' });
    expect(optionalText('abcd', 'page', 3)).toEqual({ ok: false, problem: 'page must be at most 3 characters' });
    expect(optionalText('x'.repeat(2001), 'message', 2000)).toEqual({ ok: false, problem: 'message must be at most 2,000 characters' });
    expect(optionalText(5, 'page', 3)).toEqual({ ok: false, problem: 'page must be a string' });
  });

  it('counts characters as code points, the unit of the contract (an emoji is one)', () => {
    expect(optionalText('😀😀😀', 'page', 3)).toEqual({ ok: true, value: '😀😀😀' });
  });
});

describe('problems', () => {
  it('one problem is the message as written, naming its field', () => {
    const p = new Problems();
    expect(p.ok).toBe(true);
    expect(p.message).toBeUndefined();
    p.text('toolong', 'b', 3);
    expect(p.ok).toBe(false);
    expect(p.message).toBe('b must be at most 3 characters');
    expect(p.fields).toEqual(['b']);
  });

  it('several problems are all named in fields, each field once, and spelled out in order', () => {
    const p = new Problems();
    expect(p.text('ok', 'a', 5)).toBe('ok');
    p.text('toolong', 'b', 3);
    p.text(1, 'c', 3);
    p.add('b', 'b again');
    expect(p.fields).toEqual(['b', 'c']);
    expect(p.message).toBe('b must be at most 3 characters; c must be a string; b again');
  });

  it(`spells out at most ${MAX_PROBLEMS_SHOWN} problems and counts the rest, so the message stays short`, () => {
    const problems = Array.from({ length: 1000 }, (_, i) => ({ field: `k${i}`, message: `unknown property k${i}` }));
    expect(problemsMessage(problems)).toBe('unknown property k0; unknown property k1; unknown property k2; and 997 more problems');
    expect(problemsMessage(problems.slice(0, 4))).toBe('unknown property k0; unknown property k1; unknown property k2; and 1 more problem');
  });
});

// The reader and the answer run inside a Hono app called in-process: no server, no network.
function app(handler: (c: AppContext) => Response | Promise<Response>) {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    c.set('requestId', 'req_test');
    await next();
  });
  hono.post('/', (c) => handler(c));
  return (body: string | undefined) => hono.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
}

describe('rejectUnknown', () => {
  it('names every property outside the allowed ones, with its path and what is allowed, so a typo is never ignored', () => {
    const problems = new Problems();
    problems.rejectUnknown({ name: 'a', colour: 'b' }, ['name'], 'branding');
    problems.rejectUnknown({ nmae: 'a' }, ['name', 'status'], '');
    expect(problems.list).toEqual([
      { field: 'branding.colour', message: 'unknown property branding.colour (allowed: name)' },
      { field: 'nmae', message: 'unknown property nmae (allowed: name, status)' },
    ]);
  });
});

describe('readObjectBody', () => {
  const refused = app(async (c) => {
    const read = await readObjectBody(c);
    return isRefusal(read) ? refuse(c, read) : c.json({ read: read.body });
  });
  const lenient = app(async (c) => {
    const read = await readObjectBody(c, { empty: 'as-object' });
    return isRefusal(read) ? refuse(c, read) : c.json({ read: read.body });
  });

  it('reads a JSON object body', async () => {
    const r = await refused('{"a":1}');
    expect(await r.json()).toEqual({ read: { a: 1 } });
  });

  it('a body that carries refusal-like properties is still the body, never taken for a refusal', async () => {
    const body = '{"status":403,"code":"FORBIDDEN","message":"x"}';
    const r = await refused(body);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ read: { status: 403, code: 'FORBIDDEN', message: 'x' } });
  });

  it(`a body that parses but is not an object is 400 VALIDATION_FAILED "${BODY_MUST_BE_OBJECT}"`, async () => {
    for (const body of ['[]', '"text"', '12', 'null']) {
      const r = await refused(body);
      expect(r.status, body).toBe(400);
      expect(await r.json(), body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: BODY_MUST_BE_OBJECT });
    }
  });

  it(`a body that is not JSON is 400 VALIDATION_FAILED "${BODY_MUST_BE_JSON}"`, async () => {
    const r = await lenient('{oops');
    expect(r.status).toBe(400);
    // No property is at fault, so the answer names none.
    expect(await r.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: BODY_MUST_BE_JSON, requestId: 'req_test' });
  });

  it(`an empty body is 400 "${BODY_REQUIRED}", or {} where the operation reads it as an object`, async () => {
    const r = await refused(undefined);
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: BODY_REQUIRED });
    expect(await (await lenient(undefined)).json()).toEqual({ read: {} });
  });
});

describe('validationFailed', () => {
  it('answers 400 in the error format with the message and every offending field', async () => {
    const send = app((c) => {
      const p = new Problems();
      p.add('name', 'name must be at most 80 characters');
      p.add('origins', 'origins must be at most 10');
      return validationFailed(c, p);
    });
    const r = await send('{}');
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'name must be at most 80 characters; origins must be at most 10',
      requestId: 'req_test',
      fields: ['name', 'origins'],
    });
  });
});

describe('refusals', () => {
  const notFound: Refusal = { status: 404, code: 'NOT_FOUND', message: 'website not found' };

  it('invalid is 400 VALIDATION_FAILED with the message, and fields only when some are named', () => {
    expect(invalid('slug must match ^[a-z]$', ['slug'])).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'slug must match ^[a-z]$',
      fields: ['slug'],
    });
    expect(invalid('the body must be valid JSON')).not.toHaveProperty('fields');
  });

  it('a problem naming several properties at once is one invalid naming them all, answered with its message and every field', async () => {
    const both = invalid('give a status, an assignee, or both', ['status', 'assignee']);
    expect(both).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'give a status, an assignee, or both',
      fields: ['status', 'assignee'],
    });
    const r = await app((c) => refuse(c, both))('{}');
    expect(r.status).toBe(400);
    expect(await r.text()).toBe(
      '{"success":false,"code":"VALIDATION_FAILED","message":"give a status, an assignee, or both","requestId":"req_test","fields":["status","assignee"]}',
    );
  });

  it('collected problems are the one VALIDATION_FAILED refusal: their message, and each field once', () => {
    const p = new Problems();
    p.add('name', 'name must be at most 80 characters');
    p.add('origins', 'origins must be at most 10');
    p.add('name', 'name must not contain control characters');
    const expected = invalid('name must be at most 80 characters; origins must be at most 10; name must not contain control characters', [
      'name',
      'origins',
    ]);
    expect(problemsRefusal(p)).toEqual(expected);
  });

  it("validationFailed answers byte for byte as refuse answers the problems' refusal", async () => {
    const problems = new Problems();
    problems.add('q', 'q must be at most 200 characters');
    problems.add('form', 'form must be at most 40 characters');
    const viaProblems = await app((c) => validationFailed(c, problems))('{}');
    const viaRefusal = await app((c) =>
      refuse(c, invalid('q must be at most 200 characters; form must be at most 40 characters', ['q', 'form'])),
    )('{}');
    expect(viaProblems.status).toBe(viaRefusal.status);
    expect(await viaProblems.text()).toBe(await viaRefusal.text());
  });

  it('isRefusal tells a refusal from any value a rule returns (records, arrays, text, booleans, nothing)', () => {
    expect(isRefusal(notFound)).toBe(true);
    expect(isRefusal(invalid('x', ['x']))).toBe(true);
    for (const value of [{ id: 'ent_1', status: 'draft' }, [{ key: 'a' }], 'title', false, true, 0, null, undefined]) {
      expect(isRefusal(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('refuse answers the status, code and message in the error format, with fields only when the refusal names some', async () => {
    const notFoundAnswer = await app((c) => refuse(c, notFound))('{}');
    expect(notFoundAnswer.status).toBe(404);
    expect(await notFoundAnswer.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'website not found', requestId: 'req_test' });
    const taken = await app((c) => refuse(c, { status: 409, code: 'SLUG_TAKEN', message: 'slug a is taken', fields: ['slug'] }))('{}');
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      success: false,
      code: 'SLUG_TAKEN',
      message: 'slug a is taken',
      requestId: 'req_test',
      fields: ['slug'],
    });
  });

  it('unrefused gives the value, and throws with the code and message when a caller that cannot be refused is', () => {
    expect(unrefused('events' as string | Refusal)).toBe('events');
    expect(() => unrefused(notFound)).toThrow('refused: NOT_FOUND website not found');
  });
});
