// The assistant port: answers a visitor turn from the site's knowledge. A real LLM can be plugged in here.

/** @public */
export interface KnowledgeArticle {
  slug: string;
  title: string;
  body: string;
  tags: string[];
  url?: string;
}

/** @public */
export interface AssistantInput {
  siteId: string;
  siteName: string;
  assistantName: string;
  /** `strict`: answer only from knowledge, escalate otherwise. `open`: say so and offer a person, without escalating. */
  answerMode: 'strict' | 'open';
  knowledge: { context: string; articles: KnowledgeArticle[] };
  /** Earlier messages of the thread, oldest first. */
  history: Array<{ role: 'visitor' | 'assistant' | 'agent'; content: string }>;
  message: string;
}

/** @public */
export interface Citation {
  slug: string;
  title: string;
  url?: string;
}

/** @public */
export interface AssistantAnswer {
  answer: string;
  citations: Citation[];
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
  answer(input: AssistantInput): Promise<AssistantAnswer>;
}
