import { afterEach, describe, expect, it } from 'vitest';
import { init } from '../index.js';
import { DEFAULT_STRINGS } from '../strings.js';
import type { FakeClient } from '../test-support.js';
import { CONFIG, FakeError, fakeClient, settle } from '../test-support.js';
import type { Widget, WidgetOptions } from '../widget.js';
import { createWidget } from '../widget.js';
import { checkFields, SUPPORT_BOUNDS, supportFields } from './validate.js';

let widget: Widget | undefined;
afterEach(() => {
  widget?.destroy();
  widget = undefined;
});

const shadow = () => document.querySelector('svc-widget')!.shadowRoot!;
const submit = () => shadow().querySelector<HTMLButtonElement>('form button[type=submit]')!;
function set(id: string, value: string): void {
  const el = shadow().querySelector<HTMLInputElement>(id)!;
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
async function fill(values: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(values)) {
    set(id, value);
    await settle();
  }
}
async function openView(client: FakeClient, view: 'form' | 'support', options: Partial<WidgetOptions> = {}): Promise<void> {
  widget = createWidget({ publishableKey: 'pk', baseUrl: 'http://svc.test', ...options }, client);
  await widget.open(view);
  await settle();
}

describe('client-side checks mirror the service bounds', () => {
  const ok = { name: 'Ada', email: 'ada@example.org', message: 'Hi', phone: '', category: '', subject: '' };
  const support = supportFields(DEFAULT_STRINGS);
  const checkSupport = (values: Record<string, string>) => checkFields(support, values, DEFAULT_STRINGS);
  it('support: required name, valid email, message; every bound of spec part 8', () => {
    expect(checkSupport(ok)).toEqual({});
    expect(Object.keys(checkSupport({ ...ok, name: ' ', email: '', message: '' }))).toEqual(['name', 'email', 'message']);
    expect(checkSupport({ ...ok, email: 'ada@example' }).email).toBe('Please enter a valid email address.');
    for (const [field, max] of Object.entries(SUPPORT_BOUNDS)) {
      const at = { ...ok, [field]: field === 'email' ? `${'a'.repeat(max - 12)}@example.org` : 'x'.repeat(max) };
      const over = { ...ok, [field]: field === 'email' ? `${'a'.repeat(max - 11)}@example.org` : 'x'.repeat(max + 1) };
      expect(checkSupport(at)[field]).toBeUndefined();
      expect(checkSupport(over)[field]).toMatch(/at most/);
    }
  });

  it('managed form: required fields and 2,000 characters per field', () => {
    const fields = [
      { name: 'email', label: 'Email', type: 'email' as const, required: true, max: 2000 },
      { name: 'notes', label: 'Notes', max: 2000 },
    ];
    expect(checkFields(fields, { email: 'a@b.co', notes: 'x'.repeat(2000) }, DEFAULT_STRINGS)).toEqual({});
    expect(checkFields(fields, { email: '', notes: 'x'.repeat(2001) }, DEFAULT_STRINGS)).toEqual({
      email: 'Please fill in Email.',
      notes: 'Notes must be at most 2,000 characters.',
    });
  });

  it('field bounds count code points, as the service does (an emoji is one character)', () => {
    const fields = [{ name: 'name', label: 'Name', required: true, max: 120 }];
    expect(checkFields(fields, { name: '🙂'.repeat(120) }, DEFAULT_STRINGS)).toEqual({});
    expect(checkFields(fields, { name: '🙂'.repeat(121) }, DEFAULT_STRINGS)).toEqual({ name: 'Name must be at most 120 characters.' });
  });
});

describe('bounded fields', () => {
  it('every text field has a maxlength and a counter in code points, as the service counts', async () => {
    const client = fakeClient();
    await openView(client, 'support');
    for (const [id, max] of [
      ['s-name', 120],
      ['s-email', 160],
      ['s-phone', 30],
      ['s-subject', 200],
      ['s-message', 5000],
    ] as const) {
      const field = shadow().getElementById(id) as HTMLInputElement;
      expect(field.maxLength, id).toBe(max * 2);
      expect(field.getAttribute('aria-describedby'), id).toContain(`${id}-count`);
    }
    await fill({ '#s-name': 'Ada 🙂' });
    expect(shadow().getElementById('s-name-count')?.textContent).toBe('5 / 120');
    expect(shadow().getElementById('s-message-count')?.textContent).toBe('0 / 5000');
    expect(shadow().getElementById('s-category-count')).toBeNull();
  });
});

describe('managed form', () => {
  it('name and email show no "0 / 2000" counter; the message keeps its counter; a long name shows it near the bound', async () => {
    const client = fakeClient();
    await openView(client, 'form');
    expect(shadow().getElementById('f-name-count')).toBeNull();
    expect(shadow().getElementById('f-email-count')).toBeNull();
    expect(shadow().getElementById('f-message-count')?.textContent).toBe('0 / 2000');
    await fill({ '#f-name': 'a'.repeat(1850) });
    expect(shadow().getElementById('f-name-count')?.textContent).toBe('1850 / 2000');
  });

  it('by default asks for name, email and message, ties errors to their fields and focuses the first one', async () => {
    const client = fakeClient();
    await openView(client, 'form');
    expect([...shadow().querySelectorAll('form label')].map((l) => l.textContent)).toEqual(['Name', 'Email', 'Message']);
    await fill({ '#f-email': 'nope' });
    submit().click();
    await settle();
    const name = shadow().querySelector('#f-name')!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Described by its error (a name field bounded at 2,000 characters shows no "0 / 2000" counter).
    expect(name.getAttribute('aria-describedby')).toBe('f-name-error');
    expect(shadow().getElementById('f-name-error')?.textContent).toBe('Please fill in Name.');
    expect(shadow().querySelector('#f-email')!.getAttribute('aria-invalid')).toBe('true');
    expect(shadow().activeElement).toBe(name);
    expect(client.calls.some((c) => c.method === 'submitForm')).toBe(false);
  });

  it("asks for the required fields of the site's form policy, marking them required, before anything is sent", async () => {
    const client = fakeClient({
      config: { ...CONFIG, forms: { quote: { requiredFields: ['phone', 'budget'] }, contact: { requiredFields: ['x'] } } },
      form: [{ id: 'sub_2', duplicate: false }],
    });
    await openView(client, 'form', {
      form: {
        name: 'quote',
        fields: [
          { name: 'email', label: 'Email', type: 'email', required: true },
          { name: 'phone', label: 'Phone', type: 'tel' },
        ],
      },
    });
    expect([...shadow().querySelectorAll('form label')].map((l) => l.textContent)).toEqual(['Email', 'Phone', 'budget']);
    expect(shadow().querySelector<HTMLInputElement>('#f-phone')!.required).toBe(true);
    expect(shadow().querySelector<HTMLInputElement>('#f-budget')!.required).toBe(true);
    await fill({ '#f-email': 'ada@example.org' });
    submit().click();
    await settle();
    expect(shadow().querySelector('#f-budget')!.getAttribute('aria-invalid')).toBe('true');
    expect(client.calls.some((c) => c.method === 'submitForm')).toBe(false);
    await fill({ '#f-phone': '0113 496 0000', '#f-budget': '500' });
    submit().click();
    await settle();
    expect(client.calls.find((c) => c.method === 'submitForm')?.args[1]).toMatchObject({
      fields: { email: 'ada@example.org', phone: '0113 496 0000', budget: '500' },
    });
  });

  it("uses the page's fields, sends trimmed values to the form label, and shows the service's successMessage", async () => {
    const client = fakeClient({ form: [{ id: 'sub_1', duplicate: false, successMessage: 'Thanks! We reply within one working day.' }] });
    await openView(client, 'form', {
      form: {
        name: 'workshop',
        fields: [
          { name: 'email', label: 'Your email', type: 'email', required: true },
          { name: 'notes', label: 'Notes', type: 'textarea' },
        ],
      },
    });
    await fill({ '#f-email': ' ada@example.org ', '#f-notes': 'Pottery please' });
    submit().click();
    await settle();
    const call = client.calls.find((c) => c.method === 'submitForm')!;
    expect(call.args[0]).toBe('workshop');
    expect(call.args[1]).toMatchObject({ fields: { email: 'ada@example.org', notes: 'Pottery please' } });
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('Thanks! We reply within one working day.');
  });

  it('a retry of the same content reuses its idempotency key; changed content gets a new one', async () => {
    let release!: (e: Error) => void;
    const client = fakeClient({
      form: [
        () => new Promise((_, reject) => (release = reject)),
        new FakeError(0, 'CONNECTION_ERROR', 'network down'),
        { id: 'sub_1', duplicate: true },
      ],
    });
    await openView(client, 'form');
    await fill({ '#f-name': 'Ada', '#f-email': 'ada@example.org', '#f-message': 'Hello' });
    submit().click();
    await settle();
    // Submit is disabled while pending.
    expect(submit().disabled).toBe(true);
    release(new FakeError(0, 'CONNECTION_ERROR', 'network down'));
    await settle();
    expect(shadow().querySelector('[role=alert]')?.textContent).toBe('network down');
    submit().click();
    await settle();
    await fill({ '#f-message': 'Hello again' });
    submit().click();
    await settle();
    const keys = client.calls.filter((c) => c.method === 'submitForm').map((c) => (c.args[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refuses field definitions the service would reject or drop', () => {
    const bad = (name: string) => () =>
      init({ publishableKey: 'pk_test', baseUrl: 'http://svc.test', form: { fields: [{ name, label: 'x' }] } });
    expect(bad('has space')).toThrow(/A-Z a-z 0-9 _ -.*got "has space"/);
    expect(bad('website')).toThrow(/honeypot.*got "website"/);
    document.querySelectorAll('svc-widget').forEach((el) => el.remove());
  });
});

describe('support ticket', () => {
  it('creates a ticket with the optional fields, prefilled from identify()', async () => {
    const client = fakeClient({ ticket: [{ ticketId: 'tkt_42', duplicate: false }] });
    widget = createWidget({ publishableKey: 'pk', baseUrl: 'http://svc.test' }, client);
    const created: unknown[] = [];
    widget.on('ticket', (detail) => created.push(detail));
    widget.identify({ name: 'Ada Lovelace', email: 'ada@example.org' });
    await widget.open('support');
    await settle();
    expect(shadow().querySelector<HTMLInputElement>('#s-name')?.value).toBe('Ada Lovelace');
    await fill({ '#s-phone': '0113 496 0000', '#s-category': 'billing', '#s-subject': 'Invoice', '#s-message': 'Wrong amount' });
    submit().click();
    await settle();
    expect(client.calls.find((c) => c.method === 'createTicket')?.args[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '0113 496 0000',
      category: 'billing',
      subject: 'Invoice',
      message: 'Wrong amount',
    });
    // The visitor reads where the answer goes, not a raw id; the page gets the id as the `ticket` event's detail.
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('We got your message. We reply by email to ada@example.org.');
    expect(created).toEqual([{ ticketId: 'tkt_42', duplicate: false, conversationId: null }]);
  });

  it("the service's error message is shown when the ticket is refused", async () => {
    const client = fakeClient({ ticket: [new FakeError(400, 'VALIDATION_FAILED', 'name and a valid email are required')] });
    await openView(client, 'support');
    await fill({ '#s-name': 'Ada', '#s-email': 'ada@example.org', '#s-message': 'Help' });
    submit().click();
    await settle();
    expect(shadow().querySelector('[role=alert]')?.textContent).toBe('name and a valid email are required');
    expect(submit().disabled).toBe(false);
  });
});
