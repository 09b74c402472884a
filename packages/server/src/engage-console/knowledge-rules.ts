// Rules of a site's knowledge (KnowledgeInput): context 6,000; 40 articles of 8,000 characters with 10 tags each.
import { limits } from '@svc/spec';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import { Problems } from '../http/validation.js';
import { isHttpUrl } from '../net/url.js';
import type { KnowledgeArticle } from '../ports/assistant.js';

/** The bounds of a site's knowledge: the contract's (generated into @svc/spec), by the name this module checks. */
export const KNOWLEDGE_LIMITS = {
  context: limits.KnowledgeInput.context.maxLength,
  articles: limits.KnowledgeInput.articles.maxItems,
  body: limits.KnowledgeArticle.body.maxLength,
  tags: limits.KnowledgeArticle.tags.maxItems,
  tag: limits.KnowledgeArticle.tags.items.maxLength,
  title: limits.KnowledgeArticle.title.maxLength,
  url: limits.KnowledgeArticle.url.maxLength,
} as const;

const SLUG_PATTERN = new RegExp(limits.KnowledgeArticle.slug.pattern);
const L = KNOWLEDGE_LIMITS;

export interface KnowledgeInput {
  context: string;
  articles: KnowledgeArticle[];
}

/** Reads a whole knowledge replacement. `updatedAt` is accepted and ignored so a GET result can be sent back as is. */
export function parseKnowledge(body: Record<string, unknown>): { knowledge?: KnowledgeInput; problems: Problems } {
  const problems = new Problems();
  problems.rejectUnknown(body, ['context', 'articles', 'updatedAt']);
  const context = body.context;
  if (typeof context !== 'string' || textLength(context) > L.context) {
    problems.add('context', `context is required: text of at most ${L.context} characters`);
  }
  const articles: KnowledgeArticle[] = [];
  if (!Array.isArray(body.articles)) {
    problems.add('articles', `articles is required: an array of at most ${L.articles} articles`);
  } else {
    if (body.articles.length > L.articles) {
      problems.add('articles', `articles must hold at most ${L.articles} articles`);
    }
    const slugs = new Set<string>();
    body.articles.forEach((value, i) => {
      const article = parseArticle(value, `articles[${i}]`, problems);
      if (!article) return;
      if (slugs.has(article.slug)) {
        problems.add(`articles[${i}].slug`, `articles[${i}].slug repeats "${article.slug}"; slugs are unique per site`);
      }
      slugs.add(article.slug);
      articles.push(article);
    });
  }
  if (!problems.ok) return { problems };
  return { knowledge: { context: context as string, articles }, problems };
}

function parseArticle(value: unknown, at: string, problems: Problems): KnowledgeArticle | undefined {
  if (!isPlainObject(value)) {
    problems.add(at, `${at} must be an object with slug, title, body, tags and url`);
    return undefined;
  }
  const before = problems.count;
  problems.rejectUnknown(value, ['slug', 'title', 'body', 'tags', 'url'], at);
  const { slug, body, tags, url } = value;
  const title = typeof value.title === 'string' ? value.title.trim() : '';
  if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug)) {
    problems.add(`${at}.slug`, `${at}.slug must be 1 to 80 characters of a-z 0-9 -, starting with a letter or digit`);
  }
  if (title.length === 0 || textLength(title) > L.title) {
    problems.add(`${at}.title`, `${at}.title must be 1 to ${L.title} characters`);
  } else if (hasControlCharacters(title)) {
    problems.add(`${at}.title`, controlCharactersMessage(`${at}.title`));
  }
  if (typeof body !== 'string' || textLength(body) > L.body) {
    problems.add(`${at}.body`, `${at}.body must be text of at most ${L.body} characters`);
  }
  const tagsOk =
    tags === undefined ||
    (Array.isArray(tags) &&
      tags.length <= L.tags &&
      tags.every((t) => typeof t === 'string' && t.trim().length > 0 && textLength(t) <= L.tag));
  if (!tagsOk) {
    problems.add(`${at}.tags`, `${at}.tags must hold at most ${L.tags} tags of 1 to ${L.tag} characters`);
  } else if ((tags as string[] | undefined)?.some(hasControlCharacters)) {
    problems.add(`${at}.tags`, controlCharactersMessage(`${at}.tags`));
  }
  if (url !== undefined && !isHttpUrl(url, L.url)) {
    problems.add(`${at}.url`, `${at}.url must be an http(s) URL of at most ${L.url} characters`);
  }
  if (problems.count > before) return undefined;
  return {
    slug: slug as string,
    title,
    body: body as string,
    tags: ((tags as string[] | undefined) ?? []).map((t) => t.trim()),
    ...(url !== undefined ? { url: url as string } : {}),
  };
}
