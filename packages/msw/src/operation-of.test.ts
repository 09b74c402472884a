import { describe, expect, it } from 'vitest';
import { operationMatcher } from './operation-of.js';

describe('operationMatcher', () => {
  const match = operationMatcher();
  it('names a request by the operationId of its contract path and method', () => {
    expect(match('POST', '/v1/capture')).toBe('createCapture');
    expect(match('GET', '/v1/engage/conversations/conv_1')).toBe('getConversation');
    expect(match('GET', '/v1/content/web_1/events')).toBe('listContentEntries');
    expect(match('GET', '/v1/content/web_1/events/open-day')).toBe('getContentEntry');
  });
  it('prefers a literal path over a parameter and knows nothing of paths outside the contract', () => {
    expect(match('GET', '/v1/engage/sdk.js')).toBe('getEngageSdk');
    expect(match('GET', '/v1/nothing-here')).toBeUndefined();
    expect(match('DELETE', '/v1/capture')).toBeUndefined();
  });
});
