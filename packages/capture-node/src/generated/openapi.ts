// Generated from openapi.yaml by scripts/gen.ts (openapi-typescript, the operations tagged Form Capture). Do not edit: run `pnpm gen`.
/* eslint-disable */
/** Every path of the Form Capture API, by URL template, with its operations by method. @public */
export interface paths {
    /** POST: Store a form submission. */
    "/v1/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a form submission
         * @description Called from the customer's server with the site key in `X-Api-Key`
         *     (alias `X-Service-Key`). When both headers are sent, `X-Api-Key` wins
         *     and `X-Service-Key` is ignored (our design; an empty `X-Api-Key`
         *     counts as not sent). The service sanitises the fields, validates
         *     each context property on its own (a malformed one is dropped
         *     silently), stores the record, then tries the team notification.
         *     Storage, notification acceptance and confirmed delivery are distinct
         *     outcomes: a stored submission does not prove that an email arrived.
         *
         *     Field sanitising, in order: (1) at most 20 fields, extra fields dropped
         *     in object order; (2) names trimmed to 40 characters keeping only
         *     `A-Z a-z 0-9 _ -`, a name that becomes empty is dropped; (3) values
         *     converted to strings, trimmed and cut at 2,000 characters, null and
         *     undefined dropped; (4) nested objects and arrays stringified; (5)
         *     honeypot fields are not filtered, the caller drops them.
         *
         *     Browser requests (any `Origin` header), preflight included, are
         *     refused with 403 `CORS_ORIGIN_DENIED`.
         *
         *     **Our design:** a `form` longer than 40 characters or a `page` longer
         *     than 200 characters is a 400 `VALIDATION_FAILED` rather than silently
         *     cut.
         */
        post: operations["createCapture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
/** Every webhook event the service sends, by event type. @public */
export interface webhooks {
    /** A chat turn escalated to a person. */
    "chat.escalated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A chat turn escalated to a person
         * @description Sent to the site's webhook URL when a chat turn's response has
         *     `escalate: true`. Signed with Standard Webhooks (our design).
         */
        post: operations["chatEscalated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** A visitor rated a conversation. */
    "conversation.rated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor rated a conversation
         * @description **Our design.** Sent to the site's webhook URL when a
         *     visitor rates a closed thread (`rateConversation` answering 201);
         *     a replayed rating (200 `duplicate: true`) sends nothing. Signed
         *     with Standard Webhooks (our design).
         */
        post: operations["conversationRated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** A test event sent from the console. */
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event sent from the console
         * @description Sent by `testSiteWebhook`. Signed with Standard Webhooks (our design).
         */
        post: operations["webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
/** The reusable parts of the Form Capture API: schemas, responses, parameters and headers. @public */
export interface components {
    /** The schemas of request and response bodies, by name. */
    schemas: {
        /**
         * @description The one error body of every interface. `message` is the service's
         *     human text, word for word where the description gives it; `code` is
         *     stable and machine-readable. The known codes, by the status that
         *     carries them, are listed in `x-svc-codes` on `code`, the reference
         *     server's admin and console codes included. New codes may be added;
         *     treat unknown codes by status.
         */
        ErrorBody: {
            /** @constant */
            success: false;
            /** @description Stable machine-readable code (our design, except the codes the description names). */
            code: string;
            /** @description Human-readable message, word for word from the service description where it gives one. */
            message: string;
            /** @description Same as the X-Request-Id header. */
            requestId?: string;
            /** @description Names of the offending request properties, where known. */
            fields?: string[];
            /** @description On ASSISTANT_UNAVAILABLE, the thread that kept the visitor's message. */
            conversationId?: string;
            /** @description On ASSISTANT_UNAVAILABLE, the token of that thread. */
            visitorToken?: string;
        };
        /** @description A form submission. Unknown top-level properties are ignored. */
        CaptureRequest: {
            /**
             * @description Field values; sanitised by the five rules (at most 20 fields, names of at most 40 characters of A-Z a-z 0-9 _ -, values stringified, trimmed and cut at 2,000 characters, null and undefined dropped).
             *     The bounds cut rather than refuse: "At most 20 fields; extra fields are dropped in object order" (`x-svc-max-properties-kept`), values are "cut at 2,000 characters" (`x-svc-max-length-kept` of each value) and "Field names are trimmed to 40 characters" (`x-svc-max-length-kept` of `propertyNames`: the first 40 characters are kept, then characters outside A-Z a-z 0-9 _ - are removed).
             */
            fields: {
                [key: string]: unknown;
            };
            /** @description Form name; default is the site's default form (contact unless changed). */
            form?: string;
            /** @description Page the form was sent from. */
            page?: string;
            context?: components["schemas"]["CaptureContext"];
        } & {
            [key: string]: unknown;
        };
        /** @description Visitor details asserted by the authenticated server. Each property is validated on its own; a malformed one is dropped silently, never rejected. */
        CaptureContext: {
            /** @description IPv4 or IPv6 literal. Stored as derived country and countryCode; the raw address is kept 30 days, then removed. */
            ip?: string;
            /** @description Stored with a derived device label. */
            userAgent?: string;
            /** @description http(s) URL. */
            referrer?: string;
            /** @description Path beginning with /. */
            landingPage?: string;
            /** @description BCP 47 tag. */
            language?: string;
            /** @description IANA zone name. */
            timezone?: string;
            /** @description <width>x<height>, 2 to 5 digits each. */
            screen?: string;
            utm?: components["schemas"]["CaptureUtm"];
        } & {
            [key: string]: unknown;
        };
        /** @description Campaign parameters; empty keys are dropped. */
        CaptureUtm: {
            source?: string;
            medium?: string;
            campaign?: string;
            term?: string;
            content?: string;
        };
        /**
         * @description Stored; `id` is permanent. The first storage answers 201 without
         *     `duplicate`; a replay of an Idempotency-Key with identical content
         *     answers 200 with the original `id` and `duplicate: true`.
         */
        CaptureResult: {
            /** @constant */
            success: true;
            id: string;
            /** @description Present and true only on a replay (200); absent on the first storage (201). */
            duplicate?: boolean;
        };
        /** @description Optional visitor details; email is required when the site's identity mode is email. */
        ChatVisitor: {
            id?: string;
            name?: string;
            /** Format: email */
            email?: string;
            /**
             * @description **Our design.** Proves `id`: the hex HMAC-SHA256 of `id`
             *     with the site's identity secret as the key, made by your server
             *     (never in the page: the secret must stay on your server; see
             *     `identityHash` in @svc/capture-node). Required with `id` when the
             *     site sets `requireVerifiedIdentity`; when given, it is checked
             *     whatever the setting, and a wrong one is refused.
             */
            hash?: string;
        };
        /**
         * @description The visitor's verdict.
         * @enum {string}
         */
        RatingScore: "good" | "bad";
        /** @description Standard Webhooks envelope of chat.escalated (our design). */
        ChatEscalatedEvent: {
            /** @constant */
            type: "chat.escalated";
            /** Format: date-time */
            timestamp: string;
            data: {
                siteId: string;
                conversationId: string;
                /**
                 * @description no_answer (the knowledge had no answer) or visitor_request (the visitor asked for a person).
                 * @enum {string}
                 */
                reason: "no_answer" | "visitor_request";
                /** @description The visitor message that escalated. */
                message: string;
                visitor?: components["schemas"]["ChatVisitor"];
                page?: string | null;
            };
        };
        /** @description Standard Webhooks envelope of conversation.rated (our design). */
        ConversationRatedEvent: {
            /** @constant */
            type: "conversation.rated";
            /** Format: date-time */
            timestamp: string;
            data: {
                siteId: string;
                conversationId: string;
                score: components["schemas"]["RatingScore"];
                /** @description The visitor's comment, trimmed; null when none was given. */
                comment: string | null;
                /** Format: date-time */
                ratedAt: string;
            };
        };
        /** @description Standard Webhooks envelope of webhook.test (our design). */
        WebhookTestEvent: {
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            timestamp: string;
            data: {
                siteId: string;
                message: string;
            };
        };
    };
    /** Responses shared by several operations, by name. */
    responses: {
        /**
         * @description **Our design:** the request body is larger than the server accepts
         *     (the reference server: 1 MiB by default, `--max-body-bytes`). Refused
         *     before the body is parsed.
         */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    /** Parameters shared by several operations, by name. */
    parameters: {
        /**
         * @description 8 to 100 characters of `A-Z a-z 0-9 _ -`. A malformed key is ignored,
         *     never rejected (so the schema does not carry the pattern; see
         *     `x-svc-idempotency`).
         * @example order-7f3a9c21
         */
        IdempotencyKey: string;
        /**
         * @description Unique event id; the same on every retry of one event (use it to deduplicate).
         * @example msg_01HZX9F6
         */
        WebhookId: string;
        /**
         * @description Unix seconds of this attempt; reject values more than 5 minutes from now.
         * @example 1772697600
         */
        WebhookTimestamp: string;
        /**
         * @description Space-separated signatures, each `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` keyed by the base64 part of the `whsec_` secret.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        WebhookSignature: string;
    };
    /** Request bodies shared by several operations (none in this contract). */
    requestBodies: never;
    /** Response headers shared by several operations, by name. */
    headers: {
        /** @description Identifier of this request; quote it when reporting a problem (our design). */
        RequestId: string;
        /** @description Requests allowed in the current window. */
        RateLimitLimit: number;
        /** @description Requests left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the window resets. */
        RateLimitReset: number;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /**
         * @description **Our design.** The injected fault (or `@svc/msw` scenario) that caused this answer, as `<id> <kind>`
         *     (`flt_2 rate_limit`); several are listed with `, `. Absent when the service's own rules answered. It is
         *     one of `x-svc-exposed-headers`, so a browser page under test (the widget's own tests, a customer's
         *     Playwright run) can tell an injected failure from a real one.
         */
        SvcFault: string;
    };
    /** Path items shared by several paths (none in this contract). */
    pathItems: never;
}
/** JSON Schema definitions outside components (none in this contract). @public */
export type $defs = Record<string, never>;
/** Every operation of the Form Capture API by operationId: its parameters, request body and responses. @public */
export interface operations {
    /** Store a form submission (`POST /v1/capture`). */
    createCapture: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 8 to 100 characters of `A-Z a-z 0-9 _ -`. A malformed key is ignored,
                 *     never rejected (so the schema does not carry the pattern; see
                 *     `x-svc-idempotency`).
                 * @example order-7f3a9c21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaptureRequest"];
            };
        };
        responses: {
            /** @description Replay of an Idempotency-Key with identical content; the original id is returned. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptureResult"];
                };
            };
            /** @description Stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptureResult"];
                };
            };
            /** @description Fields missing, empty or not an object (or, our design, `form` or `page` too long). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No key, or an unknown or revoked key. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a Form Capture key, site not active, or a browser request. */
            403: {
                headers: {
                    "Svc-Fault": components["headers"]["SvcFault"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Idempotency-Key reused with different content. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description **Our design:** the body was sent with a Content-Type other than
             *     `application/json` (a form post, for example). Requests without a
             *     Content-Type are read as JSON.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 40 requests per 15 minutes per site key exceeded. */
            429: {
                headers: {
                    "Svc-Fault": components["headers"]["SvcFault"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Key verification unavailable. */
            503: {
                headers: {
                    "Svc-Fault": components["headers"]["SvcFault"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** A chat turn escalated to a person (the `chat.escalated` webhook). */
    chatEscalated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Unique event id; the same on every retry of one event (use it to deduplicate).
                 * @example msg_01HZX9F6
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix seconds of this attempt; reject values more than 5 minutes from now.
                 * @example 1772697600
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures, each `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` keyed by the base64 part of the `whsec_` secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatEscalatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or no reply within 10 seconds, is retried with backoff. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** A visitor rated a conversation (the `conversation.rated` webhook). */
    conversationRated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Unique event id; the same on every retry of one event (use it to deduplicate).
                 * @example msg_01HZX9F6
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix seconds of this attempt; reject values more than 5 minutes from now.
                 * @example 1772697600
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures, each `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` keyed by the base64 part of the `whsec_` secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationRatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or no reply within 10 seconds, is retried with backoff. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** A test event sent from the console (the `webhook.test` webhook). */
    webhookTest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Unique event id; the same on every retry of one event (use it to deduplicate).
                 * @example msg_01HZX9F6
                 */
                "webhook-id": components["parameters"]["WebhookId"];
                /**
                 * @description Unix seconds of this attempt; reject values more than 5 minutes from now.
                 * @example 1772697600
                 */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /**
                 * @description Space-separated signatures, each `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` keyed by the base64 part of the `whsec_` secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, or no reply within 10 seconds, is retried with backoff. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
