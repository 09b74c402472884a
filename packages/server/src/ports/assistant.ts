// The assistant port: answers a visitor turn from the site's knowledge. A real LLM can be plugged in here.

/** One article of a site's knowledge. @public */
export interface KnowledgeArticle {
  /** The article's slug. */
  slug: string;
  /** The article's title. */
  title: string;
  /** The article's text. */
  body: string;
  /** The article's tags. */
  tags: string[];
  /** Where the article is published, if anywhere. */
  url?: string;
}

/** What the assistant is asked: the site, its knowledge, the thread and the new message. @public */
export interface AssistantInput {
  /** The Engage site. */
  siteId: string;
  /** The site's name. */
  siteName: string;
  /** The name the assistant answers as. */
  assistantName: string;
  /** `strict`: answer only from knowledge, escalate otherwise. `open`: say so and offer a person, without escalating. */
  answerMode: 'strict' | 'open';
  /** The site's private context and its articles. */
  knowledge: { context: string; articles: KnowledgeArticle[] };
  /** Earlier messages of the thread, oldest first. */
  history: Array<{ role: 'visitor' | 'assistant' | 'agent'; content: string }>;
  /** The visitor's new message. */
  message: string;
}

/** An article an answer cites. @public */
export interface Citation {
  /** The article's slug. */
  slug: string;
  /** The article's title. */
  title: string;
  /** Where the article is published, if anywhere. */
  url?: string;
}

/** What the assistant answers. @public */
export interface AssistantAnswer {
  /** The answer's text. */
  answer: string;
  /** The articles the answer is based on. */
  citations: Citation[];
  /** True when a person should take over. */
  escalate: boolean;
  /** Why the turn escalated. */
  reason?: 'no_answer' | 'visitor_request';
}

/**
 * Throwing (or rejecting) means the assistant could not answer: the route answers 503 ASSISTANT_UNAVAILABLE
 * and keeps the visitor's message.
 * @public
 */
export interface Assistant {
  /** Answers one visitor message. */
  answer(input: AssistantInput): Promise<AssistantAnswer>;
}
