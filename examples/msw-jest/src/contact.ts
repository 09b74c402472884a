// The customer's own code: forwards a contact form to svc Form Capture from their server, and says what to tell the
// visitor. Plain fetch, so it runs anywhere; the tests answer it with @svc/msw.

export interface ContactForm {
  name: string;
  email: string;
  message: string;
}

export type Outcome = { kind: 'stored'; id: string } | { kind: 'retry-later'; afterSeconds: number } | { kind: 'failed'; status: number };

export async function forwardContact(form: ContactForm, options: { baseUrl: string; key: string; visitorIp?: string }): Promise<Outcome> {
  const response = await fetch(`${options.baseUrl}/v1/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': options.key },
    body: JSON.stringify({ form: 'contact', fields: form, ...(options.visitorIp ? { context: { ip: options.visitorIp } } : {}) }),
  });
  if (response.status === 201 || response.status === 200) return { kind: 'stored', id: ((await response.json()) as { id: string }).id };
  if (response.status === 429 || response.status === 503)
    return { kind: 'retry-later', afterSeconds: Number(response.headers.get('retry-after') ?? 60) };
  return { kind: 'failed', status: response.status };
}
