// Default assistant: deterministic retrieval over the site's knowledge articles; answers with the best sentences and
// cites them. The context text is instructions for an assistant (tone, language), never a source to quote.
import type { Assistant, AssistantAnswer, AssistantInput, Citation, KnowledgeArticle } from '../ports/assistant.js';
import type { Hit } from './knowledge-index.js';
import { KnowledgeIndex, sameTerm, terms } from './knowledge-index.js';

export const SUPPORT_FORM_POINTER = 'please use the support form and a person will get back to you.';

/** A visitor asking for a person, in the words people use for it. */
const PERSON_REQUEST =
  /\b(human|humans|agent|agents|person|people|someone|somebody|representative|operator|staff|real person|live chat|talk to|talk with|speak to|speak with|chat with a|call me|contact me)\b/i;

/** Sentences of a text, keeping their punctuation. */
function sentences(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The sentences of a passage that share the most terms with the question, in their original order. */
function bestSentences(body: string, question: string[], max: number): string[] {
  const all = sentences(body);
  const scored = all.map((s, i) => {
    const own = new Set(terms(s));
    let score = 0;
    for (const q of question) if ([...own].some((t) => sameTerm(t, q))) score++;
    return { s, i, score };
  });
  const chosen = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
  // A hit on the title or tags alone: the article's opening is its best summary.
  return chosen.length > 0 ? chosen : all.slice(0, max);
}

function citationOf(article: KnowledgeArticle): Citation {
  return { slug: article.slug, title: article.title, ...(article.url ? { url: article.url } : {}) };
}

/** Cheap identity of a knowledge set, so the cached index is rebuilt exactly when the articles change. */
function fingerprintOf(knowledge: AssistantInput['knowledge']): string {
  return JSON.stringify(knowledge.articles);
}

/**
 * The default assistant: deterministic retrieval (minisearch) over the site's knowledge, with citations.
 * @public
 */
export class KnowledgeAssistant implements Assistant {
  private readonly cache = new Map<string, { articles: KnowledgeArticle[]; fingerprint: string; index: KnowledgeIndex }>();

  /** The site's index of articles, rebuilt only when they changed (same array: no work at all). */
  private indexFor(siteId: string, knowledge: AssistantInput['knowledge']): KnowledgeIndex {
    const cached = this.cache.get(siteId);
    if (cached && cached.articles === knowledge.articles) return cached.index;
    const fingerprint = fingerprintOf(knowledge);
    if (cached && cached.fingerprint === fingerprint) {
      this.cache.set(siteId, { ...cached, articles: knowledge.articles });
      return cached.index;
    }
    const index = new KnowledgeIndex(knowledge);
    this.cache.set(siteId, { articles: knowledge.articles, fingerprint, index });
    return index;
  }

  /** Answers from the site's articles, citing them; escalates when none answers. */
  async answer(input: AssistantInput): Promise<AssistantAnswer> {
    const message = input.message.trim();
    if (PERSON_REQUEST.test(message)) {
      return {
        answer: `Of course. To reach a person on our team, ${SUPPORT_FORM_POINTER}`,
        citations: [],
        escalate: true,
        reason: 'visitor_request',
      };
    }
    const question = terms(message);
    // Greetings and thanks carry no question: answering them is better than escalating them.
    if (question.length === 0) {
      return {
        answer: `Hi, I'm ${input.assistantName}. Ask me anything about ${input.siteName}.`,
        citations: [],
        escalate: false,
      };
    }
    const hits = this.indexFor(input.siteId, input.knowledge).query(message);
    if (hits.length === 0) return noAnswer(input);
    return compose(hits, question);
  }
}

function noAnswer(input: AssistantInput): AssistantAnswer {
  if (input.answerMode === 'strict') {
    return {
      answer: `I'm sorry, I couldn't find an answer to that in what I know about ${input.siteName}. For help with it, ${SUPPORT_FORM_POINTER}`,
      citations: [],
      escalate: true,
      reason: 'no_answer',
    };
  }
  return {
    answer: `I'm not sure about that: I couldn't find it in what I know about ${input.siteName}. If you'd like to talk to a person, just ask and I'll pass you on.`,
    citations: [],
    escalate: false,
  };
}

/** The best passage answers; a second article scoring close to it adds a sentence and a citation. */
function compose(hits: Hit[], question: string[]): AssistantAnswer {
  const [best, ...rest] = hits as [Hit, ...Hit[]];
  const parts = bestSentences(best.passage.body, question, 2);
  if (parts.length === 0) parts.push(best.passage.title);
  const citations: Citation[] = [citationOf(best.passage.article)];
  const runnerUp = rest.find((h) => h.score >= best.score * 0.75);
  if (runnerUp) {
    const extra = bestSentences(runnerUp.passage.body, question, 1).filter((s) => !parts.includes(s));
    if (extra.length > 0) {
      parts.push(...extra);
      citations.push(citationOf(runnerUp.passage.article));
    }
  }
  return { answer: parts.join(' '), citations, escalate: false };
}
