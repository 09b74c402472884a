// Site statistics: ticket counts by status and source, conversation counts by status, knowledge size.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { EngageSite } from '../engage/model.js';
import { conversationsTable, ticketsTable } from '../engage/model.js';
import { textLength } from '../http/text.js';

type SiteStats = components['schemas']['SiteStats']['stats'];

export function siteStats(deps: Deps, site: EngageSite): SiteStats {
  const tickets = { total: 0, open: 0, in_progress: 0, resolved: 0, form: 0, support: 0 };
  for (const t of ticketsTable(deps).values()) {
    if (t.siteId !== site.id) continue;
    tickets.total++;
    tickets[t.status]++;
    tickets[t.source]++;
  }
  const conversations = { total: 0, ai: 0, agent: 0, closed: 0 };
  for (const r of conversationsTable(deps).values()) {
    if (r.siteId !== site.id) continue;
    conversations.total++;
    conversations[r.status]++;
  }
  const { context, articles } = site.knowledge;
  return {
    tickets,
    conversations,
    knowledge: {
      articles: articles.length,
      characters: articles.reduce((sum, a) => sum + textLength(a.body), 0),
      contextCharacters: textLength(context),
    },
  };
}
