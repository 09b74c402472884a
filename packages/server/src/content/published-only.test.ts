// "Content reads return only published entries", without HTTP: which entries a read delivers, which queries ask for more.
import { describe, expect, it } from 'vitest';
import type { EntryRecord } from './model.js';
import { asksForUnpublished, isPublished, publishedOnly } from './published-only.js';

const entry = (status: EntryRecord['status']) => ({ id: 'ent_1', status, publishedAt: '2026-01-01T00:00:00.000Z' }) as EntryRecord;

describe('only published entries are read', () => {
  it('a published entry is delivered; a draft or an unpublished one is not found', () => {
    expect(isPublished(entry('published'))).toBe(true);
    expect(publishedOnly(entry('published'))).toBeDefined();
    for (const status of ['draft', 'unpublished'] as const) {
      expect(isPublished(entry(status)), status).toBe(false);
      expect(publishedOnly(entry(status)), status).toBeUndefined();
    }
    expect(publishedOnly(undefined)).toBeUndefined();
  });

  it('draft or preview other than false, or a status other than published, asks for unpublished content', () => {
    const none = { draft: undefined, preview: undefined, status: undefined };
    expect(asksForUnpublished(none)).toBe(false);
    for (const off of ['false', '0']) expect(asksForUnpublished({ ...none, draft: off, preview: off })).toBe(false);
    expect(asksForUnpublished({ ...none, status: 'published' })).toBe(false);
    for (const on of ['true', '1', '']) {
      expect(asksForUnpublished({ ...none, draft: on }), on).toBe(true);
      expect(asksForUnpublished({ ...none, preview: on }), on).toBe(true);
    }
    expect(asksForUnpublished({ ...none, status: 'draft' })).toBe(true);
  });
});
