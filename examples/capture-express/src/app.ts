// The customer's Express backend: serves a contact form and forwards each submission to svc Form Capture.

import { randomUUID } from 'node:crypto';
import type { CaptureClient } from '@svc/capture-node';
import { contextFromIncomingMessage, deriveIdempotencyKey } from '@svc/capture-node';
import type { ErrorRequestHandler, Express } from 'express';
import express from 'express';
import { httpAnswerFor } from './http-answer.js';

export interface AppOptions {
  capture: CaptureClient;
  /**
   * How many proxies of ours stand in front of this server (0: none). Decides whose address X-Forwarded-For names:
   * without a proxy, anyone can send that header, so it must be ignored.
   */
  trustProxy: number;
}

/** The form id: a UUID we put in the form when we render it, so a resent form (double click, retry) is the same. */
const FORM_ID = /^[A-Za-z0-9_-]{8,100}$/;
const FIELDS = ['name', 'email', 'message'] as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formPage(formId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contact us</title></head>
<body>
<h1>Contact us</h1>
<form method="post" action="/contact">
  <input type="hidden" name="formId" value="${escapeHtml(formId)}">
  <p><label>Name <input name="name" required></label></p>
  <p><label>Email <input name="email" type="email" required></label></p>
  <p><label>Message <textarea name="message" required></textarea></label></p>
  <p><button>Send</button></p>
</form>
</body></html>`;
}

export function createApp({ capture, trustProxy }: AppOptions): Express {
  const app = express();
  // Express's own req.ip follows the same rule as the capture context below.
  app.set('trust proxy', trustProxy);
  app.use(express.urlencoded({ extended: false, limit: '32kb' }), express.json({ limit: '32kb' }));

  app.get('/', (_req, res) => {
    res.type('html').send(formPage(randomUUID()));
  });

  app.post('/contact', async (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const formId = body.formId;
    if (typeof formId !== 'string' || !FORM_ID.test(formId)) {
      res.status(400).json({ error: 'invalid', message: 'formId is missing; reload the page.', fields: ['formId'] });
      return;
    }
    const missing = FIELDS.filter((name) => typeof body[name] !== 'string' || !(body[name] as string).trim());
    if (missing.length > 0) {
      res.status(400).json({ error: 'invalid', message: `Please fill in: ${missing.join(', ')}.`, fields: missing });
      return;
    }

    const result = await capture.submit(
      {
        form: 'contact',
        fields: Object.fromEntries(FIELDS.map((name) => [name, body[name] as string])),
        // The visitor's address, browser and language, read from the request with our proxy trust, not the header's.
        context: contextFromIncomingMessage(req, { trustProxy }),
      },
      // Derived from our own form id: the same form sent twice, even across a restart of this server, is stored once.
      { idempotencyKey: await deriveIdempotencyKey(formId, 'contact-form') },
    );
    res.status(result.duplicate ? 200 : 201).json({ id: result.id, duplicate: result.duplicate });
  });

  const onError: ErrorRequestHandler = (error, _req, res, next) => {
    const answer = httpAnswerFor(error);
    if (!answer) return next(error);
    // Our side of the story, for our logs: the service's code and request id (never the key, which the SDK redacts).
    if (answer.status >= 500) console.error(`contact form: capture failed: ${error.name} ${error.code} ${error.requestId ?? ''}`.trim());
    res.status(answer.status).set(answer.headers).json(answer.body);
  };
  app.use(onError);
  return app;
}
