import { describe, expect, it } from 'vitest';
import type { AssistantInput, KnowledgeArticle } from '../ports/assistant.js';
import { KnowledgeAssistant, SUPPORT_FORM_POINTER } from './knowledge-assistant.js';

const articles: KnowledgeArticle[] = [
  {
    slug: 'opening-hours',
    title: 'Opening hours',
    body: 'We are open Monday to Friday, 9:00 to 17:30. On bank holidays the studio is closed. Saturday visits are by appointment.',
    tags: ['visit'],
    url: 'https://demo.svc.example/visit',
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    body: 'A starter website costs 2,400 pounds. Brand identity packages start at 1,200 pounds. We ask for a 30% deposit.',
    tags: ['cost', 'quote'],
  },
  {
    slug: 'refunds',
    title: 'Refund policy',
    body: 'Deposits are refundable within 14 days of booking. After that, work has started and deposits are kept.',
    tags: ['cancellation', 'money-back'],
  },
];

function input(message: string, overrides: Partial<AssistantInput> = {}): AssistantInput {
  return {
    siteId: 'site_1',
    siteName: 'Demo Studio',
    assistantName: 'Ada',
    answerMode: 'strict',
    knowledge: { context: 'Demo Studio is a small design studio in Leeds.\n\nWe build websites for local businesses.', articles },
    history: [],
    message,
    ...overrides,
  };
}

describe('knowledge assistant', () => {
  it('answers from the relevant article and cites it', async () => {
    const a = await new KnowledgeAssistant().answer(input('What are your opening hours?'));
    expect(a.answer).toContain('Monday to Friday, 9:00 to 17:30');
    expect(a.citations.map((c) => c.slug)).toEqual(['opening-hours']);
    expect(a.escalate).toBe(false);
  });

  it('picks the sentences that answer the question, not the whole article', async () => {
    const a = await new KnowledgeAssistant().answer(input('how much is a brand identity?'));
    expect(a.answer).toBe('Brand identity packages start at 1,200 pounds.');
    expect(a.citations.map((c) => c.slug)).toEqual(['pricing']);
  });

  it('matches an article by its tags', async () => {
    const a = await new KnowledgeAssistant().answer(input('what about cancellation?'));
    expect(a.citations.map((c) => c.slug)).toEqual(['refunds']);
    expect(a.answer).toContain('refundable within 14 days');
  });

  it('matches word endings and small typos', async () => {
    const plural = await new KnowledgeAssistant().answer(input('deposit refunds'));
    expect(plural.citations[0]?.slug).toBe('refunds');
    const typo = await new KnowledgeAssistant().answer(input('appointmnt on saturday'));
    expect(typo.citations[0]?.slug).toBe('opening-hours');
  });

  it('citations carry the article url when it has one, and none otherwise', async () => {
    const withUrl = await new KnowledgeAssistant().answer(input('opening hours'));
    expect(withUrl.citations).toEqual([{ slug: 'opening-hours', title: 'Opening hours', url: 'https://demo.svc.example/visit' }]);
    const withoutUrl = await new KnowledgeAssistant().answer(input('website cost'));
    expect(withoutUrl.citations).toEqual([{ slug: 'pricing', title: 'Pricing' }]);
  });

  it('never quotes the context text: a question sharing its words gets the fallback that offers a person', async () => {
    const context = 'Answer briefly and kindly, in British English, and point visitors to the right page of our website.';
    for (const question of [
      'Ping from visitor XYZ',
      'Leeds?',
      'Do you answer in British English?',
      'point me to the right page of your website',
    ]) {
      const knowledge = { context: `Demo Studio is a small design studio in Leeds. ${context}`, articles };
      const strict = await new KnowledgeAssistant().answer(input(question, { knowledge }));
      expect(strict.answer, question).not.toContain('British English');
      expect(strict.answer, question).not.toContain('Leeds');
      expect(strict, question).toMatchObject({ escalate: true, reason: 'no_answer', citations: [] });
      expect(strict.answer).toContain(SUPPORT_FORM_POINTER);
      const open = await new KnowledgeAssistant().answer(input(question, { knowledge, answerMode: 'open' }));
      expect(open.answer, question).not.toContain('British English');
      expect(open.answer).toMatch(/person/);
    }
  });

  it('changing only the context text does not change which article answers', async () => {
    const assistant = new KnowledgeAssistant();
    const a = await assistant.answer(input('opening hours'));
    const b = await assistant.answer(
      input('opening hours', { knowledge: { context: 'Opening hours: ask us. Reply in French.', articles } }),
    );
    expect(b).toEqual(a);
  });

  it('strict mode: nothing relevant escalates with reason no_answer and points to the support form', async () => {
    const a = await new KnowledgeAssistant().answer(input('do you sell pizza?'));
    expect(a).toMatchObject({ escalate: true, reason: 'no_answer', citations: [] });
    expect(a.answer).toContain(SUPPORT_FORM_POINTER);
  });

  it('open mode: nothing relevant says so and offers a person without escalating', async () => {
    const a = await new KnowledgeAssistant().answer(input('do you sell pizza?', { answerMode: 'open' }));
    expect(a.escalate).toBe(false);
    expect(a.reason).toBeUndefined();
    expect(a.answer).toMatch(/not sure/);
    expect(a.answer).toMatch(/person/);
  });

  it('a visitor asking for a person escalates with reason visitor_request in either mode', async () => {
    for (const message of ['Can I talk to a human?', 'I want to speak to someone', 'get me a representative', 'agent please']) {
      for (const answerMode of ['strict', 'open'] as const) {
        const a = await new KnowledgeAssistant().answer(input(message, { answerMode }));
        expect(a, message).toMatchObject({ escalate: true, reason: 'visitor_request' });
        expect(a.answer).toContain(SUPPORT_FORM_POINTER);
      }
    }
  });

  it('a greeting is answered, not escalated', async () => {
    const a = await new KnowledgeAssistant().answer(input('Hello!'));
    expect(a).toMatchObject({ escalate: false, citations: [] });
    expect(a.answer).toContain('Ada');
  });

  it('the same question over the same knowledge always gives the same answer', async () => {
    const first = await new KnowledgeAssistant().answer(input('when can I visit on saturday?'));
    const assistant = new KnowledgeAssistant();
    for (let i = 0; i < 5; i++) expect(await assistant.answer(input('when can I visit on saturday?'))).toEqual(first);
  });

  it('the index is cached per site and rebuilt when the knowledge changes', async () => {
    const assistant = new KnowledgeAssistant();
    const knowledge = input('x').knowledge;
    const index = assistant['indexFor']('site_1', knowledge);
    expect(assistant['indexFor']('site_1', knowledge)).toBe(index);
    expect(assistant['indexFor']('site_1', structuredClone(knowledge))).toBe(index);
    const changed = { context: '', articles: [{ slug: 'pizza', title: 'Pizza', body: 'We sell pizza on Fridays.', tags: [] }] };
    expect(assistant['indexFor']('site_1', changed)).not.toBe(index);
    const a = await assistant.answer(input('do you sell pizza?', { knowledge: changed }));
    expect(a.citations.map((c) => c.slug)).toEqual(['pizza']);
  });

  it('an empty knowledge base escalates in strict mode', async () => {
    const a = await new KnowledgeAssistant().answer(input('opening hours', { knowledge: { context: '', articles: [] } }));
    expect(a).toMatchObject({ escalate: true, reason: 'no_answer' });
  });
});

describe('knowledge assistant in any script', () => {
  const world: KnowledgeArticle[] = [
    { slug: 'dostavka', title: 'Доставка', body: 'Доставка по Москве стоит 300 рублей и занимает два дня.', tags: ['заказ'] },
    { slug: 'saat', title: 'ساعات العمل', body: 'نعمل من الأحد إلى الخميس من التاسعة صباحا حتى الخامسة مساء.', tags: ['زيارة'] },
    { slug: 'eigyo', title: '営業時間', body: '営業時間は平日の午前9時から午後6時までです。土曜日と日曜日は休業です。', tags: ['来店'] },
    { slug: 'henpin', title: '返品について', body: '商品到着後14日以内であれば返品できます。', tags: [] },
  ];
  const ask = (message: string) => new KnowledgeAssistant().answer(input(message, { knowledge: { context: '', articles: world } }));
  const greeting = async () => (await ask('hello')).answer;

  for (const [language, question, slug, excerpt] of [
    ['Russian', 'Сколько стоит доставка?', 'dostavka', '300 рублей'],
    ['Arabic', 'ما هي ساعات العمل؟', 'saat', 'الخميس'],
    ['Japanese', '営業時間を教えてください', 'eigyo', '午前9時'],
    ['Japanese, another article', '返品できますか？', 'henpin', '14日以内'],
  ] as const) {
    it(`answers a question in ${language} from knowledge in ${language}, not with the greeting`, async () => {
      const answer = await ask(question);
      expect(answer.citations.map((c) => c.slug)).toEqual([slug]);
      expect(answer.answer).toContain(excerpt);
      expect(answer.answer).not.toBe(await greeting());
      expect(answer.escalate).toBe(false);
    });
  }
});
