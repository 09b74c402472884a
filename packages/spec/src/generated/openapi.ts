// Generated from openapi.yaml by scripts/gen.ts (openapi-typescript). Do not edit: run `pnpm gen`.
/* eslint-disable */
/** @public */
export interface paths {
    "/v1/content/{siteId}/{collection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published entries of a collection
         * @description Returns one page of published entries. To page, set `cursor` to
         *     `meta.nextCursor` on the same scoped URL until `nextCursor` is null. A
         *     cursor is valid only for the website, environment and collection that
         *     issued it. Drafts are never returned; unpublished entries are absent.
         *     `meta.count` counts the items in this page only.
         *
         *     **Our design:** entries are ordered by `publishedAt` descending, then
         *     `id`; cursors are keyset positions, so a page's cost does not grow with
         *     its depth and concurrent writes never shift later pages. A `limit`
         *     above 200 is applied as 200 (`meta.limit` reports the size applied);
         *     a limit that is not a positive integer is a 400.
         */
        get: operations["listContentEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/{siteId}/{collection}/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one published entry by slug
         * @description Returns one published entry. A former published slug resolves to the
         *     same entry; `item.canonicalSlug` gives the current slug. Unpublished
         *     entries and drafts are 404.
         *
         *     **Our design:** `meta` on a single read carries `siteId`,
         *     `environment` and `generatedAt`.
         */
        get: operations["getContentEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
         *     (alias `X-Service-Key`). The service sanitises the fields, validates
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
    "/v1/engage/sdk.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the embeddable loader script
         * @description The widget loader, one script for every module. No key. Embed it with a
         *     script tag whose `src` is this URL and whose `data-key` attribute holds
         *     the site's publishable key.
         *
         *     **Our design:** served with `Cache-Control: public, max-age=300` and
         *     an `ETag`; a 404 means this deployment carries no built loader.
         */
        get: operations["getEngageSdk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/engage/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site's widget configuration
         * @description Health, module flags and branding that drive show/hide in the
         *     embedding site. Cacheable: `Cache-Control: public, max-age=300`.
         */
        get: operations["getEngageConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/engage/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one visitor chat turn
         * @description One visitor turn. Without `visitorToken` a new thread starts; with it
         *     the thread resumes. When a person holds the thread the answer is
         *     `success: true, queued: true, status: agent` with no assistant answer.
         *     When the assistant escalates (`escalate: true`) the answer points to
         *     the support form and a `chat.escalated` webhook is delivered.
         *
         *     Naturally idempotent per message; it does not use Idempotency-Key.
         *     **Our design:** a turn identical to the thread's last visitor message
         *     that has no answer yet (the assistant failed), or that was answered
         *     less than 60 seconds ago, is not stored again: the retry answers the
         *     stored message. A turn on a `closed` thread reopens it with status
         *     `ai`. 12 messages per minute per site key and visitor IP.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/engage/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the visitor's own thread
         * @description Returns the thread's status and messages. The visitor token identifies
         *     a thread, not a person: a token that does not match the thread is a
         *     404. **Our design:** roles are `visitor`, `assistant`, `agent`.
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/engage/forms/{form}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a managed form submission
         * @description Stores a submission without customer backend code; it lands in the
         *     site's ticket inbox with `source: form`. Fields named `website`, `url`
         *     and `homepage` are honeypots and are dropped. At most 24 fields
         *     (extra fields dropped in object order), names as in Form Capture,
         *     values cut at 2,000 characters. The contact is read from
         *     `fields.name`, `fields.email` and `fields.phone`; the subject from
         *     `fields.subject`; the message from `fields.message` or `fields.notes`.
         *
         *     **Our design:** form policies are set on the site (`forms` in the
         *     console): required fields per form, a `successMessage`, and strict
         *     mode, which refuses form labels without a policy.
         */
        post: operations["submitManagedForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/engage/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a support ticket
         * @description Creates a ticket in the site's inbox with `source: support`. `subject`
         *     defaults to the first 80 characters of the message and `category` to
         *     `general`; `conversationId` links the ticket to a chat thread.
         *
         *     **Our design:** a field over its bound is a 400 `VALIDATION_FAILED`
         *     naming the field; a `conversationId` that is not a thread of this
         *     site is a 400 too.
         */
        post: operations["createSupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's Engage sites
         * @description Site owners see only their own sites. **Our design:** the list is not paged (an owner has few sites), newest first.
         */
        get: operations["listSites"];
        put?: never;
        /**
         * Create an Engage site
         * @description **Our design:** creates an active site owned by `X-Identity-Sub` with
         *     a fresh `whsec_` webhook signing secret. No key is issued: call
         *     `issueSiteKey`. Defaults: every module on, identity mode `anonymous`,
         *     answer mode `strict`, assistant name `Assistant`.
         */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a site's settings
         * @description Changes name, origins, modules, identity mode, answer mode, branding,
         *     webhook and status; properties left out keep their value. Limits: 10
         *     allowed origins, assistant name 40, launcher label 60, greeting 400
         *     characters, webhook URL HTTPS and at most 400 characters.
         *
         *     **Our design:** `forms` (form policies and strict mode) is changed
         *     here as well; `webhookUrl: null` removes the webhook.
         */
        patch: operations["updateSite"];
        trace?: never;
    };
    "/api/engage/sites/{siteId}/knowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site's knowledge
         * @description The context text and the articles the assistant answers from.
         */
        get: operations["getSiteKnowledge"];
        /**
         * Replace the site's knowledge
         * @description Replaces context and articles whole. Limits: context 6,000 characters;
         *     40 articles of at most 8,000 characters with at most 10 tags each.
         *     **Our design:** article slugs are unique per site; an article may carry
         *     an optional HTTPS `url` that citations link to.
         */
        put: operations["replaceSiteKnowledge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a publishable key, revoking the previous one
         * @description A site has at most one active key: issuing a key revokes the previous
         *     one at once. **Our design:** the full key is returned once; the site
         *     keeps only its hash and a display prefix.
         */
        post: operations["issueSiteKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read ticket and conversation counts and knowledge size
         * @description **Our design:** counts by status and source, and knowledge size in articles and characters.
         */
        get: operations["getSiteStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the site's ticket inbox
         * @description Managed-form submissions (`source: form`) and support requests
         *     (`source: support`) in one inbox. **Our design:** newest first; `page`
         *     takes the opaque `nextPage` of the previous response (keyset paging,
         *     stable under new arrivals); `limit` 1 to 100, default 20. Initial
         *     ticket status is `open`.
         */
        get: operations["listSiteTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/tickets/{ticketId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a ticket as an agent
         * @description An agent reply moves the ticket to `in_progress`, or to `resolved`
         *     when `resolve` is true. **Our design:** the reply is stored on the
         *     ticket; replying to a resolved ticket without `resolve` reopens it as
         *     `in_progress`.
         */
        post: operations["replyToSiteTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chat transcripts
         * @description **Our design:** most recently active first; paged like tickets (`page` takes `nextPage`, `limit` 1 to 100, default 20).
         */
        get: operations["listSiteConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/conversations/{conversationId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take over a thread and reply as an agent
         * @description The thread moves to `agent`: the assistant stays silent and visitor
         *     chat calls return `queued: true` with status `agent`. **Our design:**
         *     replying to a `closed` thread is a 409.
         */
        post: operations["replyToSiteConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/conversations/{conversationId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a thread back to the assistant
         * @description **Our design:** releasing a thread the assistant already holds changes nothing; releasing a `closed` thread is a 409.
         */
        post: operations["releaseSiteConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/conversations/{conversationId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a thread
         * @description **Our design:** the resulting status is `closed`; closing again changes nothing. A later visitor turn reopens the thread with status `ai`.
         */
        post: operations["closeSiteConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engage/sites/{siteId}/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one signed webhook.test event
         * @description Sends one signed `webhook.test` event to the site's webhook URL.
         *     **Our design:** the reply reports the delivery attempt; a site without
         *     a webhook URL is a 400 `WEBHOOK_NOT_CONFIGURED`. Deliveries are
         *     retried with backoff (30 s, 2 min, 10 min, 1 h, 6 h) on a non-2xx
         *     reply or a timeout, and logged.
         */
        post: operations["testSiteWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
/** @public */
export interface webhooks {
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
        post: operations["chatEscalatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
        post: operations["webhookTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
/** @public */
export interface components {
    schemas: {
        /**
         * @description The one error body of every interface. `message` is the service's
         *     human text, word for word where the description gives it; `code` is
         *     stable and machine-readable. Known codes: FIELDS_REQUIRED,
         *     VALIDATION_FAILED, MISSING_KEY, INVALID_KEY, KEY_NOT_ALLOWED,
         *     SITE_NOT_ACTIVE, CORS_ORIGIN_DENIED, IDEMPOTENCY_CONFLICT,
         *     RATE_LIMITED, KEY_VERIFICATION_UNAVAILABLE, INVALID_LIMIT,
         *     INVALID_CURSOR, WRONG_SITE, ENVIRONMENT_MISMATCH, ORIGIN_NOT_ALLOWED,
         *     CONTENT_DISABLED, DRAFT_ACCESS_DENIED, NOT_FOUND, SITE_NOT_FOUND,
         *     SITE_DISABLED, MODULE_DISABLED, MESSAGE_REQUIRED, IDENTITY_REQUIRED,
         *     ASSISTANT_UNAVAILABLE, REQUIRED_FIELDS_MISSING, FORM_NOT_CONFIGURED,
         *     NAME_AND_EMAIL_REQUIRED, MISSING_CREDENTIALS, INVALID_CREDENTIALS,
         *     CONVERSATION_CLOSED, WEBHOOK_NOT_CONFIGURED, REVISION_CONFLICT.
         *     New codes may be added; treat unknown codes by status.
         */
        Error: {
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
        /**
         * @description Delivery environment.
         * @enum {string}
         */
        Environment: "test" | "live";
        /** @description A collection-defined field value. text, date (YYYY-MM-DD), time (HH:MM), URL and select are strings; number is a number; boolean is a boolean. An unset field is null. */
        ContentFieldValue: string | number | boolean | null;
        /** @description A published entry. **Our design:** types and formats of the fields. */
        ContentEntry: {
            id: string;
            title: string;
            /** @description Current public slug. */
            slug: string;
            summary: string | null;
            /**
             * Format: uri
             * @description Absolute URL of the entry's image, or null.
             */
            image: string | null;
            /** @description Collection-defined field values, keyed by field key. */
            fields: {
                [key: string]: components["schemas"]["ContentFieldValue"];
            };
            /** Format: date-time */
            publishedAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A published entry on a single read, with its canonical slug. */
        ContentEntryDetail: components["schemas"]["ContentEntry"] & {
            /** @description The entry's current public slug; former published slugs resolve to the same entry. */
            canonicalSlug: string;
        };
        /** @description Collection read meta. */
        ContentListMeta: {
            siteId: string;
            environment: components["schemas"]["Environment"];
            /** @description Number of items in this page only, not in the whole catalogue. */
            count: number;
            /** @description Page size applied. */
            limit: number;
            /** @description Opaque cursor of the next page, or null when no further page exists. */
            nextCursor: string | null;
            /** Format: date-time */
            generatedAt: string;
        };
        /** @description Single-entry read meta (our design). */
        ContentEntryMeta: {
            siteId: string;
            environment: components["schemas"]["Environment"];
            /** Format: date-time */
            generatedAt: string;
        };
        /** @description One page of a collection. */
        ContentEntryList: {
            items: components["schemas"]["ContentEntry"][];
            /** @description The collection's key. */
            collection: string;
            meta: components["schemas"]["ContentListMeta"];
        };
        /** @description One entry. */
        ContentEntryRead: {
            item: components["schemas"]["ContentEntryDetail"];
            meta: components["schemas"]["ContentEntryMeta"];
        };
        /** @description A form submission. Unknown top-level properties are ignored. */
        CaptureRequest: {
            /** @description Field values; sanitised by the five rules (at most 20 fields, names of at most 40 characters of A-Z a-z 0-9 _ -, values stringified, trimmed and cut at 2,000 characters, null and undefined dropped). */
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
            ip?: string & (unknown | unknown);
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
        /** @description Stored; `id` is permanent. */
        CaptureCreated: {
            /** @constant */
            success: true;
            id: string;
        };
        /** @description Replay of an Idempotency-Key with identical content. */
        CaptureDuplicate: {
            /** @constant */
            success: true;
            id: string;
            /** @constant */
            duplicate: true;
        };
        /** @description Module switches. */
        EngageModules: {
            chat: boolean;
            forms: boolean;
            support: boolean;
        };
        /**
         * @description anonymous, or email (an email is required before chatting).
         * @enum {string}
         */
        IdentityMode: "anonymous" | "email";
        /**
         * @description **Our design.** `strict`: the assistant answers only from the site's
         *     knowledge and escalates when the knowledge has no answer. `open`: when
         *     the knowledge has no answer it says so and offers a person, without
         *     escalating; a visitor who asks for a person is always escalated.
         * @enum {string}
         */
        AnswerMode: "strict" | "open";
        /** @description Hex colour (our design; other CSS values are refused so the widget cannot be styled into an injection). */
        AccentColour: string;
        /** @description Public widget configuration. */
        EngageConfig: {
            /** @constant */
            success: true;
            ok: boolean;
            /** @description Site name. */
            name: string;
            assistantName: string;
            modules: components["schemas"]["EngageModules"];
            identityMode: components["schemas"]["IdentityMode"];
            branding: {
                launcherLabel: string;
                accent: components["schemas"]["AccentColour"];
                greeting: string;
            };
        };
        /** @description Optional visitor details; email is required when the site's identity mode is email. */
        ChatVisitor: {
            id?: string;
            name?: string;
            /** Format: email */
            email?: string;
        };
        /** @description One visitor turn. */
        ChatRequest: {
            message: string;
            /** @description From a prior response; resumes the thread. */
            visitorToken?: string;
            visitor?: components["schemas"]["ChatVisitor"];
            /** @description Shown in the console. */
            page?: string;
            /** @description Shown in the console. */
            pageTitle?: string;
        };
        /** @description A knowledge article an answer drew on. */
        Citation: {
            slug: string;
            title: string;
            /**
             * Format: uri
             * @description The article's URL where the site gave one (our design).
             */
            url?: string;
        };
        /**
         * @description ai (the assistant answers), agent (a person holds the thread), closed (our design for the closed status).
         * @enum {string}
         */
        ConversationStatus: "ai" | "agent" | "closed";
        /** @description The outcome of one turn. `answer` is absent while a person holds the thread (`queued` is true). */
        ChatResponse: {
            /** @constant */
            success: true;
            visitorToken: string;
            conversationId: string;
            answer?: string;
            citations: components["schemas"]["Citation"][];
            escalate: boolean;
            status: components["schemas"]["ConversationStatus"];
            /** @description True when a person holds the thread and the message waits for them. */
            queued?: boolean;
        };
        /**
         * @description **Our design.** visitor, assistant or agent.
         * @enum {string}
         */
        MessageRole: "visitor" | "assistant" | "agent";
        /** @description One message of a thread. */
        ConversationMessage: {
            role: components["schemas"]["MessageRole"];
            content: string;
            citations: components["schemas"]["Citation"][];
            /** Format: date-time */
            sentAt: string;
        };
        /** @description The visitor's own thread. */
        ConversationRead: {
            /** @constant */
            success: true;
            conversationId: string;
            status: components["schemas"]["ConversationStatus"];
            messages: components["schemas"]["ConversationMessage"][];
        };
        /** @description A managed form submission. */
        ManagedFormRequest: {
            /** @description Up to 24 string fields of at most 2,000 characters; website, url and homepage are honeypots and are dropped. */
            fields: {
                [key: string]: string;
            };
            page?: string;
        };
        /** @description Stored. */
        ManagedFormCreated: {
            /** @constant */
            success: true;
            id: string;
            /** @description Present when a configured form policy applies. */
            successMessage?: string;
        };
        /** @description Replay of an Idempotency-Key with identical content. */
        ManagedFormDuplicate: {
            /** @constant */
            success: true;
            id: string;
            successMessage?: string;
            /** @constant */
            duplicate: true;
        };
        /** @description A support ticket. */
        SupportRequest: {
            name: string;
            /** Format: email */
            email: string;
            message: string;
            phone?: string;
            /** @default general */
            category: string;
            /** @description Default is the first 80 characters of the message. */
            subject?: string;
            page?: string;
            /** @description Links the ticket to a chat thread. */
            conversationId?: string;
        };
        /** @description Created. */
        SupportCreated: {
            /** @constant */
            success: true;
            ticketId: string;
        };
        /** @description Idempotent replay. */
        SupportDuplicate: {
            /** @constant */
            success: true;
            ticketId: string;
            /** @constant */
            duplicate: true;
        };
        /**
         * @description active or disabled (our design for the values).
         * @enum {string}
         */
        SiteStatus: "active" | "disabled";
        /** @description Widget branding. */
        SiteBranding: {
            assistantName?: string;
            launcherLabel?: string;
            greeting?: string;
            accent?: components["schemas"]["AccentColour"];
        };
        /** @description Policy of one managed form (our design). */
        FormPolicy: {
            requiredFields?: string[];
            successMessage?: string;
        };
        /** @description Managed form policies (our design). In strict mode a form label without a policy is refused. */
        FormSettings: {
            strict?: boolean;
            policies?: {
                [key: string]: components["schemas"]["FormPolicy"];
            };
        };
        /** @description Exact origins (scheme, host, optional port) allowed to call the public endpoints; at most 10. */
        AllowedOrigins: string[];
        /** @description HTTPS URL of at most 400 characters, or null for none. */
        WebhookUrl: string | null;
        /** @description The active key, without its secret part (our design). */
        SiteKeySummary: {
            id: string;
            prefix: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An Engage site (our design for the shape). */
        Site: {
            id: string;
            name: string;
            status: components["schemas"]["SiteStatus"];
            allowedOrigins: components["schemas"]["AllowedOrigins"];
            modules: components["schemas"]["EngageModules"];
            identityMode: components["schemas"]["IdentityMode"];
            answerMode: components["schemas"]["AnswerMode"];
            branding: components["schemas"]["SiteBranding"];
            forms: components["schemas"]["FormSettings"];
            webhookUrl: components["schemas"]["WebhookUrl"];
            /** @description The `whsec_` secret that signs this site's webhooks. */
            webhookSecret: string;
            activeKey: components["schemas"]["SiteKeySummary"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A new site (our design). */
        SiteCreate: {
            name: string;
            allowedOrigins?: components["schemas"]["AllowedOrigins"];
            modules?: components["schemas"]["EngageModules"];
            identityMode?: components["schemas"]["IdentityMode"];
            answerMode?: components["schemas"]["AnswerMode"];
            branding?: components["schemas"]["SiteBranding"];
            forms?: components["schemas"]["FormSettings"];
            webhookUrl?: components["schemas"]["WebhookUrl"];
        };
        /** @description Properties to change; the rest keep their value (our design). */
        SiteUpdate: {
            name?: string;
            allowedOrigins?: components["schemas"]["AllowedOrigins"];
            modules?: components["schemas"]["EngageModules"];
            identityMode?: components["schemas"]["IdentityMode"];
            answerMode?: components["schemas"]["AnswerMode"];
            branding?: components["schemas"]["SiteBranding"];
            forms?: components["schemas"]["FormSettings"];
            webhookUrl?: components["schemas"]["WebhookUrl"];
            status?: components["schemas"]["SiteStatus"];
        };
        /** @description One site. */
        SiteEnvelope: {
            /** @constant */
            success: true;
            site: components["schemas"]["Site"];
        };
        /** @description The owner's sites. */
        SiteList: {
            /** @constant */
            success: true;
            sites: components["schemas"]["Site"][];
        };
        /** @description A knowledge article. */
        KnowledgeArticle: {
            /** @description Unique per site (our design). */
            slug: string;
            title: string;
            body: string;
            tags?: string[];
            /**
             * Format: uri
             * @description Optional page the article is published at; citations link to it (our design).
             */
            url?: string;
        };
        /** @description The whole knowledge of a site. */
        KnowledgeInput: {
            context: string;
            articles: components["schemas"]["KnowledgeArticle"][];
        };
        /** @description The stored knowledge. */
        KnowledgeEnvelope: {
            /** @constant */
            success: true;
            knowledge: {
                context: string;
                articles: components["schemas"]["KnowledgeArticle"][];
                /** Format: date-time */
                updatedAt: string | null;
            };
        };
        /** @description A newly issued publishable key, shown in full once (our design). */
        IssuedKey: {
            /** @constant */
            success: true;
            key: {
                id: string;
                publishableKey: string;
                prefix: string;
                /** Format: date-time */
                createdAt: string;
            };
            revokedKeyId: string | null;
        };
        /** @description Counts (our design). */
        SiteStats: {
            /** @constant */
            success: true;
            stats: {
                tickets: {
                    total: number;
                    open: number;
                    in_progress: number;
                    resolved: number;
                    form: number;
                    support: number;
                };
                conversations: {
                    total: number;
                    ai: number;
                    agent: number;
                    closed: number;
                };
                knowledge: {
                    articles: number;
                    /** @description Characters in all article bodies. */
                    characters: number;
                    contextCharacters: number;
                };
            };
        };
        /**
         * @description open (initial, our design), in_progress, resolved.
         * @enum {string}
         */
        TicketStatus: "open" | "in_progress" | "resolved";
        /**
         * @description form (a managed form submission) or support (a support request).
         * @enum {string}
         */
        TicketSource: "form" | "support";
        /** @description An agent reply. */
        TicketReply: {
            message: string;
            resolve: boolean;
            /** Format: date-time */
            sentAt: string;
        };
        /** @description A ticket in the site's inbox (our design for the shape). */
        Ticket: {
            id: string;
            source: components["schemas"]["TicketSource"];
            /** @description The form label (source form only). */
            form: string | null;
            status: components["schemas"]["TicketStatus"];
            name: string | null;
            email: string | null;
            phone: string | null;
            subject: string | null;
            message: string | null;
            category: string | null;
            page: string | null;
            /** @description The sanitised submitted fields (source form only; empty for support). */
            fields: {
                [key: string]: string;
            };
            conversationId: string | null;
            replies: components["schemas"]["TicketReply"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One page of tickets. */
        TicketList: {
            /** @constant */
            success: true;
            tickets: components["schemas"]["Ticket"][];
            nextPage: string | null;
        };
        /** @description An agent reply. */
        TicketReplyRequest: {
            message: string;
            /** @default false */
            resolve: boolean;
        };
        /** @description The ticket after the reply. */
        TicketReplyResult: {
            /** @constant */
            success: true;
            /** @enum {string} */
            status: "in_progress" | "resolved";
            ticket: components["schemas"]["Ticket"];
        };
        /** @description A chat transcript (our design). */
        ConversationSummary: {
            id: string;
            status: components["schemas"]["ConversationStatus"];
            visitor: components["schemas"]["ChatVisitor"];
            page: string | null;
            pageTitle: string | null;
            escalated: boolean;
            messages: components["schemas"]["ConversationMessage"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One page of transcripts. */
        ConversationList: {
            /** @constant */
            success: true;
            conversations: components["schemas"]["ConversationSummary"][];
            nextPage: string | null;
        };
        /** @description An agent message. */
        ConversationReplyRequest: {
            message: string;
        };
        /** @description The thread's status after the operation. */
        ConversationStatusResult: {
            /** @constant */
            success: true;
            conversationId: string;
            status: components["schemas"]["ConversationStatus"];
        };
        /** @description One webhook event's delivery (our design). */
        WebhookDelivery: {
            id: string;
            /** @description The `webhook-id` header value. */
            eventId: string;
            /** @enum {string} */
            type: "chat.escalated" | "webhook.test";
            url: string;
            /**
             * @description pending (a retry is scheduled), delivered, failed (retries exhausted or the URL was refused).
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            responseStatus: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            nextAttemptAt: string | null;
        };
        /** @description The delivery of the test event. */
        WebhookTestResult: {
            /** @constant */
            success: true;
            delivery: components["schemas"]["WebhookDelivery"];
        };
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
    responses: {
        /** @description Malformed limit or cursor (a cursor of another website, environment or collection included). */
        ContentBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControlPrivate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or revoked key. */
        ContentUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControlPrivate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Wrong website, environment or origin; Content disabled; draft access requested. */
        ContentForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControlPrivate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Website, collection or published entry missing; entry missing or unpublished on a single read. */
        ContentNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControlPrivate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 600 reads per 15 minutes per key exceeded. */
        ContentTooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Key verification unavailable. */
        ContentKeyVerificationUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or revoked key. CORS headers are present so the widget can read the reason. */
        EngageUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Site not found or disabled, origin not allowed, or the endpoint's module is off. CORS headers are present so the widget can read the reason. */
        EngageForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 120 requests per 15 minutes per site key, or 12 chat messages per minute per site key and visitor IP. */
        EngageTooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Key verification unavailable. */
        EngageKeyVerificationUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Idempotency-Key reused with different content. */
        EngageIdempotencyConflict: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or query breaks a rule or a limit; `fields` names the offending properties. */
        ConsoleBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or invalid portal credentials. */
        ConsoleUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such site for this owner, or no such ticket or conversation on the site. */
        ConsoleNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The conversation is closed. */
        ConsoleConversationClosed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The website's identifier. */
        SiteId: string;
        /** @description The collection's key. */
        Collection: string;
        /** @description test or live; if sent, must agree with the key's environment (403 otherwise). */
        Environment: components["schemas"]["Environment"];
        /**
         * @description 8 to 100 characters of `A-Z a-z 0-9 _ -`. A malformed key is ignored,
         *     never rejected (so the schema does not carry the pattern; see
         *     `x-svc-idempotency`).
         * @example order-7f3a9c21
         */
        IdempotencyKey: string;
        /**
         * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
         * @example https://demo.svc.example
         */
        Origin: string;
        /** @description The Engage site's id. Sites of other owners are 404. */
        ConsoleSiteId: string;
        /** @description The conversation's id. */
        ConsoleConversationId: string;
        /** @description The opaque `nextPage` of the previous response (our design). */
        ConsolePage: string;
        /** @description Page size, 1 to 100 (our design). */
        ConsoleLimit: number;
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
    requestBodies: never;
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
        /** @description Always `private, no-store`. */
        CacheControlPrivate: "private, no-store";
        /** @description Always `public, max-age=300`. */
        CacheControlPublic: "public, max-age=300";
    };
    pathItems: never;
}
/** @public */
export type $defs = Record<string, never>;
/** @public */
export interface operations {
    listContentEntries: {
        parameters: {
            query?: {
                /** @description Page size; default 100, maximum 200 (larger values are applied as 200). */
                limit?: number;
                /** @description Opaque cursor from `meta.nextCursor` of the previous page. */
                cursor?: string;
                /** @description test or live; if sent, must agree with the key's environment (403 otherwise). */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The website's identifier. */
                siteId: components["parameters"]["SiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of published entries. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlPrivate"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentEntryList"];
                };
            };
            400: components["responses"]["ContentBadRequest"];
            401: components["responses"]["ContentUnauthorized"];
            403: components["responses"]["ContentForbidden"];
            404: components["responses"]["ContentNotFound"];
            429: components["responses"]["ContentTooManyRequests"];
            503: components["responses"]["ContentKeyVerificationUnavailable"];
        };
    };
    getContentEntry: {
        parameters: {
            query?: {
                /** @description test or live; if sent, must agree with the key's environment (403 otherwise). */
                environment?: components["parameters"]["Environment"];
            };
            header?: never;
            path: {
                /** @description The website's identifier. */
                siteId: components["parameters"]["SiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
                /** @description Current or former published slug of the entry. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlPrivate"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentEntryRead"];
                };
            };
            400: components["responses"]["ContentBadRequest"];
            401: components["responses"]["ContentUnauthorized"];
            403: components["responses"]["ContentForbidden"];
            404: components["responses"]["ContentNotFound"];
            429: components["responses"]["ContentTooManyRequests"];
            503: components["responses"]["ContentKeyVerificationUnavailable"];
        };
    };
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
                    "application/json": components["schemas"]["CaptureDuplicate"];
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
                    "application/json": components["schemas"]["CaptureCreated"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, or an unknown or revoked key. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a Form Capture key, site not active, or a browser request. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 40 requests per 15 minutes per site key exceeded. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key verification unavailable. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEngageSdk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loader script. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlPublic"];
                    /** @description Entity tag of this build of the loader. */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description No built loader is available in this deployment. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEngageConfig: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlPublic"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EngageConfig"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatRequest"];
            };
        };
        responses: {
            /** @description The assistant's answer, or `queued` while a person holds the thread. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatResponse"];
                };
            };
            /** @description Missing or too long message, or the site requires an email first. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            429: components["responses"]["EngageTooManyRequests"];
            /** @description Key verification unavailable, or the assistant could not answer (the visitor's message is kept). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query: {
                /** @description The `visitorToken` returned by a chat turn of this thread. */
                visitorToken: string;
            };
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
            };
            path: {
                /** @description The `conversationId` returned by a chat turn. */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationRead"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            /** @description The visitor token does not match the thread. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    submitManagedForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
                /**
                 * @description 8 to 100 characters of `A-Z a-z 0-9 _ -`. A malformed key is ignored,
                 *     never rejected (so the schema does not carry the pattern; see
                 *     `x-svc-idempotency`).
                 * @example order-7f3a9c21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The form label, at most 40 characters (`contact` by default). */
                form: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagedFormRequest"];
            };
        };
        responses: {
            /** @description Replay of an Idempotency-Key with identical content. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedFormDuplicate"];
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
                    "application/json": components["schemas"]["ManagedFormCreated"];
                };
            };
            /** @description Configured required fields missing, an unconfigured form in strict mode, or nothing survives sanitising. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            409: components["responses"]["EngageIdempotencyConflict"];
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    createSupportTicket: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
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
                "application/json": components["schemas"]["SupportRequest"];
            };
        };
        responses: {
            /** @description Idempotent replay. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportDuplicate"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportCreated"];
                };
            };
            /** @description Missing or invalid name or email, missing message, or a field over its bound. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            409: components["responses"]["EngageIdempotencyConflict"];
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    listSites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner's sites. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteList"];
                };
            };
            401: components["responses"]["ConsoleUnauthorized"];
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteEnvelope"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
        };
    };
    updateSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteUpdate"];
            };
        };
        responses: {
            /** @description The updated site. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteEnvelope"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    getSiteKnowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The knowledge. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeEnvelope"];
                };
            };
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    replaceSiteKnowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeInput"];
            };
        };
        responses: {
            /** @description The stored knowledge. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeEnvelope"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    issueSiteKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedKey"];
                };
            };
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    getSiteStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteStats"];
                };
            };
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    listSiteTickets: {
        parameters: {
            query?: {
                /** @description Only tickets with this status. */
                status?: components["schemas"]["TicketStatus"];
                /** @description Only tickets from this source. */
                source?: components["schemas"]["TicketSource"];
                /** @description The opaque `nextPage` of the previous response (our design). */
                page?: components["parameters"]["ConsolePage"];
                /** @description Page size, 1 to 100 (our design). */
                limit?: components["parameters"]["ConsoleLimit"];
            };
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tickets. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    replyToSiteTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
                /** @description The ticket's id. */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketReplyRequest"];
            };
        };
        responses: {
            /** @description The ticket after the reply. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketReplyResult"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    listSiteConversations: {
        parameters: {
            query?: {
                /** @description Only conversations with this status. */
                status?: components["schemas"]["ConversationStatus"];
                /** @description The opaque `nextPage` of the previous response (our design). */
                page?: components["parameters"]["ConsolePage"];
                /** @description Page size, 1 to 100 (our design). */
                limit?: components["parameters"]["ConsoleLimit"];
            };
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transcripts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    replyToSiteConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
                /** @description The conversation's id. */
                conversationId: components["parameters"]["ConsoleConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationReplyRequest"];
            };
        };
        responses: {
            /** @description The thread is held by an agent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationStatusResult"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
            409: components["responses"]["ConsoleConversationClosed"];
        };
    };
    releaseSiteConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
                /** @description The conversation's id. */
                conversationId: components["parameters"]["ConsoleConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assistant holds the thread. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationStatusResult"];
                };
            };
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
            409: components["responses"]["ConsoleConversationClosed"];
        };
    };
    closeSiteConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
                /** @description The conversation's id. */
                conversationId: components["parameters"]["ConsoleConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread is closed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationStatusResult"];
                };
            };
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    testSiteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
        };
    };
    chatEscalatedWebhook: {
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
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestWebhook: {
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
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
