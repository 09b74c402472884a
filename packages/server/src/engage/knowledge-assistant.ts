// Default assistant (being built): retrieval over the site's knowledge.
import type { Assistant, AssistantAnswer, AssistantInput } from './assistant.js';

export class KnowledgeAssistant implements Assistant {
  async answer(_input: AssistantInput): Promise<AssistantAnswer> {
    throw new Error('not built yet');
  }
}
