import { describe, expect, it } from 'vitest';
import { KnowledgeIndex, oneEditApart, sameTerm, terms, words } from './knowledge-index.js';

describe('knowledge index', () => {
  it('terms drop stop words, punctuation, case and accents', () => {
    expect(terms('What are your Opening-Hours at the Café?')).toEqual(['opening', 'hours', 'cafe']);
  });

  it('same term allows word endings of words of 4+ letters only', () => {
    expect(sameTerm('hour', 'hours')).toBe(true);
    expect(sameTerm('book', 'booking')).toBe(true);
    expect(sameTerm('car', 'cart')).toBe(false);
  });

  it('the context text is not indexed: only articles are passages', () => {
    const knowledge = { context: 'We are in Leeds.', articles: [{ slug: 'p', title: 'Pricing', body: 'Students pay less.', tags: [] }] };
    const index = new KnowledgeIndex(knowledge);
    expect(index.passages.map((p) => p.article.slug)).toEqual(['p']);
    expect(index.query('Leeds')).toEqual([]);
  });

  it('a hit needs one of the question words, another ending of it, or a one-letter typo of a long word', () => {
    const index = new KnowledgeIndex({ articles: [{ slug: 'p', title: 'Special pricing', body: 'Students pay less.', tags: [] }] });
    expect(index.query('pricing for students')).toHaveLength(1);
    expect(index.query('student')).toHaveLength(1);
    expect(index.query('pricng')).toHaveLength(1);
    expect(index.query('do you sell pizza')).toEqual([]);
    expect(index.query('spatial')).toEqual([]);
    expect(index.query('the and of')).toEqual([]);
  });

  it('a long question sharing one incidental word with a small knowledge base is not answered from it', () => {
    const index = new KnowledgeIndex({ articles: [{ slug: 'p', title: 'Special pricing', body: 'Students pay less.', tags: [] }] });
    expect(index.query('my cat ate a special kind of blue cheese yesterday evening')).toEqual([]);
  });

  it('one edit apart: one letter added, removed or changed', () => {
    expect(oneEditApart('pricing', 'pricng')).toBe(true);
    expect(oneEditApart('pricing', 'prizing')).toBe(true);
    expect(oneEditApart('pricing', 'pricings')).toBe(true);
    expect(oneEditApart('pricing', 'prcng')).toBe(false);
    expect(oneEditApart('special', 'spatial')).toBe(false);
  });

  it('ranks title and tag matches above body mentions', () => {
    const index = new KnowledgeIndex({
      articles: [
        { slug: 'mention', title: 'About us', body: 'We also talk about parking sometimes, and many other things too.', tags: [] },
        { slug: 'parking', title: 'Parking', body: 'Free spaces behind the building.', tags: ['car'] },
      ],
    });
    expect(index.query('parking').map((h) => h.passage.article?.slug)).toEqual(['parking', 'mention']);
  });
});

describe('words of any script', () => {
  it('keeps every letter and number of Cyrillic, Arabic and Japanese text, and folds case and accents', () => {
    expect(terms('Сколько стоит ДОСТАВКА в 2025?')).toEqual(['стоит', 'доставка', '2025']);
    expect(terms('ما هي سَاعَاتُ العمل؟')).toEqual(['ساعات', 'العمل']);
    expect(terms('営業時間を教えてください')).toContain('営業');
    expect(terms("don't stop: 2,400 pounds at the café")).toEqual(['stop', '2400', 'pounds', 'cafe']);
  });

  it('splits on letters, marks and numbers where Intl.Segmenter is missing', () => {
    expect(words('Сколько стоит доставка? café 2,400', null)).toEqual(['сколько', 'стоит', 'доставка', 'cafe', '2', '400']);
    expect(words('ساعات العمل، من فضلك', null)).toEqual(['ساعات', 'العمل', 'من', 'فضلك']);
  });
});
