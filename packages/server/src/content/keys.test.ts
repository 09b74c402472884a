// What a new content key is issued for, without HTTP: its environment and label, or the refusal naming each.
import { describe, expect, it } from 'vitest';
import { newKeyInput } from './keys.js';

describe('a new content key', () => {
  it('names an environment (test or live) and an optional label', () => {
    expect(newKeyInput({ environment: 'live' })).toEqual({ environment: 'live', label: null });
    expect(newKeyInput({ environment: 'test', label: 'CI' })).toEqual({ environment: 'test', label: 'CI' });
  });

  it('a wrong environment and label are named together in one 400', () => {
    expect(newKeyInput({ environment: 'prod', label: 5 })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['environment', 'label'],
    });
    expect(newKeyInput({ environment: 'live', label: 'x'.repeat(1000) })).toMatchObject({ fields: ['label'] });
  });

  it('a label with control characters is refused with the shared message', () => {
    expect(newKeyInput({ environment: 'live', label: 'a\nb' })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'label must not contain control characters',
      fields: ['label'],
    });
  });
});
