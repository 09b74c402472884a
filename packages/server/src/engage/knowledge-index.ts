// Full-text index over a site's knowledge articles with minisearch, plus the tokeniser the assistant also uses to
// pick sentences, so both agree on what a "term" is. The context text is not indexed: it steers the assistant (tone,
// language, what to point visitors to) and is never an answer, so no visitor question can make it quote it.
import MiniSearch from 'minisearch';
import type { KnowledgeArticle } from '../ports/assistant.js';

const STOP_WORDS = new Set(
  (
    'a about above after again all am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing down during each few for from further had has have having he her here hers him his how i ' +
    'if in into is it its itself just me more most my no nor not of off on once only or other our ours out over own ' +
    'please same she should so some such than that the their theirs them then there these they this those through to ' +
    'too under until up very was we were what when where which while who whom why will with would you your yours ' +
    'yourself hi hello hey thanks thank tell know want wanted like get got let lets ok okay im ive id dont cant ' +
    'us also may might must shall yes'
  ).split(' '),
);

// Stop words of the languages the tests cover besides English; the index needs none to work, they only keep
// particles from counting as matches.
const OTHER_STOP_WORDS =
  'и в во не что на я с со как а то все так но да к у же вы за бы по ли если уже или ни до для мы где есть там это ' +
  'какие какой какая сколько когда ваш ваши ваше вас вам нас нам мне меня ' +
  'في من على إلى عن ما هي هو هل أن مع هذا هذه ذلك التي الذي لا أو كم متى ' +
  'は が を に で と の か も です ます ですか ください へ や ね よ 何';
for (const w of OTHER_STOP_WORDS.split(' ')) STOP_WORDS.add(w);

/** Word boundaries of every script (Thai and Japanese have no spaces), where the runtime has Intl.Segmenter. */
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null;

/**
 * Lower-cased words of any script, without punctuation: Latin accents and Arabic short vowels are folded so "café"
 * finds "cafe" and a vowelled word its plain spelling; every letter, mark and number is kept. Words are Intl.Segmenter's
 * (word granularity, word-like segments), or runs of letters, marks and numbers where there is no segmenter (`by` null).
 */
export function words(text: string, by: Intl.Segmenter | null = segmenter): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u0652]/g, '')
    .normalize('NFC')
    .toLowerCase();
  const pieces = by ? Array.from(by.segment(folded), (s) => (s.isWordLike ? s.segment : '')) : folded.split(/[^\p{L}\p{M}\p{N}]+/u);
  // Inner punctuation goes too ("don't" is "dont", "2,400" is "2400"), the same way in questions and knowledge.
  return pieces.map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, '')).filter((w) => w.length > 0);
}

/** The meaningful terms of a text: words that are not stop words. */
export function terms(text: string): string[] {
  return words(text).filter((w) => !STOP_WORDS.has(w));
}

/** Whether two terms are the same word give or take an ending ("hour" / "hours", "book" / "booking"). */
export function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

export interface Passage {
  id: number;
  title: string;
  body: string;
  tags: string;
  /** The article, for citations. */
  article: KnowledgeArticle;
}

export interface Hit {
  passage: Passage;
  score: number;
}

/** Whether two words differ by at most one letter added, removed or changed. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number) => x.slice(from);
  if (a.length === b.length) return rest(a, i + 1) === rest(b, i + 1);
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

/** A question word found in a passage: the word itself, another ending of it, or a one-letter typo of a long word. */
function found(question: string, word: string): boolean {
  return sameTerm(question, word) || (question.length >= 6 && oneEditApart(question, word));
}

/**
 * BM25 scores depend on the size of the knowledge, so relevance is judged on the question's own words too: a hit
 * must contain at least one of them, and either cover a third of them or score well. A long question that shares
 * one incidental word with an article is then not answered from that article.
 */
export const MIN_SCORE = 1.5;
export const MIN_COVERAGE = 1 / 3;

function relevant(question: string[], matched: string[], score: number): boolean {
  const covered = question.filter((q) => matched.some((t) => found(q, t))).length;
  if (covered === 0) return false;
  return covered / question.length >= MIN_COVERAGE || score >= MIN_SCORE;
}

export class KnowledgeIndex {
  private readonly search: MiniSearch<Passage>;
  readonly passages: Passage[] = [];

  constructor(knowledge: { articles: KnowledgeArticle[] }) {
    for (const article of knowledge.articles) {
      this.passages.push({
        id: this.passages.length,
        title: article.title,
        body: article.body,
        tags: (article.tags ?? []).join(' '),
        article,
      });
    }
    this.search = new MiniSearch<Passage>({
      fields: ['title', 'body', 'tags'],
      storeFields: [],
      tokenize: (text) => words(text),
      processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
      searchOptions: {
        boost: { title: 2, tags: 2 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
      },
    });
    this.search.addAll(this.passages);
  }

  /** Hits above the threshold, best first; ties keep knowledge order so answers are deterministic. */
  query(text: string): Hit[] {
    const question = [...new Set(terms(text))];
    if (question.length === 0) return [];
    return this.search
      .search(text)
      .filter((r) => relevant(question, Object.keys(r.match), r.score))
      .map((r) => ({ passage: this.passages[r.id as number]!, score: r.score }))
      .sort((a, b) => b.score - a.score || a.passage.id - b.passage.id);
  }
}
