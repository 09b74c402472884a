// Generated from openapi.yaml by scripts/gen.ts (openapi-typescript). Do not edit: run `pnpm gen`.
/* eslint-disable */
/** Every path of the contract, by URL template, with its operations by method. @public */
export interface paths {
    /** OPTIONS: CORS preflight of a collection read. GET: List published entries of a collection. */
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
        /**
         * CORS preflight of a collection read
         * @description **Our design:** the CORS preflight of a Content read. Browsers send it
         *     before a read with `X-Api-Key`.
         */
        options: operations["preflightContentEntries"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a single-entry read. GET: Read one published entry by slug. */
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
        /**
         * CORS preflight of a single-entry read
         * @description **Our design:** the CORS preflight of a Content read. Browsers send it
         *     before a read with `X-Api-Key`.
         */
        options: operations["preflightContentEntry"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a capture (always refused). POST: Store a form submission. */
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
        /**
         * CORS preflight of a capture (always refused)
         * @description Calls must come from a server, so a browser's preflight is refused
         *     like the request it announces: 403 `CORS_ORIGIN_DENIED`, with no
         *     `Access-Control-Allow-*` headers, so the browser never sends the
         *     request.
         */
        options: operations["preflightCapture"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Download the embeddable loader script. */
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
         *     an `ETag` (a matching `If-None-Match` gets 304); a 404 means this
         *     deployment carries no built loader. The loader shows the launcher;
         *     the panel it imports on first intent (the launcher hovered or focused,
         *     `open()`) or when the page is idle is a second file,
         *     `GET /v1/engage/sdk/{file}`, named relative to the loader's URL.
         *     Both are compressed once and sent in the encoding `Accept-Encoding`
         *     prefers (`br`, then `gzip`, else none) with `Vary: Accept-Encoding`
         *     and an entity tag per encoding.
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
    /** GET: Download a file the loader imports. */
    "/v1/engage/sdk/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file the loader imports
         * @description **Our design:** the files `GET /v1/engage/sdk.js` imports: the
         *     widget's panel (`panel-<hash>.js`, an ES module with the full client
         *     and the panel's styles), loaded on first intent or when the page is
         *     idle, and one file per language but English
         *     (`locale-<tag>-<hash>.js`, its texts), loaded beside the
         *     configuration for the visitor's language only. No key. A file's name carries a hash of its content, so it is
         *     served with `Cache-Control: public, max-age=31536000, immutable`; a
         *     new build has new names. Compressed once and sent in the encoding
         *     `Accept-Encoding` prefers (`br`, then `gzip`, else none), with
         *     `Vary: Accept-Encoding` and an entity tag per encoding (a matching
         *     `If-None-Match` gets 304). `Access-Control-Allow-Origin: *`: a page
         *     of another origin imports it in CORS mode. Any other name is a 404.
         */
        get: operations["getEngageSdkFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of the configuration read. GET: Read the site's widget configuration. */
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
        /**
         * CORS preflight of the configuration read
         * @description **Our design:** the CORS preflight of the Engage public endpoints,
         *     answered the same way on every `/v1/engage` path.
         */
        options: operations["preflightEngageConfig"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a chat turn. POST: Send one visitor chat turn. */
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
         *     **Our design:** the visitor IP is the address of the connection;
         *     `X-Forwarded-For` counts only when the server is told how many
         *     proxies stand in front of it (`--trust-proxy N`: the entry N hops
         *     from the right), since any client can write it. Called in-process
         *     (no connection, as under msw) without that setting, every visitor
         *     of a site shares one chat limit. `X-Real-IP` is never read.
         *
         *     **Our design.**
         *     - *Verified identity:* `visitor.hash` proves `visitor.id` (see
         *       `ChatVisitor`). When the site sets `requireVerifiedIdentity`, a
         *       turn without a proved id is a 401 `IDENTITY_VERIFICATION_REQUIRED`
         *       (a thread proved once stays proved for the same id); a wrong hash
         *       is a 403 `IDENTITY_VERIFICATION_FAILED` whatever the setting. Both
         *       name the fix in `message` and `visitor.hash` in `fields`.
         *     - *Consent:* when the site's `consent.required` is on, a turn that
         *       starts a thread needs `consent: true` (the visitor accepted the
         *       notice); without it, a 400 `CONSENT_REQUIRED`. Later turns of the
         *       thread need nothing more.
         *     - *Business hours:* outside the site's opening hours an escalating
         *       turn does not wait for an agent: it opens a support ticket linked
         *       to the thread when the visitor's email is known (one per thread;
         *       `ticketId`), and the answer says when people are back (`hours`).
         *       Without an email the answer asks for one through the support form.
         *     - *Live replies:* the answer's `messageId` is the id the thread's
         *       live events carry (`streamConversationEvents`).
         */
        post: operations["sendChatMessage"];
        delete?: never;
        /**
         * CORS preflight of a chat turn
         * @description **Our design:** the CORS preflight of the Engage public endpoints,
         *     answered the same way on every `/v1/engage` path.
         */
        options: operations["preflightChatMessage"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a conversation read. GET: Read the visitor's own thread. */
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
        /**
         * CORS preflight of a conversation read
         * @description **Our design:** the CORS preflight of the Engage public endpoints,
         *     answered the same way on every `/v1/engage` path.
         */
        options: operations["preflightConversation"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a stream token request. POST: Get a short-lived token for the thread's live events. */
    "/v1/engage/conversations/{conversationId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a short-lived token for the thread's live events
         * @description **Our design.** The first step of the visitor's live view
         *     of a thread. `EventSource` cannot send headers, so the key and the
         *     long-lived visitor token are never put in an event URL: this call
         *     (key in `X-Api-Key`, visitor token in the body, like a chat turn)
         *     returns a `streamToken` that opens
         *     `GET /v1/engage/conversations/{conversationId}/events` (server-sent
         *     events) and `GET /v1/engage/conversations/{conversationId}/poll` (the
         *     long-poll fallback) of this one thread for 15 minutes. The token is
         *     kept in memory only: after it expires, after a server restart or
         *     after the site's key is revoked, those calls answer 401
         *     `INVALID_STREAM_TOKEN` and the client asks for a new one.
         *
         *     This call counts against the site's 120 requests per 15 minutes;
         *     the stream and the polls it opens do not (they are bounded by open
         *     connections instead). `cursor` is where the thread stands now: pass
         *     it as `after` to receive only what happens from here on.
         */
        post: operations["createConversationStream"];
        delete?: never;
        /**
         * CORS preflight of a stream token request
         * @description **Our design:** the CORS preflight of the Engage public endpoints,
         *     answered the same way on every `/v1/engage` path.
         */
        options: operations["preflightConversationStream"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Live events of the visitor's thread (server-sent events). */
    "/v1/engage/conversations/{conversationId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of the visitor's thread (server-sent events)
         * @description **Our design.** A `text/event-stream` of the thread, open
         *     until the visitor leaves or the stream token expires (then the
         *     server ends it and the client gets a new token). Authorised by the
         *     `streamToken` query parameter alone, so `new EventSource(url)` works
         *     without headers; the request's `Origin`, when sent, must still be
         *     allowed for the site, and the site must be active with chat on.
         *
         *     Events (each `data:` line is one JSON object, see
         *     `ConversationEvent`):
         *     - `message`: a message added to the thread (any role; the answer
         *       to a chat turn has the `messageId` that turn returned, so a page
         *       that already shows it can skip it);
         *     - `status`: who holds the thread (`ai`, `agent` with the agent's
         *       display name, `closed`); sent first on every connection that
         *       gives no cursor, and on every change;
         *     - `typing`: an agent starts or stops typing in the console; never
         *       stored, no `id:`; treat it as stopped after `ttlMs` unless
         *       another arrives, and when the agent's message arrives.
         *
         *     Every `message` and `status` event has an `id:` line holding the
         *     cursor `<messages>-<status>` (`3-agent`). Resuming with that cursor
         *     (`Last-Event-ID` header, as `EventSource` sends it, or the `after`
         *     query parameter) replays every change made since from the stored
         *     thread, so nothing is lost across reconnects or server restarts.
         *     Without a cursor the stream starts from now with a `status` event.
         *
         *     The stream begins with `retry: 3000` and sends a comment line
         *     (`: ping`) every 15 seconds. At most 3 streams and pending polls
         *     are open per conversation and 200 per site; one more is a 429
         *     `TOO_MANY_STREAMS` with `Retry-After`. Reconnects should back off
         *     (the svc client doubles its delay up to 30 seconds).
         */
        get: operations["streamConversationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Live events of the visitor's thread (long poll). */
    "/v1/engage/conversations/{conversationId}/poll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of the visitor's thread (long poll)
         * @description **Our design.** The fallback where server-sent events
         *     cannot flow (a proxy that buffers responses): the same events as
         *     `GET .../events`, as JSON. Answers at once when something happened
         *     after `after` (or when `after` is absent: the `status` event and
         *     the current cursor); otherwise holds the request up to `wait`
         *     seconds and answers with the first change or typing signal, or
         *     with no events. Pass the returned `cursor` as the next `after`.
         *     Same token, origin and connection bounds as the stream.
         */
        get: operations["pollConversationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a rating. POST: Rate a closed conversation. */
    "/v1/engage/conversations/{conversationId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate a closed conversation
         * @description **Our design.** The visitor rates their thread, good or
         *     bad with an optional comment (at most 500 characters), once it is
         *     `closed`. One rating per conversation: sending the same rating
         *     again is a 200 with `duplicate: true` (so retries are safe without
         *     an Idempotency-Key); a different one is a 409 `ALREADY_RATED`. A
         *     thread the assistant or an agent still holds is a 409
         *     `CONVERSATION_OPEN`. The console's transcripts show the rating, and
         *     a new rating sends a `conversation.rated` webhook. A
         *     later visitor turn reopens the thread; the rating stays.
         */
        post: operations["rateConversation"];
        delete?: never;
        /**
         * CORS preflight of a rating
         * @description **Our design:** the CORS preflight of the Engage public endpoints,
         *     answered the same way on every `/v1/engage` path.
         */
        options: operations["preflightConversationRating"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a managed form submission. POST: Store a managed form submission. */
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
        /**
         * CORS preflight of a managed form submission
         * @description **Our design:** the CORS preflight of the Engage public endpoints,
         *     answered the same way on every `/v1/engage` path.
         */
        options: operations["preflightManagedForm"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** OPTIONS: CORS preflight of a support ticket. POST: Create a support ticket. */
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
         *     A missing, invalid or over-long `name` or `email` (a name over 120
         *     characters or with control characters, an address that is not valid
         *     or over 160 characters) answers the description's one message for
         *     that row, `name and a valid email are required`
         *     (`NAME_AND_EMAIL_REQUIRED`), with the property in `fields`.
         *
         *     **Our design:** any other field over its bound is a 400
         *     `VALIDATION_FAILED` naming the field. A `conversationId` that is not
         *     a thread of this site is a 400 too.
         */
        post: operations["createSupportTicket"];
        delete?: never;
        /**
         * CORS preflight of a support ticket
         * @description **Our design:** the CORS preflight of the Engage public endpoints,
         *     answered the same way on every `/v1/engage` path.
         */
        options: operations["preflightSupportTicket"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List the caller's Engage sites. POST: Create an Engage site. */
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
    /** PATCH: Change a site's settings. */
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
    /** GET: Read the site's knowledge. PUT: Replace the site's knowledge. */
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
    /** POST: Issue a publishable key, revoking the previous one. */
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
    /** GET: Read ticket and conversation counts and knowledge size. */
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
    /** GET: List the site's ticket inbox. */
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
    /** POST: Reply to a ticket as an agent. */
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
    /** GET: List chat transcripts. */
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
    /** POST: Take over a thread and reply as an agent. */
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
    /** POST: Hand a thread back to the assistant. */
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
         * @description **Our design:** releasing a thread the assistant already holds
         *     changes nothing; releasing a `closed` thread is a 409. When the
         *     visitor's last message was not answered (asked while the person held
         *     the thread, after their last reply), the assistant answers it before
         *     this call answers, as a chat turn would (an escalating answer points
         *     to the support form and raises `chat.escalated`); the visitor's event
         *     stream brings the hand-back and the answer. If the assistant cannot
         *     answer, the release still succeeds and the message stays unanswered.
         */
        post: operations["releaseSiteConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Close a thread. */
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
         * @description **Our design:** the resulting status is `closed`; closing again changes nothing. A later visitor turn reopens the thread with status `ai`; the console reopens it with `reopenSiteConversation`.
         */
        post: operations["closeSiteConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Reopen a closed thread. */
    "/api/engage/sites/{siteId}/conversations/{conversationId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed thread
         * @description **Our design.** Gives a closed thread back the status it had when it
         *     was closed: `agent` when a person held it (the person keeps it, and
         *     the name they replied with still shows beside their messages and in
         *     the visitor's widget; the visitor's turns are queued for them),
         *     otherwise `ai` (the assistant answers again). Nothing is lost by
         *     closing or reopening, so no confirmation is needed: the transcript,
         *     the agent's name and the visitor's rating stay as they were.
         *
         *     The rating stays: the service keeps one rating per conversation, so
         *     after the thread is closed again the same rating is a replay and a
         *     different one is a 409 `ALREADY_RATED`.
         *
         *     The visitor's open streams and pending polls get a `status` event
         *     with the new status (and `agentName`), so their widget lets them
         *     write again without a reload; the console's event feed reports the
         *     change like any other.
         *
         *     Reopening a thread that is not closed changes nothing and answers 200
         *     with its current status, as closing a closed thread does: a retried
         *     or doubled click (two agents at once, a lost response) is safe and
         *     says where the thread stands. No webhook event is raised, as for a
         *     close.
         */
        post: operations["reopenSiteConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Tell the visitor an agent is typing. */
    "/api/engage/sites/{siteId}/conversations/{conversationId}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the visitor an agent is typing
         * @description **Our design.** Sends a `typing` event to the visitor's
         *     open streams and pending polls of the thread (`delivered` counts
         *     them); nothing is stored. The console sends `typing: true` at most
         *     every 3 seconds while the agent types and `typing: false` when the
         *     box is emptied; the visitor treats a typing event as stopped after
         *     its `ttlMs` (6 seconds) and when the agent's message arrives.
         *     `agentName` (at most 60 characters) is shown beside the indicator;
         *     without it, the name the agent last replied with. A `closed` thread
         *     is a 409.
         */
        post: operations["signalSiteConversationTyping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Make or rotate the identity-verification secret. */
    "/api/engage/sites/{siteId}/identity/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make or rotate the identity-verification secret
         * @description **Our design.** Makes the site's `idsec_` secret (the
         *     first call) or replaces it, and shows it in this answer only; the
         *     site shows its prefix. Keep it on your server: it signs the
         *     visitor's id (`identityHash(secret, id)` in @svc/capture-node, the
         *     hex HMAC-SHA256 of the id with the secret as the key), and the page
         *     passes the id and that hash as `visitor.id` and `visitor.hash`.
         *     With `graceSeconds` (default 0, at most 604800) the replaced secret
         *     is still accepted that long, so your servers can switch without
         *     refusing visitors. Turn on `requireVerifiedIdentity` (PATCH the
         *     site) once your pages send hashes.
         */
        post: operations["rotateSiteIdentitySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Rotate the webhook signing secret. */
    "/api/engage/sites/{siteId}/webhook/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the webhook signing secret
         * @description **Our design:** replaces the site's `whsec_` secret at once. For
         *     `graceSeconds` (default 86400, at most 604800; 0 ends the old secret
         *     at once) every delivery carries two signatures, space-separated as
         *     Standard Webhooks allows: `webhook-signature: v1,<new> v1,<previous>`,
         *     so receivers can switch to the new secret without dropping events.
         *     A second rotation within the grace period keeps only the secret it
         *     replaced.
         */
        post: operations["rotateSiteWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Send one signed webhook.test event. */
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
    /** GET: Check that the reference server is up. */
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the reference server is up
         * @description Reference server only. Always 200 while the server runs.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Download this contract as JSON. */
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download this contract as JSON
         * @description Reference server only. The OpenAPI 3.1 document the server implements.
         */
        get: operations["getOpenapiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Reset all state. */
    "/_admin/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset all state
         * @description Empties every table, rate-limit window, fault and the outbox; with `seed` demo, loads the demo data again. The body is optional, but a body that is not JSON, not an object or has an unknown property is refused with 400 and nothing is reset.
         *
         *     **Our design:** the service clock is not reset. Time only moves forward, so every timestamp written after a reset is later than those written before it (an exported state stays in order when imported again) and an advanced clock stays advanced; restart the server for the wall clock. The request journal is kept too (clear it with `DELETE /_admin/requests`). Export the state first (`GET /_admin/state`) to keep what a reset deletes.
         */
        post: operations["adminReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Create a world. GET: List the worlds. */
    "/_admin/worlds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the worlds
         * @description **Our design.** Every world this server holds, the oldest first, with when it expires if left idle. The root world is not listed: it never expires.
         */
        get: operations["adminListWorlds"];
        put?: never;
        /**
         * Create a world
         * @description **Our design.** A world is a whole service of its own (store, clock,
         *     keys and signing secrets, faults, outbox, request journal, webhook
         *     log, rate limits) answering under its `baseUrl`, `<server>/w/<id>`,
         *     every path the root answers (`/v1/...`, `/api/engage/...`,
         *     `/_admin/...`, the widget's `sdk.js`, the console at `/_console/`,
         *     the demo page) over its own state. Tests running in parallel, or a
         *     team sharing one server, each create a world and never see another's
         *     data. A demo world's keys are its own: a key of one world is refused
         *     with the normal 401 by every other. Worlds do not nest: this endpoint
         *     exists at the root only. A world idle for `ttlMs` (default 1 hour,
         *     the CLI's `--world-ttl`) ends; every request to it counts as use.
         *     Past the server's limit (`--max-worlds`, default 1,000) the answer is
         *     429 `RATE_LIMITED` with `Retry-After` (seconds until the oldest idle
         *     world expires). The body is optional; a body that is not a JSON object
         *     or has an unknown property is refused with 400.
         */
        post: operations["adminCreateWorld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** PUT: Create a world with an id of your choosing. DELETE: End a world. */
    "/_admin/worlds/{worldId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create a world with an id of your choosing
         * @description **Our design.** As `POST /_admin/worlds`, with the id chosen by the
         *     caller (`wld_` and 16 letters and digits; pick them at random). Behind
         *     a proxy that spreads worlds over several servers by hashing the id in
         *     the path (nginx `hash $world consistent`), a world created this way
         *     lives on the server every later request under `/w/<id>` reaches. An id
         *     already in use is refused with 409 `WORLD_EXISTS`.
         */
        put: operations["adminPutWorld"];
        post?: never;
        /**
         * End a world
         * @description **Our design.** Ends the world and drops its state (and its files in `FILE.worlds` beside `--data FILE`); its base URL then answers 404 `NOT_FOUND` to every request.
         */
        delete: operations["adminDeleteWorld"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Export the whole state. PUT: Replace the whole state with a snapshot. */
    "/_admin/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the whole state
         * @description A snapshot of every table, importable with `adminImportState` or `--seed FILE`.
         */
        get: operations["adminExportState"];
        /**
         * Replace the whole state with a snapshot
         * @description Replaces every table with the snapshot's; rate-limit windows restart. The whole snapshot is checked first:
         *     every row against its table's schema (`AdminStateTables`), then the references between tables (an entry's
         *     collection, a key's website or Engage site, a submission's key, ...), ids (unique per table;
         *     `{websiteId}/{key}` for collections, `{scope}|{key}` for idempotency records), slugs (current and former,
         *     one entry each per collection and environment) and members (distinct per website). A refused snapshot changes
         *     nothing; the 400's message names the table, the row and the field, and `fields` holds its JSON Pointer
         *     (`/tables/websites/0/name`). Typical use: export, edit, import (fixtures).
         */
        put: operations["adminImportState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read the demo credentials. */
    "/_admin/demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the demo credentials
         * @description **Our design.** The keys the demo seed issued in this world (the root
         *     or the world whose base URL the request is under), in full, while the
         *     demo website is there; `null` after a reset to an empty server or in
         *     a world created empty. These are the test doubles `pnpm start`
         *     prints and a demo world's creation answers once: the test console
         *     shows them on Sites & keys, ready to copy. Like every `/_admin`
         *     route it answers only on loopback or with the admin token. A key
         *     issued later is shown once, when it is issued, and never again.
         */
        get: operations["adminGetDemo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read the server's clock. */
    "/_admin/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the server's clock
         * @description The time the server works with (real time plus every advance).
         */
        get: operations["adminGetClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Move the clock forward (time travel). */
    "/_admin/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the clock forward (time travel)
         * @description Advances the clock and runs the jobs that become due (raw IP retention, webhook retries). Rate-limit windows follow the clock.
         */
        post: operations["adminAdvanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List the notification emails the server accepted. */
    "/_admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the notification emails the server accepted
         * @description The in-memory outbox of the default notifier (Form Capture alert emails and test notifications). It keeps the newest `limit` emails (the server's `outboxSize`, `--outbox-size`, default 1000): older ones are discarded and counted in `dropped`, so a long load test does not grow the server's memory. `accepted` counts every email accepted since the last reset, kept or not.
         */
        get: operations["adminListOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List active faults. POST: Inject a fault. DELETE: Clear every fault. */
    "/_admin/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List active faults
         * @description Faults injected and not yet used up or cleared.
         */
        get: operations["adminListFaults"];
        put?: never;
        /**
         * Inject a fault
         * @description Makes an operation (by operationId, or `*` for all) fail for one call (`times: 1`), N calls, or until
         *     cleared (no `times`): `rate_limit` (429 with the chosen `resetSeconds`), `key_verification_unavailable`
         *     (503 with Retry-After from `retryAfterMs`, default 2 s), `assistant_unavailable` (chat 503 ASSISTANT_UNAVAILABLE), `notification_failure` (Form Capture
         *     email refused; the record is kept), `webhook_failure` (the receiver is treated as failing), `latency`
         *     (`latencyMs` before the answer; required for this kind), and the answers of real conditions: `site_disabled`
         *     (the site or its Content is disabled), `module_disabled` (Engage 403 MODULE_DISABLED), `origin_denied` (the
         *     request comes from an origin that is not allowed) and `agent_takeover` (a chat turn is queued as though a
         *     person held the thread; the thread's stored status stays).
         *
         *     A field a fault does not have (`ms` for `latencyMs`, say) is a 400 VALIDATION_FAILED that names it in
         *     `fields`, and nothing is injected: a misspelt option never makes a fault that quietly does nothing.
         *     So is a kind that can never fire on the operation named (`agent_takeover` on `createCapture`): the
         *     operations each kind fires on are listed in `x-svc-fault-operations` on `kind`, and the message names
         *     them. `*` takes every kind (it fires where the kind can).
         *
         *     `after: N` lets the first N calls that meet the fault through untouched and fails the ones after them
         *     (`after: 1, times: 1` fails the second call alone: the second page of a listing, a retry). A fault counts
         *     a call where it would act: a call refused before that point (a missing key before a `rate_limit`) is
         *     neither failed nor counted.
         *
         *     **Our design:** every answer a fault caused (or delayed, for `latency`) carries the response header
         *     `Svc-Fault: <id> <kind>` (`Svc-Fault: flt_2 rate_limit`; several faults on one answer are listed with
         *     commas), and its journal entry names the fault (`fault` in `GET /_admin/requests`), so an injected 429
         *     never looks like a real one. Faults acting on deliveries (`notification_failure`, `webhook_failure`) show
         *     on the submission's notification and in the delivery log instead: the answer itself is not changed.
         */
        post: operations["adminInjectFault"];
        /**
         * Clear every fault
         * @description Removes all injected faults.
         */
        delete: operations["adminClearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** DELETE: End one fault. */
    "/_admin/faults/{faultId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one fault
         * @description **Our design.** Ends one injected fault by its id, leaving the others in force, and answers it as it
         *     was (with its calls left). A fault that was used up, cleared or never injected is a 404.
         */
        delete: operations["adminEndFault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read the request journal. DELETE: Clear the request journal. */
    "/_admin/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the request journal
         * @description Reference server only. The last requests the server answered, newest
         *     first: method, path, operation, status, duration, the credential's
         *     key family (by its prefix, never the key), for a 4xx or 5xx the
         *     error message as a short reason, the error code and the refused
         *     `fields`, whether the refusal was the caller's mistake (with the fix),
         *     and the fault that caused the answer, if one did. The journal keeps a fixed number of
         *     requests (`journalSize`, the CLI's `--journal-size`, default 1000) in
         *     memory only: it is never written to `--data` and is not part of the
         *     state export. Page with `cursor` (the `nextCursor` of the previous
         *     page) until it is null.
         *
         *     **Our design:** the server's own traffic is hidden unless
         *     `console=true`: the files of its pages (the console's `/_console/`,
         *     the HTTP reference's `/_docs/` and the contract it reads,
         *     `/openapi.json`, the widget's `sdk.js` and the files it loads), the
         *     reads of the journal and of the event stream, and every call the
         *     console marks with the `X-Svc-Console: 1` header. What a test or a
         *     curl did is then what the journal shows first. The filters combine (all must
         *     match); `matched` counts the requests of the whole journal that pass
         *     them, so a console badge and its list agree.
         */
        get: operations["adminListRequests"];
        put?: never;
        post?: never;
        /**
         * Clear the request journal
         * @description Reference server only. Forgets every journalled request, so the next
         *     test starts on an empty journal (**our design**). The stored state,
         *     the sequence numbers and the event stream are untouched.
         */
        delete: operations["adminClearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Verify what was sent. */
    "/_admin/requests/expect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify what was sent
         * @description **Our design**, after WireMock's `verify` and MockServer's
         *     `verify` with times: checks the request journal for requests of an
         *     operation, optionally with a body, and answers 200 when the
         *     expectation holds or 409 `EXPECTATION_FAILED` when it does not, with
         *     the closest requests (at most 3) and how each differs, field by
         *     field, so a test in any language can verify a one-way call (a
         *     capture, a webhook test, a rating) and read why it failed.
         *
         *     A request matches when its operation is `operation`, its JSON body
         *     contains `body` (a deep partial: every property given must be there
         *     with the same value; arrays match element by element, with the same
         *     length) and the service did not refuse it as the caller's mistake
         *     (`callerMistake` in the journal). A refused request is never a
         *     match: it is listed among the closest with the service's reason and
         *     the fix. Without `times` the expectation holds for one match or
         *     more; with `times` for exactly that many (`0`: none was sent).
         *
         *     Bodies are compared as sent; what the answer shows of them is
         *     redacted as the journal redacts (secret-named properties and
         *     key-shaped values). The test console's own calls are never counted.
         *     Only what the journal still keeps is seen (the last `journalSize`
         *     requests); clear it between tests with `DELETE /_admin/requests`.
         */
        post: operations["adminExpectRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read one journalled request in full. */
    "/_admin/requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one journalled request in full
         * @description Reference server only. One request of the journal with its headers
         *     and bodies (each at most 16,384 characters), secrets redacted:
         *     `Authorization`, `Cookie`, `X-Api-Key`, `X-Portal-Key` and
         *     `X-Visitor-Token` keep only the key family, body properties named like
         *     a secret (`secret`, `token`, `plaintext`, `password`, `key`...) and any
         *     value shaped like a key are masked. Bulk answers (state export, lead
         *     CSV, `sdk.js`, the OpenAPI document, the journal itself) keep no body
         *     (`bodyOmitted`).
         */
        get: operations["adminGetRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Follow the console's live feed. */
    "/_admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the console's live feed
         * @description Reference server only. One `text/event-stream` for the test console:
         *     a `state` event first with every record count, then, as they happen,
         *     `request` (a journal summary, as `adminListRequests` lists it) and one
         *     event per kind of record that changed: `capture`, `email`, `webhook`,
         *     `conversation`, `ticket`, `content`, `keys` and `state` (reset,
         *     import, clock, faults), each with `kind` and the new `counts`. Events
         *     carry an `id:`; a reconnect with `Last-Event-ID` (or `lastEventId`)
         *     replays the recent ones it missed. A comment line every 15 seconds
         *     keeps the connection open. At most 16 streams at once.
         */
        get: operations["adminStreamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Open the test console. */
    "/_console/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the test console
         * @description Reference server only. The test console's page (a Preact app built
         *     from `packages/console`), guarded exactly like `/_admin`: on loopback
         *     without a token; otherwise only with the admin token. A browser
         *     cannot send a bearer token when it navigates, so open
         *     `/_console/?token=<admin token>` once: the server sets it as an
         *     `HttpOnly`, `SameSite=Strict` cookie (`svc_admin_token`), which the
         *     guard accepts on `/_admin` and `/_console`, and redirects to
         *     `/_console/`. Served with a strict Content-Security-Policy (no inline
         *     script or style) and `X-Frame-Options: DENY`. Every action the
         *     console takes is an admin or console operation of this contract.
         *     `/_console` redirects here.
         */
        get: operations["getConsole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Download a file of the test console. */
    "/_console/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file of the test console
         * @description Reference server only. A hashed script or stylesheet of the console, cached for a year; guarded like the page.
         */
        get: operations["getConsoleAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Open the HTTP reference. */
    "/_docs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the HTTP reference
         * @description Reference server only. This contract rendered as a browsable HTTP
         *     reference (Scalar, served from the server: it loads nothing from
         *     elsewhere), reading `/openapi.json`. The renderer comes with the
         *     optional package `@svc/http-reference`, installed beside the
         *     server; without it this page answers 404 and says what to install,
         *     and every other path answers as usual. "Test request" sends to this
         *     server, with the keys of the demo it is running filled in while the
         *     demo is loaded. Guarded exactly like `/_admin` and `/_console/`
         *     (the demo keys are on the page): on loopback without a token;
         *     otherwise with the admin token (the console's `svc_admin_token`
         *     cookie counts). Never framable. `/_docs` redirects here.
         */
        get: operations["getHttpReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Download a file of the HTTP reference. */
    "/_docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file of the HTTP reference
         * @description Reference server only. `init.js` (the page's settings: this
         *     server's address and the demo keys) or `scalar.js` (the renderer,
         *     read from disk on the first request, then kept in memory); guarded
         *     like the page.
         */
        get: operations["getHttpReferenceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List websites. POST: Create a website. */
    "/_admin/websites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List websites
         * @description Websites own Content collections and a Form Capture site.
         */
        get: operations["adminListWebsites"];
        put?: never;
        /**
         * Create a website
         * @description Members carry roles: `manage` (website management), `publish` (publishing access, needed to change collections serving Live), `leads` (may be assigned leads).
         */
        post: operations["adminCreateWebsite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read a website. */
    "/_admin/websites/{websiteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a website
         * @description One website with its members and settings.
         */
        get: operations["adminGetWebsite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** PUT: Replace a website's members. */
    "/_admin/websites/{websiteId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a website's members
         * @description Access is checked from these stored records on the next request.
         */
        put: operations["adminSetWebsiteMembers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Issue a portal service credential for the console. */
    "/_admin/console/portal-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a portal service credential for the console
         * @description Reference server only. Issues an `X-Portal-Key` credential for the
         *     Engage console endpoints under `/api/engage/sites`. The full key is
         *     returned once; the server keeps only its SHA-256 hash and a display
         *     prefix. The body is optional.
         */
        post: operations["adminIssuePortalKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read the webhook delivery log. */
    "/_admin/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the webhook delivery log
         * @description Reference server only. Every Engage webhook delivery (`chat.escalated`,
         *     `conversation.rated` and `webhook.test`), newest first, with the signed payload, every
         *     attempt (time, the receiver's status or the error) and, for failed
         *     deliveries, the reason. Retries follow the backoff 30 s, 2 min,
         *     10 min, 1 h, 6 h and run when the server clock says they are due.
         */
        get: operations["adminListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Resend one webhook delivery. */
    "/_admin/webhooks/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend one webhook delivery
         * @description Reference server only. Sends the delivery's event again (same
         *     `webhook-id` and body, signed anew with the site's current secrets) to
         *     the endpoint the site names now, as one more attempt of the same
         *     delivery; the answer is the delivery with that attempt in its log.
         *     A delivery that fails again is retried on the usual backoff.
         */
        post: operations["adminResendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List a website's collections. POST: Create a collection. */
    "/_admin/content/websites/{websiteId}/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a website's collections
         * @description Reference server only. Every collection of the website with its schema (shared by Test and Live) and whether it serves Live (has a published Live entry).
         */
        get: operations["adminContentListCollections"];
        put?: never;
        /**
         * Create a collection
         * @description Reference server only. Creates a collection at schema revision 1. At most 30 fields; types are text, date, time, number, url, boolean and select (select needs 1 to 50 options). A new collection needs website management access (`manage`).
         */
        post: operations["adminContentCreateCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read a collection and its schema. PUT: Save a collection schema. */
    "/_admin/content/websites/{websiteId}/collections/{collection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a collection and its schema
         * @description Reference server only. Load the schema here and send its `revision` back when saving.
         */
        get: operations["adminContentGetCollection"];
        /**
         * Save a collection schema
         * @description Reference server only. Saves the field list with the revision the client loaded: a stale revision is a 409 to reload, not to retry blindly. Changes that would invalidate a stored draft or published snapshot (removing a field that has values, changing the type of a used field, removing a select option in use, making a field required while an entry lacks it) are refused with 409 `SCHEMA_INCOMPATIBLE` naming the fields. The schema is shared by Test and Live, so changing a collection that serves Live needs the `publish` role as well as `manage`, whatever environment is being viewed; a new or unused collection needs only `manage`. `eventsHidden` is a display convention only and never hides anything from the Content API.
         */
        put: operations["adminContentSaveSchema"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List a collection's entries in one environment. POST: Create a draft entry. */
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a collection's entries in one environment
         * @description Reference server only. Every entry of the environment, drafts and unpublished entries included, newest first.
         */
        get: operations["adminContentListEntries"];
        put?: never;
        /**
         * Create a draft entry
         * @description Reference server only. Creates a draft in one environment. Field values are checked against the schema: date `YYYY-MM-DD`, time `HH:MM`, url http(s), number, boolean, select one of its options; required fields need a value. Slugs match `^[a-z0-9][a-z0-9-]{0,199}$` and are unique per collection and environment, former slugs of other entries included. Drafts need `manage`.
         */
        post: operations["adminContentCreateEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** PATCH: Change a draft. */
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}": {
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
         * Change a draft
         * @description Reference server only. Changes the entry's draft (title, summary, image, field values; `fields` are merged, null clears one). The published snapshot stays until the next publish. Needs `manage`.
         */
        patch: operations["adminContentUpdateEntry"];
        trace?: never;
    };
    /** POST: Publish an entry. */
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an entry
         * @description Reference server only. Stores the draft as the published snapshot; `publishedAt` is set on the first publish only, so list positions stay stable. Publishing a Live entry needs the `publish` role.
         */
        post: operations["adminContentPublishEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Unpublish an entry. */
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpublish an entry
         * @description Reference server only. The entry leaves the Content API on the next request (absent from lists, 404 on read, former slugs included). Unpublishing an unpublished entry changes nothing. For a Live entry, needs the `publish` role.
         */
        post: operations["adminContentUnpublishEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Change an entry's slug. */
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an entry's slug
         * @description Reference server only. A slug that was ever public is kept as a former slug: it keeps resolving to this entry and stays reserved. Renaming a published Live entry needs the `publish` role.
         */
        post: operations["adminContentChangeSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List a website's content keys. POST: Issue a content key. */
    "/_admin/content/websites/{websiteId}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a website's content keys
         * @description Reference server only. Prefix, status and last use of every content key of the website, revoked keys included; never the plaintext or its hash.
         */
        get: operations["adminContentListKeys"];
        put?: never;
        /**
         * Issue a content key
         * @description Reference server only. Issues a Content read key for one environment. The plaintext is returned once; only its SHA-256 hash is stored. Needs `manage`.
         */
        post: operations["adminContentIssueKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Revoke a content key. */
    "/_admin/content/keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a content key
         * @description Reference server only. The key is refused from the next request on and kept as a revoked record. Needs `manage` on its website.
         */
        post: operations["adminContentRevokeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** PATCH: Change a website's Content settings. */
    "/_admin/content/websites/{websiteId}/settings": {
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
         * Change a website's Content settings
         * @description Reference server only. Turns Content delivery on or off and sets the exact browser origins allowed to read (at most 10, such as `https://www.example.com`: scheme, host and port, no path). Takes effect on the next request. Needs `manage`.
         */
        patch: operations["adminContentUpdateSettings"];
        trace?: never;
    };
    /** GET: Read a website's Form Capture site. PUT: Configure the Form Capture site. */
    "/_admin/capture/websites/{websiteId}/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a website's Form Capture site
         * @description Reference server only. The site, its state and the outcome of the last test notification.
         */
        get: operations["adminGetCaptureSite"];
        /**
         * Configure the Form Capture site
         * @description Reference server only. The first call creates the site as a draft (201); later calls update it (200) in any state. An activated site keeps a notification address.
         */
        put: operations["adminConfigureCaptureSite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Send a test notification. */
    "/_admin/capture/websites/{websiteId}/site/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test notification
         * @description Reference server only. Sends a test email to the notification address (or the server default) and records the outcome on the site. A provider failure is recorded, not an error. Fault kind `notification_failure` for this operation makes it fail.
         */
        post: operations["adminTestCaptureSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Activate a draft site. */
    "/_admin/capture/websites/{websiteId}/site/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a draft site
         * @description Reference server only. draft → active; needs a notification address.
         */
        post: operations["adminActivateCaptureSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Disable an active site. */
    "/_admin/capture/websites/{websiteId}/site/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an active site
         * @description Reference server only. active → disabled; captures then get 403 SITE_NOT_ACTIVE.
         */
        post: operations["adminDisableCaptureSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Resume a disabled site. */
    "/_admin/capture/websites/{websiteId}/site/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a disabled site
         * @description Reference server only. disabled → active.
         */
        post: operations["adminResumeCaptureSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: List a website's capture keys. POST: Issue a capture key. */
    "/_admin/capture/websites/{websiteId}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a website's capture keys
         * @description Reference server only. Every capture key of the website, revoked ones included, oldest first; never a plaintext or hash.
         */
        get: operations["adminListCaptureKeys"];
        put?: never;
        /**
         * Issue a capture key
         * @description Reference server only. Issues the current key of an environment; the plaintext is in this response only. An environment that already has a key gets 409 KEY_EXISTS: stage a replacement instead.
         */
        post: operations["adminIssueCaptureKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Stage a replacement key. */
    "/_admin/capture/keys/{keyId}/replacement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stage a replacement key
         * @description Reference server only. Issues a staged replacement of the current key: both keys work until the replacement is promoted. The plaintext is in this response only.
         */
        post: operations["adminStageCaptureKeyReplacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Promote a staged key. */
    "/_admin/capture/keys/{keyId}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote a staged key
         * @description Reference server only. The staged key becomes current and the key it replaces is retired (revoked). A key a deployment used in the last 24 hours is not retired without `force: true` (409 KEY_IN_USE).
         */
        post: operations["adminPromoteCaptureKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Revoke a capture key. */
    "/_admin/capture/keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a capture key
         * @description Reference server only. Revokes a key (kept as a revoked record). A key a deployment used in the last 24 hours needs `force: true`; `emergency: true` is emergency revocation, immediate whatever the use. Revoking a current key that has a staged replacement makes the replacement current; revoking a staged key cancels the replacement.
         */
        post: operations["adminRevokeCaptureKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Open the leads inbox. */
    "/_admin/capture/websites/{websiteId}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the leads inbox
         * @description Reference server only. Leads of one website and environment, newest first, filtered by search, form, status and assignment, one page at a time.
         */
        get: operations["adminListCaptureLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Export the current selection. */
    "/_admin/capture/websites/{websiteId}/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the current selection
         * @description Reference server only. Every lead matching the same scope and filters as the inbox (no pagination), as JSON, with the permanent id and everything retained, or with `format=csv` as a CSV file (RFC 4180, one column per submitted field name, the permanent id first; cells a spreadsheet would run as formulas, those starting with `=`, `+`, `-`, `@`, tab or carriage return, their full-width forms, or any of them after leading whitespace, are prefixed with an apostrophe).
         */
        get: operations["adminExportCaptureLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read one lead. PATCH: Change the status or assignee of a lead. */
    "/_admin/capture/leads/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one lead
         * @description Reference server only. A lead with its contact and submitted fields.
         */
        get: operations["adminGetCaptureLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the status or assignee of a lead
         * @description Reference server only. **Our design:** moves are unread → active (open), active → unread, unread/active → closed or archived, closed → archived, closed/archived → active (reopen); staying put is allowed; others are 409 INVALID_TRANSITION. The assignee must be a website member with the leads role. Leads have no reply workflow.
         */
        patch: operations["adminUpdateCaptureLead"];
        trace?: never;
    };
    /** GET: List a website's stored submissions. */
    "/_admin/capture/websites/{websiteId}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a website's stored submissions
         * @description Reference server only. Every stored submission of the website, newest first, as stored.
         */
        get: operations["adminListCaptureSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read a stored submission. */
    "/_admin/capture/submissions/{submissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a stored submission
         * @description Reference server only. The stored record: fields, context as accepted, device, country, lead and notification state.
         */
        get: operations["adminGetCaptureSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Retry the team notification. */
    "/_admin/capture/submissions/{submissionId}/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry the team notification
         * @description Reference server only. Sends the alert again from the stored record when it is pending or failed, and records the outcome (a second failure is recorded, not an error). An accepted or delivered notification is not sent again (409).
         */
        post: operations["adminRetryCaptureNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Record the provider's delivery receipt. */
    "/_admin/capture/submissions/{submissionId}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the provider's delivery receipt
         * @description Reference server only. Simulates the provider's receipt: an accepted notification becomes delivered (repeating it is harmless). A notification that was never accepted cannot be delivered (409).
         */
        post: operations["adminConfirmCaptureDelivery"];
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
/** The reusable parts of the contract: schemas, responses, parameters and headers. @public */
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
        /**
         * @description Delivery environment.
         * @enum {string}
         */
        EnvironmentName: "test" | "live";
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
            environment: components["schemas"]["EnvironmentName"];
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
            environment: components["schemas"]["EnvironmentName"];
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
            /** @description **Our design.** Chat needs `visitor.id` and `visitor.hash` (identify the visitor before the first turn). */
            requireVerifiedIdentity?: boolean;
            hours?: components["schemas"]["HoursStatus"];
            consent?: components["schemas"]["ConsentSettings"];
            branding: {
                launcherLabel: string;
                accent: components["schemas"]["AccentColour"];
                greeting: string;
            };
            /** @description The site's managed form policies as a page needs them (our design): for each form label with a policy, the fields a submission must fill in, so a widget can show and check them before sending. Absent when the site has no form policy. In strict mode a label missing here is refused with FORM_NOT_CONFIGURED. */
            forms?: {
                [key: string]: {
                    requiredFields: string[];
                };
            };
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
            /** @description **Our design.** The visitor accepted the site's notice; needed to start a thread while the site's `consent.required` is on. */
            consent?: boolean;
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
         * @description ai (the assistant answers), agent (a person holds the thread), closed (our design for the closed status; a visitor turn reopens it as ai, a console reopen gives back the status it had).
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
            /** @description **Our design.** The id of the answer message, present with `answer`; the event stream carries the same message with this id. */
            messageId?: string;
            citations: components["schemas"]["Citation"][];
            escalate: boolean;
            status: components["schemas"]["ConversationStatus"];
            /** @description True when a person holds the thread and the message waits for them. */
            queued?: boolean;
            /** @description **Our design.** The support ticket an escalation outside business hours opened (or had opened earlier for this thread). */
            ticketId?: string;
            hours?: components["schemas"]["HoursStatus"];
        };
        /**
         * @description **Our design.** visitor, assistant or agent.
         * @enum {string}
         */
        MessageRole: "visitor" | "assistant" | "agent";
        /** @description One message of a thread. */
        ConversationMessage: {
            /** @description **Our design.** The message's id, the same in reads, transcripts and live events. */
            id: string;
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
            /**
             * @description Up to 24 string fields of at most 2,000 characters; website, url and homepage are honeypots and are dropped.
             *     **Our design:** fields past the 24th are dropped in object order rather than refused, as Form Capture's sanitising does (`x-svc-max-properties-kept`); honeypots are dropped first, so they never take one of the 24 places. Field names are cut to 40 characters rather than refused, as Form Capture's are (`x-svc-max-length-kept` of `propertyNames`).
             */
            fields: {
                [key: string]: string;
            };
            page?: string;
        };
        /**
         * @description Stored. The first storage answers 201 without `duplicate`; a replay of
         *     an Idempotency-Key with identical content answers 200 with the
         *     original `id` and `duplicate: true`.
         */
        ManagedFormResult: {
            /** @constant */
            success: true;
            id: string;
            /** @description Present when a configured form policy applies. */
            successMessage?: string;
            /** @description Present and true only on a replay (200); absent on the first storage (201). */
            duplicate?: boolean;
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
        /**
         * @description Created. The first creation answers 201 without `duplicate`; an
         *     idempotent replay answers 200 with the original `ticketId` and
         *     `duplicate: true`.
         */
        SupportTicketResult: {
            /** @constant */
            success: true;
            ticketId: string;
            /** @description Present and true only on a replay (200); absent on the first creation (201). */
            duplicate?: boolean;
        };
        /** @description The visitor token of the thread to watch. */
        StreamRequest: {
            visitorToken: string;
        };
        /** @description A stream token for one thread (our design). */
        StreamGrant: {
            /** @constant */
            success: true;
            /** @description Opens the thread's `events` and `poll` until `expiresAt`; kept in memory by the server only. */
            streamToken: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description Where the thread stands now, as `<messages>-<status>`; pass it as `after` to hear only what follows. */
            cursor: string;
        };
        /** @description Who holds the thread now. */
        StreamStatus: {
            status: components["schemas"]["ConversationStatus"];
            /** @description The display name the agent last replied or typed with; null when none was given. */
            agentName: string | null;
        };
        /** @description An agent started or stopped typing. Treat it as stopped after `ttlMs` unless another arrives, and when the agent's message arrives. */
        TypingSignal: {
            typing: boolean;
            agentName: string | null;
            /** @description How long the signal holds, in milliseconds (6000). */
            ttlMs: number;
        };
        /** @description One live event of a thread: on the stream, `event` is the SSE event name, `id` the `id:` line and `data` the `data:` line. */
        ConversationEvent: {
            /** @constant */
            event: "message";
            /** @description The cursor after this event. */
            id: string;
            data: components["schemas"]["ConversationMessage"];
        } | {
            /** @constant */
            event: "status";
            /** @description The cursor after this event. */
            id: string;
            data: components["schemas"]["StreamStatus"];
        } | {
            /** @constant */
            event: "typing";
            /** @description Never present on typing events; they do not move the cursor. */
            id?: string;
            data: components["schemas"]["TypingSignal"];
        };
        /** @description The events of one long poll. */
        ConversationEventBatch: {
            /** @constant */
            success: true;
            events: components["schemas"]["ConversationEvent"][];
            /** @description Pass as `after` to the next poll. */
            cursor: string;
        };
        /**
         * @description The visitor's verdict.
         * @enum {string}
         */
        RatingScore: "good" | "bad";
        /** @description A rating of a closed thread. */
        RatingRequest: {
            visitorToken: string;
            score: components["schemas"]["RatingScore"];
            /** @description Optional; at most 500 characters, no control characters except line breaks. */
            comment?: string;
        };
        /** @description The visitor's rating of a thread (our design). */
        ConversationRating: {
            score: components["schemas"]["RatingScore"];
            comment: string | null;
            /** Format: date-time */
            ratedAt: string;
        };
        /** @description The stored rating. */
        RatingResult: {
            /** @constant */
            success: true;
            conversationId: string;
            rating: components["schemas"]["ConversationRating"];
            /** @description True when this exact rating was already stored. */
            duplicate?: boolean;
        };
        /** @description An agent's typing signal. */
        TypingRequest: {
            typing: boolean;
            agentName?: string;
        };
        /** @description The signal and how many open streams and polls heard it. */
        TypingResult: {
            /** @constant */
            success: true;
            conversationId: string;
            typing: boolean;
            delivered: number;
        };
        /** @description The site's identity-verification secret as the console shows it (our design); the secret itself is shown once, by `rotateSiteIdentitySecret`. */
        IdentitySecretSummary: {
            /** @description The first 10 characters (`idsec_` and 4 more), to tell secrets apart. */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Until when the secret a rotation replaced is still accepted; null when it is not.
             */
            previousExpiresAt: string | null;
        };
        /**
         * @description A day of the week.
         * @enum {string}
         */
        Weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        /** @description One opening period of a weekday, in the site's time zone; `open` before `close`. */
        OpeningPeriod: {
            day: components["schemas"]["Weekday"];
            /** @description Opening time, HH:MM (24-hour clock). */
            open: string;
            /** @description Closing time, HH:MM, after `open`; 24:00 for midnight. */
            close: string;
        };
        /**
         * @description When people answer chat (our design): weekly opening periods
         *     in an IANA time zone. At most 21 periods, no two overlapping on the
         *     same day. Outside them the widget says when a person is back and an
         *     escalation opens a support ticket instead of waiting for an agent.
         */
        BusinessHours: {
            /** @description An IANA time zone such as Europe/Paris. */
            timeZone: string;
            weekly: components["schemas"]["OpeningPeriod"][];
            /** @description What the widget shows outside opening hours; a default names when a person is back. */
            awayMessage?: string;
        };
        /**
         * @description Whether people answer chat now, by the server's clock when the
         *     configuration was made (our design). The configuration is
         *     cached for up to 300 seconds: use `nextOpenAt` and `nextCloseAt`
         *     to switch at the right moment without asking again.
         */
        HoursStatus: {
            open: boolean;
            /**
             * Format: date-time
             * @description When people are back (while closed); null while open or with no opening period at all.
             */
            nextOpenAt: string | null;
            /**
             * Format: date-time
             * @description When the current opening period ends (while open); null while closed.
             */
            nextCloseAt: string | null;
            timeZone: string;
            awayMessage: string | null;
        };
        /**
         * @description Whether the widget asks the visitor to accept a short notice before it
         *     stores anything in the visitor's browser or sends a message (our
         *     design), and the notice's text per language (BCP 47 tag,
         *     such as `en` or `fr-CA`; at most 20 languages, 400 characters each).
         *     While consent is required the service refuses a chat turn that starts
         *     a thread without `consent: true`.
         */
        ConsentSettings: {
            required: boolean;
            text: {
                [key: string]: string;
            };
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
        /** @description HTTPS URL of at most 400 characters, or null for none. Loopback, private and every other special-purpose address of the IANA IPv4 and IPv6 Special-Purpose Address Registries (100.64.0.0/10, documentation, benchmarking, multicast, IPv4-mapped IPv6 ...) are refused; host names are not resolved. The reference server in local-development mode also accepts them, over http too (our design). */
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
            /** @description **Our design.** Chat turns must carry a visitor id signed by the customer's server (`visitor.hash`). */
            requireVerifiedIdentity: boolean;
            identitySecret: components["schemas"]["IdentitySecretSummary"] | null;
            /** @description The site's opening hours; null when people answer at any time. */
            businessHours: components["schemas"]["BusinessHours"] | null;
            consent: components["schemas"]["ConsentSettings"];
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
            /** @description Chat turns must carry a verified visitor id; needs an identity secret (`rotateSiteIdentitySecret`) first. */
            requireVerifiedIdentity?: boolean;
            /** @description Opening hours, or null for always open. */
            businessHours?: components["schemas"]["BusinessHours"] | null;
            consent?: components["schemas"]["ConsentSettings"];
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
            /** @description Chat turns must carry a verified visitor id; needs an identity secret (`rotateSiteIdentitySecret`) first. */
            requireVerifiedIdentity?: boolean;
            /** @description Opening hours, or null for always open. */
            businessHours?: components["schemas"]["BusinessHours"] | null;
            consent?: components["schemas"]["ConsentSettings"];
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
            /**
             * @description Instructions that steer the assistant: tone, language, what to point
             *     visitors to. **Our design:** the context is not a searchable document
             *     and is never quoted to a visitor; answers come from the articles only,
             *     and a question no article answers gets the fallback that offers a person
             *     (strict mode escalates with reason `no_answer`).
             */
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
            /** @description Whether the visitor's id was proved by a valid `visitor.hash`. */
            identityVerified: boolean;
            /** @description The display name the agent last replied or typed with. */
            agentName: string | null;
            /** @description The visitor's rating, once given. */
            rating: components["schemas"]["ConversationRating"] | null;
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
            /** @description **Our design.** The agent's display name, shown to the visitor with the status; kept on the thread. */
            agentName?: string;
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
            type: "chat.escalated" | "conversation.rated" | "webhook.test";
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
        /** @description An OpenAPI 3.1 document (this contract); only the top-level members every document has are typed. */
        OpenapiDocument: {
            openapi: string;
            info: components["schemas"]["OpenapiInfo"];
            /** @description The path items, keyed by path template. */
            paths: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The document's `info` object. */
        OpenapiInfo: {
            title: string;
            version: string;
        } & {
            [key: string]: unknown;
        };
        /** @description State reset. */
        AdminResetResult: {
            /** @constant */
            success: true;
            demo?: components["schemas"]["AdminDemoCredentials"];
        };
        /** @description The demo credentials, when reseeded with the demo (what `pnpm start` prints). */
        AdminDemoCredentials: {
            console: {
                portalKey: string;
                identitySub: string;
            };
            content: {
                siteId: string;
                collections: string[];
                keys: components["schemas"]["AdminDemoKeys"];
                origin: string;
            };
            capture: {
                siteId: string;
                keys: components["schemas"]["AdminDemoKeys"];
            };
            engage: {
                siteId: string;
                publishableKey: string;
                origin: string;
            };
        };
        /** @description One demo key per environment. */
        AdminDemoKeys: {
            test: string;
            live: string;
        };
        /** @description Imported; row counts per table. */
        AdminImportResult: {
            /** @constant */
            success: true;
            tables: {
                [key: string]: number;
            };
        };
        /** @description The notification emails the server keeps, oldest first, and how many it accepted and discarded. */
        AdminOutbox: {
            /** @constant */
            success: true;
            /** @description The newest accepted emails, at most `limit` of them, oldest first. */
            emails: components["schemas"]["AdminEmail"][];
            /** @description How many emails the outbox keeps at most (the server's `outboxSize`, `--outbox-size`; default 1000). `0` keeps none (emails are still accepted and counted), as does a server given a notifier of its own. */
            limit: number;
            /** @description How many emails were accepted since the last reset, kept or not. */
            accepted: number;
            /** @description How many of the accepted emails are no longer kept: the oldest, discarded to stay within `limit` (`accepted` minus the number of `emails`). */
            dropped: number;
        };
        /** @description The active faults. */
        AdminFaultList: {
            /** @constant */
            success: true;
            faults: components["schemas"]["AdminFault"][];
        };
        /** @description One injected fault. */
        AdminFaultEnvelope: {
            /** @constant */
            success: true;
            fault: components["schemas"]["AdminFault"];
        };
        /** @description The websites. */
        AdminWebsiteList: {
            /** @constant */
            success: true;
            websites: components["schemas"]["AdminWebsite"][];
        };
        /** @description **Our design.** How a new world starts. Both properties are optional. */
        AdminWorldInput: {
            /**
             * @description `demo` loads the demo data with keys of this world's own; `empty` starts with no data.
             * @default empty
             * @enum {string}
             */
            seed: "demo" | "empty";
            /** @description How long the world lives without a request, in milliseconds (1 second to 7 days); default the server's (1 hour, `--world-ttl`). */
            ttlMs?: number;
        };
        /** @description **Our design.** A world: a whole service of its own under `baseUrl`. */
        AdminWorld: {
            id: string;
            /**
             * Format: uri
             * @description Where the world answers, `<server>/w/<id>`; give it to a client, the widget's script tag or a browser as the service's address.
             */
            baseUrl: string;
            /** @enum {string} */
            seed: "demo" | "empty";
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the world ends if no request reaches it before (the server's wall clock, not the world's adjustable clock).
             */
            expiresAt: string;
            /** @description The idle time after which it ends. */
            ttlMs: number;
        };
        AdminWorldCreated: {
            /** @constant */
            success: true;
            world: components["schemas"]["AdminWorld"];
            demo?: components["schemas"]["AdminDemoCredentials"];
        };
        AdminWorldList: {
            /** @constant */
            success: true;
            worlds: components["schemas"]["AdminWorld"][];
            /** @description How many worlds the server holds at most (`--max-worlds`). */
            maxWorlds: number;
            /** @description The idle time after which a world ends unless created with its own `ttlMs` (`--world-ttl`). */
            defaultTtlMs: number;
        };
        /** @description Done. */
        AdminOk: {
            /** @constant */
            success: true;
        };
        /** @description Liveness. */
        AdminHealth: {
            /** @constant */
            success: true;
            /** @constant */
            status: "ok";
            /** Format: date-time */
            time: string;
        };
        /** @description **Our design.** The demo credentials of this world, or null when the demo is not loaded. */
        AdminDemo: {
            /** @constant */
            success: true;
            demo: components["schemas"]["AdminDemoCredentials"] | null;
        };
        /** @description The server's time. */
        AdminClock: {
            /** @constant */
            success: true;
            /** Format: date-time */
            now: string;
        };
        /**
         * @description One journalled request: the one entry shape of the reference server's journal and of `@svc/msw`'s
         *     (`svc.requests()`), so a test reads the same fields whichever it runs against.
         */
        AdminRequestSummary: {
            /** @description The request id (`X-Request-Id`). */
            id: string;
            /** @description The journal's sequence number (grows by one per request). */
            seq: number;
            /**
             * Format: date-time
             * @description When the request arrived, by the server clock.
             */
            at: string;
            method: string;
            path: string;
            /** @description The contract operation that answered, or `unknown`. */
            operationId: string;
            status: number;
            /** @description Time to answer, in milliseconds. */
            durationMs: number;
            /** @description The credential's family by its prefix (`sk_test`, `ck_live`, `pk_live`, `ptk`, `adm`, `vt`), or null. */
            keyFamily: string | null;
            /** @description True for the server's own traffic (the test console's calls, the files of the console, the HTTP reference and the widget), hidden from the list unless asked for (our design). */
            console: boolean;
            /** @description For a 4xx or 5xx, the error body's message (at most 200 characters); otherwise null. */
            reason: string | null;
            /** @description The query string without `?`, or an empty string. */
            query: string;
            /** @description For a 4xx or 5xx, the error body's `code`; otherwise null. */
            code: string | null;
            /** @description For a refusal that names them, the request properties at fault (the error body's `fields`); otherwise null. */
            fields: string[] | null;
            /**
             * @description True when the service refused the request as the caller's mistake: a code listed in
             *     `x-svc-caller-mistakes` (validation, a missing or wrong key, a media type or body size), a method
             *     the path does not have, or a path no operation has. Never for business outcomes (409, 429, a
             *     disabled site) or for an answer a fault caused.
             */
            callerMistake: boolean;
            /** @description For a caller's mistake, what to change (for a path no operation has, the nearest operation); otherwise null. */
            fix: string | null;
            /** @description The injected fault or `@svc/msw` scenario that caused (or delayed) the answer, or null when the service's own rules answered. */
            fault: components["schemas"]["AdminJournalFault"] | null;
        };
        /** @description The fault that caused an answer, as the `Svc-Fault` response header names it. */
        AdminJournalFault: {
            /** @description The fault's id (`flt_2`), for `DELETE /_admin/faults/{faultId}`. */
            id: string;
            /** @description The fault's kind (`rate_limit`); in `@svc/msw`, the scenario's name. */
            kind: string;
        };
        /** @description A journalled request with its body, as verification reads it (`POST /_admin/requests/expect`, `svc.requests()` of `@svc/msw`). */
        AdminJournalEntry: components["schemas"]["AdminRequestSummary"] & {
            /**
             * @description The JSON object body the route read, redacted as the journal redacts (secret-named properties
             *     and key-shaped values masked); null when none was read or it was not a JSON object.
             */
            body: {
                [key: string]: unknown;
            } | null;
            /** @description The body the route read when it was not a JSON object (other JSON, or text), redacted; otherwise null. */
            bodyText: string | null;
        };
        /** @description What a test expects the journal to hold (our design). */
        AdminRequestExpectation: {
            /** @description The operationId the requests must be of (`createCapture`). */
            operation: string;
            /** @description Exactly this many matching requests (`0`: none); omit for one or more. */
            times?: number;
            /** @description A deep partial of the JSON object body every matching request must carry. */
            body?: {
                [key: string]: unknown;
            };
        };
        /** @description The expectation holds. */
        AdminExpectationMet: {
            /** @constant */
            success: true;
            /** @description How many requests matched. */
            matched: number;
            /** @description The matching requests, oldest first. */
            requests: components["schemas"]["AdminJournalEntry"][];
        };
        /**
         * @description The expectation does not hold: `message` says so in a few lines (the expectation, how many matched, the
         *     closest requests with their differences and, for refused ones, the service's reason and the fix);
         *     `nearMisses` holds the same as data.
         */
        AdminExpectationFailed: components["schemas"]["ErrorBody"] & {
            /** @description How many requests matched. */
            matched: number;
            /**
             * @description The requests closest to the expectation: when too few matched, those that did not (fewest
             *     differences first, then the newest), then the matches there were; when too many matched, the
             *     matches.
             */
            nearMisses: components["schemas"]["AdminNearMiss"][];
        };
        /** @description A request close to an expectation and how it differs. */
        AdminNearMiss: {
            request: components["schemas"]["AdminJournalEntry"];
            /** @description What differs, one entry per place; empty for a request that matched. */
            differences: components["schemas"]["AdminDifference"][];
        };
        /** @description One place where a request differs from an expectation. */
        AdminDifference: {
            /** @description `operation`, `callerMistake`, or a path into the body (`body.fields.email`, `body.items[0]`). */
            field: string;
            /** @description The value the expectation gives there, as JSON text (`"ada@example.org"`, `{"email":"a@b.org"}`). */
            expected: string;
            /** @description The request's value there, redacted, as JSON text; null when it has none. */
            actual: string | null;
            /** @description True when the request has no value there at all. */
            missing: boolean;
        };
        /** @description A page of the request journal, newest first. */
        AdminRequestList: {
            /** @constant */
            success: true;
            /** @description How many requests the journal keeps. */
            size: number;
            /** @description How many it holds now. */
            count: number;
            /** @description How many of those pass the filters, over every page (our design). */
            matched: number;
            requests: components["schemas"]["AdminRequestSummary"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        /** @description A journalled request with its redacted headers and bodies. */
        AdminRequestDetail: components["schemas"]["AdminRequestSummary"] & {
            requestHeaders: {
                [key: string]: string;
            };
            /** @description The body the route read (at most 16,384 characters), redacted; null when none was read. */
            requestBody: string | null;
            responseHeaders: {
                [key: string]: string;
            };
            /** @description The JSON answered, redacted and indented (at most 16,384 characters); null when none was kept. */
            responseBody: string | null;
            /** @description True for bulk answers, whose bodies the journal does not keep. */
            bodyOmitted: boolean;
        };
        /** @description One journalled request. */
        AdminRequestDetailEnvelope: {
            /** @constant */
            success: true;
            request: components["schemas"]["AdminRequestDetail"];
        };
        /** @description Every table of the reference server. Import checks every row against its table's schema and every reference between tables, and changes nothing when one is broken. */
        AdminStateSnapshot: {
            /** @constant */
            format: "svc-reference-state";
            /** @constant */
            version: 1;
            /** Format: date-time */
            savedAt?: string;
            tables: components["schemas"]["AdminStateTables"];
        };
        /** @description The tables by name; a table with no rows may be left out. Export leaves out empty tables. */
        AdminStateTables: {
            websites?: components["schemas"]["AdminStateWebsite"][];
            "content.collections"?: components["schemas"]["AdminStateContentCollection"][];
            "content.entries"?: components["schemas"]["AdminStateContentEntry"][];
            "content.secrets"?: components["schemas"]["AdminStateContentSecret"][];
            keys?: components["schemas"]["AdminStateApiKey"][];
            "capture.submissions"?: components["schemas"]["AdminStateCaptureSubmission"][];
            "console.portal_keys"?: components["schemas"]["AdminStatePortalKey"][];
            "engage.sites"?: components["schemas"]["AdminStateEngageSite"][];
            "engage.conversations"?: components["schemas"]["AdminStateConversation"][];
            "engage.tickets"?: components["schemas"]["AdminStateTicket"][];
            "webhooks.deliveries"?: components["schemas"]["AdminStateWebhookDelivery"][];
            idempotency?: components["schemas"]["AdminStateIdempotencyRecord"][];
            "webhooks.previous_secrets"?: components["schemas"]["AdminStatePreviousWebhookSecret"][];
        };
        /** @description A row's id, unique within its table. */
        AdminStateId: string;
        /** Format: date-time */
        AdminStateTimestamp: string;
        /** Format: date-time */
        AdminStateNullableTimestamp: string | null;
        /** @enum {string} */
        AdminStateEnvironment: "test" | "live";
        /** @description A row of `websites`. The Form Capture site, once configured, is kept as `capture`. */
        AdminStateWebsite: components["schemas"]["AdminWebsite"] & {
            id?: components["schemas"]["AdminStateId"];
            name?: string;
            members?: components["schemas"]["AdminWebsiteMember"][];
            content?: {
                enabled?: boolean;
                allowedOrigins?: components["schemas"]["AllowedOrigins"];
            };
            capture?: components["schemas"]["AdminCaptureSite"];
        };
        /** @description A row of `content.collections`; its id is `{websiteId}/{key}` and its website must exist. */
        AdminStateContentCollection: {
            id: components["schemas"]["AdminStateId"];
            websiteId: string;
            key: string;
            name: string;
            schema: components["schemas"]["AdminContentSchema"];
            createdAt: components["schemas"]["AdminStateTimestamp"];
            updatedAt: components["schemas"]["AdminStateTimestamp"];
        };
        /** @description A row of `content.entries`; its website and collection must exist. */
        AdminStateContentEntry: {
            id: components["schemas"]["AdminStateId"];
            websiteId: string;
            environment: components["schemas"]["AdminStateEnvironment"];
            collection: string;
            /** @enum {string} */
            status: "draft" | "published" | "unpublished";
            slug: string;
            /** @description Whether the current slug has been served publicly. */
            slugPublished: boolean;
            formerSlugs: string[];
            draft: components["schemas"]["AdminContentEntryContent"];
            published: components["schemas"]["AdminContentEntryContent"] | null;
            publishedAt: components["schemas"]["AdminStateNullableTimestamp"];
            publishedUpdatedAt: components["schemas"]["AdminStateNullableTimestamp"];
            createdAt: components["schemas"]["AdminStateTimestamp"];
            updatedAt: components["schemas"]["AdminStateTimestamp"];
        };
        /** @description A row of `content.secrets`; the key that signs list cursors (base64 of at least 16 bytes). */
        AdminStateContentSecret: {
            /** @enum {string} */
            id: "cursor-hmac";
            secret: string;
        };
        /** @description A row of `keys`, any family; the plaintext is never stored, only its SHA-256. A content or capture key belongs to a website, an Engage key to an Engage site. */
        AdminStateApiKey: {
            id: components["schemas"]["AdminStateId"];
            /** @enum {string} */
            family: "content" | "capture" | "engage";
            siteId: string;
            environment: components["schemas"]["AdminStateEnvironment"] | null;
            hash: string;
            prefix: string;
            /** @enum {string} */
            status: "active" | "revoked";
            label: string | null;
            createdAt: components["schemas"]["AdminStateTimestamp"];
            lastUsedAt: components["schemas"]["AdminStateNullableTimestamp"];
            revokedAt: components["schemas"]["AdminStateNullableTimestamp"];
            /** @description State of the key's area (a staged replacement, deployment use). */
            meta?: {
                [key: string]: unknown;
            };
        };
        /** @description A row of `capture.submissions`; its website and the key that stored it must exist. */
        AdminStateCaptureSubmission: components["schemas"]["AdminCaptureSubmission"] & {
            id?: components["schemas"]["AdminStateId"];
        };
        /** @description A row of `console.portal_keys`; only the SHA-256 of the key is stored. */
        AdminStatePortalKey: {
            id: components["schemas"]["AdminStateId"];
            hash: string;
            prefix: string;
            label: string | null;
            createdAt: components["schemas"]["AdminStateTimestamp"];
        };
        /** @description A row of `engage.sites`; the contract's Site without the derived `activeKey`, plus its owner and knowledge. */
        AdminStateEngageSite: {
            id: components["schemas"]["AdminStateId"];
            ownerSub: string;
            name: string;
            status: components["schemas"]["SiteStatus"];
            allowedOrigins: components["schemas"]["AllowedOrigins"];
            modules: components["schemas"]["EngageModules"];
            identityMode: components["schemas"]["IdentityMode"];
            answerMode: components["schemas"]["AnswerMode"];
            /** @description The site's SiteBranding with every default filled in. */
            branding: {
                assistantName: string;
                launcherLabel: string;
                greeting: string;
                accent: components["schemas"]["AccentColour"];
            };
            forms: components["schemas"]["FormSettings"];
            webhookUrl: components["schemas"]["WebhookUrl"];
            webhookSecret: string;
            requireVerifiedIdentity?: boolean;
            identitySecret?: null | {
                secret: string;
                createdAt: components["schemas"]["AdminStateTimestamp"];
                previous: null | {
                    secret: string;
                    expiresAt: components["schemas"]["AdminStateTimestamp"];
                };
            };
            businessHours?: components["schemas"]["BusinessHours"] | null;
            consent?: components["schemas"]["ConsentSettings"];
            knowledge: {
                context: string;
                articles: components["schemas"]["KnowledgeArticle"][];
                updatedAt: components["schemas"]["AdminStateNullableTimestamp"];
            };
            createdAt: components["schemas"]["AdminStateTimestamp"];
            updatedAt: components["schemas"]["AdminStateTimestamp"];
        };
        /** @description A row of `engage.conversations`; its Engage site must exist. Only the SHA-256 of the visitor token is stored. */
        AdminStateConversation: {
            id: components["schemas"]["AdminStateId"];
            siteId: string;
            visitorTokenHash: string;
            status: components["schemas"]["ConversationStatus"];
            visitor: components["schemas"]["ChatVisitor"];
            page: string | null;
            pageTitle: string | null;
            escalated: boolean;
            messages: {
                id: string;
                role: components["schemas"]["MessageRole"];
                content: string;
                citations: components["schemas"]["Citation"][];
                sentAt: components["schemas"]["AdminStateTimestamp"];
                /** @description Visitor messages only; whether an answer followed. */
                answered?: boolean;
                /** @description Assistant messages only; whether the answer escalated (a replayed answer says so again). */
                escalate?: boolean;
            }[];
            agentName?: string | null;
            rating?: components["schemas"]["ConversationRating"];
            /** @description The visitor id a chat turn proved with a valid hash. */
            verifiedVisitorId?: string | null;
            consentAt?: components["schemas"]["AdminStateTimestamp"];
            /** @description The ticket an escalation outside business hours opened. */
            escalationTicketId?: string;
            /**
             * @description Closed threads only; the status the thread had when it was closed, which a console reopen gives back.
             * @enum {string}
             */
            closedFrom?: "ai" | "agent";
            createdAt: components["schemas"]["AdminStateTimestamp"];
            updatedAt: components["schemas"]["AdminStateTimestamp"];
        };
        /** @description A row of `engage.tickets`; its Engage site, and its conversation when it names one, must exist. */
        AdminStateTicket: components["schemas"]["Ticket"] & {
            id?: components["schemas"]["AdminStateId"];
            siteId: string;
        };
        /** @description A row of `webhooks.deliveries`; its Engage site must exist. */
        AdminStateWebhookDelivery: components["schemas"]["WebhookDelivery"] & {
            id?: components["schemas"]["AdminStateId"];
            siteId: string;
            /** @description The exact signed body, identical on every attempt. */
            body: string;
            /** @description The operation that raised the event (faults injected for it apply to every attempt). */
            operation: string;
            log: components["schemas"]["AdminConsoleWebhookAttempt"][];
            failureReason: string | null;
        };
        /** @description A row of `webhooks.previous_secrets`: the signing secret a rotation replaced, which keeps signing beside the new one until `expiresAt`; its id is the Engage site's id, and that site must exist. */
        AdminStatePreviousWebhookSecret: {
            id: components["schemas"]["AdminStateId"];
            secret: string;
            expiresAt: components["schemas"]["AdminStateTimestamp"];
        };
        /** @description A row of `idempotency`; its id is `{scope}|{key}`. */
        AdminStateIdempotencyRecord: {
            id: components["schemas"]["AdminStateId"];
            scope: string;
            key: string;
            fingerprint: string;
            resultId: string;
            createdAt: components["schemas"]["AdminStateTimestamp"];
        };
        /** @description An accepted notification email. */
        AdminEmail: {
            id: string;
            to: string;
            subject: string;
            text: string;
            /** @description What the email is about, e.g. `capture.submission:sub_...`. */
            ref: string;
            /** Format: date-time */
            acceptedAt: string;
        };
        /** @description A fault to inject. */
        AdminFaultInput: {
            /** @description An operationId, or `*`. */
            operation: string;
            /**
             * @description What goes wrong. `x-svc-fault-operations` lists the operations each kind can fire on (`'*'`: every
             *     operation); a fault naming another operation is refused, since it could never fire.
             * @enum {string}
             */
            kind: "rate_limit" | "key_verification_unavailable" | "assistant_unavailable" | "notification_failure" | "webhook_failure" | "latency" | "site_disabled" | "module_disabled" | "origin_denied" | "agent_takeover";
            /** @description How many calls fail; omit for every call until cleared. */
            times?: number;
            /** @description **Our design.** How many calls that meet the fault pass untouched before it fires (default 0): `after: 1` fails the second call, such as the second page of a listing. */
            after?: number;
            /** @description For `rate_limit`, the RateLimit-Reset and Retry-After of the 429, in seconds (default 60). */
            resetSeconds?: number;
            /** @description **Our design.** For `key_verification_unavailable`, when the 503 tells the client to retry, in milliseconds (default 2000); Retry-After carries it in whole seconds, rounded up, so 0 lets a test's client retry at once. */
            retryAfterMs?: number;
            /** @description For `latency`, the milliseconds before the answer (required for this kind). */
            latencyMs?: number;
        };
        /** @description An active fault. */
        AdminFault: components["schemas"]["AdminFaultInput"] & {
            id: string;
            /** @description Calls left; null until cleared. */
            remaining: number | null;
            /** @description For a fault injected with `after`, the calls it still lets through before it fires (our design). */
            waiting?: number;
        };
        /** @description A member of a website and their access. */
        AdminWebsiteMember: {
            sub: string;
            name?: string;
            roles: ("manage" | "publish" | "leads")[];
        };
        /** @description A website (owner of Content collections and of a Form Capture site). */
        AdminWebsite: {
            id: string;
            name: string;
            members: components["schemas"]["AdminWebsiteMember"][];
            /** Format: date-time */
            createdAt: string;
            content: {
                enabled: boolean;
                allowedOrigins: string[];
            };
            /** @description The Form Capture site's stored record, when configured (free-form here; `adminGetCaptureSite` answers it typed as `AdminCaptureSite`). */
            capture?: {
                [key: string]: unknown;
            };
        };
        /** @description One website. */
        AdminWebsiteEnvelope: {
            /** @constant */
            success: true;
            website: components["schemas"]["AdminWebsite"];
        };
        /** @description Optional details of a new portal key. */
        AdminConsolePortalKeyRequest: {
            /** @description A name to tell keys apart. */
            label?: string | null;
        };
        /** @description A newly issued portal key. */
        AdminConsolePortalKeyIssued: {
            /** @constant */
            success: true;
            portalKey: {
                id: string;
                /** @description The full credential for `X-Portal-Key`; shown once. */
                key: string;
                /** @description First characters of the key, for display; not secret. */
                prefix: string;
                label: string | null;
                /** Format: date-time */
                createdAt: string;
            };
        };
        /** @description One delivery attempt. */
        AdminConsoleWebhookAttempt: {
            /** Format: date-time */
            at: string;
            /** @description The receiver's HTTP status, or null when no answer came. */
            status: number | null;
            /** @description The cause of a failed attempt (network error, timeout, injected `webhook_failure` fault, or the receiver's non-2xx status); null when delivered. */
            error: string | null;
            /** @description The headers of the request sent (`webhook-id`, `webhook-timestamp`, `webhook-signature` with every signature, `content-type`); null when no request was built. */
            requestHeaders: {
                [key: string]: string;
            } | null;
            /** @description The first 4 KB of the receiver's answer, as text (our design); null when no answer came or the server's sender does not read answers. */
            responseBody?: string | null;
            /** @description Time from sending the request to the receiver's answer or the failure, in milliseconds (our design); null when no request was sent. */
            durationMs?: number | null;
        };
        /** @description A delivery with its site, payload and attempts. */
        AdminConsoleWebhookDeliveryEntry: components["schemas"]["WebhookDelivery"] & {
            siteId: string;
            /** @description The exact signed body, identical on every attempt. */
            payload: string;
            /** @description Why the delivery is `failed` (retries exhausted, URL refused, no webhook URL). */
            failureReason: string | null;
            log: components["schemas"]["AdminConsoleWebhookAttempt"][];
        };
        /** @description The delivery log, newest first. */
        AdminConsoleWebhookDeliveryLog: {
            /** @constant */
            success: true;
            deliveries: components["schemas"]["AdminConsoleWebhookDeliveryEntry"][];
        };
        /** @description One field of a collection schema. */
        AdminContentFieldDefinition: {
            /** @description Unique within the collection. */
            key: string;
            /** @description Defaults to the key on input. */
            label: string;
            /** @enum {string} */
            type: "text" | "date" | "time" | "number" | "url" | "boolean" | "select";
            /** @description Select fields only: 1 to 50 distinct values. */
            options?: string[];
            /** @description Every draft and published snapshot must have a value. */
            required?: boolean;
        };
        /** @description A collection schema, shared by Test and Live. */
        AdminContentSchema: {
            /** @description Send it back when saving. */
            revision: number;
            fields: components["schemas"]["AdminContentFieldDefinition"][];
            /** @description A website display convention only; not access control. */
            eventsHidden: boolean;
        };
        /** @description A collection of a website. */
        AdminContentCollection: {
            key: string;
            name: string;
            schema: components["schemas"]["AdminContentSchema"];
            /** @description Whether any Live entry is published; then schema changes need the `publish` role. */
            servesLive: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One collection. */
        AdminContentCollectionEnvelope: {
            /** @constant */
            success: true;
            collection: components["schemas"]["AdminContentCollection"];
        };
        /** @description Collections of a website. */
        AdminContentCollectionList: {
            /** @constant */
            success: true;
            collections: components["schemas"]["AdminContentCollection"][];
        };
        /** @description A new collection. */
        AdminContentCollectionInput: {
            key: string;
            name: string;
            fields?: components["schemas"]["AdminContentFieldDefinition"][];
            /** @default false */
            eventsHidden: boolean;
        };
        /** @description A schema save: the whole field list and the revision it was based on. */
        AdminContentSchemaSave: {
            /** @description The revision the client loaded. */
            revision: number;
            fields: components["schemas"]["AdminContentFieldDefinition"][];
            name?: string;
            eventsHidden?: boolean;
        };
        /** @description What an editor writes: a draft, or a published snapshot of one. */
        AdminContentEntryContent: {
            title: string;
            summary: string | null;
            /** Format: uri */
            image: string | null;
            fields: {
                [key: string]: components["schemas"]["ContentFieldValue"];
            };
        };
        /** @description An entry as an editor sees it, drafts included. */
        AdminContentEntry: {
            id: string;
            collection: string;
            environment: components["schemas"]["EnvironmentName"];
            /** @enum {string} */
            status: "draft" | "published" | "unpublished";
            /** @description Current slug. */
            slug: string;
            /** @description Slugs once public; they resolve to this entry. */
            formerSlugs: string[];
            draft: components["schemas"]["AdminContentEntryContent"];
            /** @description The published snapshot, or null if never published. */
            published: components["schemas"]["AdminContentEntryContent"] | null;
            /**
             * Format: date-time
             * @description First publication.
             */
            publishedAt: string | null;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One entry. */
        AdminContentEntryEnvelope: {
            /** @constant */
            success: true;
            entry: components["schemas"]["AdminContentEntry"];
        };
        /** @description Entries of a collection in one environment. */
        AdminContentEntryList: {
            /** @constant */
            success: true;
            entries: components["schemas"]["AdminContentEntry"][];
        };
        /** @description A new draft. */
        AdminContentEntryInput: {
            slug: string;
            title: string;
            summary?: string | null;
            /** Format: uri */
            image?: string | null;
            /** @description Values by field key, checked against the schema. */
            fields?: {
                [key: string]: components["schemas"]["ContentFieldValue"];
            };
        };
        /** @description A draft change; omitted properties stay, `fields` are merged and null clears one. */
        AdminContentEntryPatch: {
            title?: string;
            summary?: string | null;
            /** Format: uri */
            image?: string | null;
            fields?: {
                [key: string]: components["schemas"]["ContentFieldValue"];
            };
        };
        /** @description A new slug. */
        AdminContentSlugInput: {
            slug: string;
        };
        /** @description A content key as listed: never the plaintext or its hash. */
        AdminContentKey: {
            id: string;
            environment: components["schemas"]["EnvironmentName"];
            /** @description First characters of the key, for display; not secret. */
            prefix: string;
            /** @enum {string} */
            status: "active" | "revoked";
            label: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        /** @description One key. */
        AdminContentKeyEnvelope: {
            /** @constant */
            success: true;
            key: components["schemas"]["AdminContentKey"];
        };
        /** @description Content keys of a website. */
        AdminContentKeyList: {
            /** @constant */
            success: true;
            keys: components["schemas"]["AdminContentKey"][];
        };
        /** @description A newly issued key. */
        AdminContentKeyIssued: {
            /** @constant */
            success: true;
            key: components["schemas"]["AdminContentKey"];
            /** @description The full key for `X-Api-Key`; shown once and never again. */
            plaintext: string;
        };
        /** @description A key to issue. */
        AdminContentKeyInput: {
            environment: components["schemas"]["EnvironmentName"];
            label?: string | null;
        };
        /** @description A website's Content settings. */
        AdminContentSettings: {
            /** @description Off: every read is 403 CONTENT_DISABLED. */
            enabled: boolean;
            /** @description Exact browser origins allowed to read. */
            allowedOrigins: string[];
        };
        /** @description Content settings. */
        AdminContentSettingsEnvelope: {
            /** @constant */
            success: true;
            content: components["schemas"]["AdminContentSettings"];
        };
        /** @description Settings to change; omitted ones stay. */
        AdminContentSettingsInput: {
            enabled?: boolean;
            allowedOrigins?: string[];
        };
        /** @description Outcome of the last test notification. */
        AdminCaptureSiteTest: {
            /** Format: date-time */
            at: string;
            /** @description The address the test went to. */
            to: string;
            /**
             * @description accepted: the provider took the email (not proof of delivery).
             * @enum {string}
             */
            outcome: "accepted" | "failed";
            providerId: string | null;
            error: string | null;
        };
        /** @description A website's Form Capture site. **Our design:** draft → active (activate, needs a notification address), active → disabled (disable), disabled → active (resume); other moves are 409 INVALID_TRANSITION. */
        AdminCaptureSite: {
            /**
             * @description Captures are accepted only while active.
             * @enum {string}
             */
            status: "draft" | "active" | "disabled";
            /** @description Where alert emails go; null (drafts only) falls back to the server default. */
            notificationEmail: string | null;
            /** @description Form name used when a capture sends none. */
            defaultForm: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            activatedAt: string | null;
            /** Format: date-time */
            disabledAt: string | null;
            lastTest: components["schemas"]["AdminCaptureSiteTest"] | null;
        };
        /** @description Site settings; absent properties are left unchanged. */
        AdminCaptureSiteInput: {
            /** Format: email */
            notificationEmail?: string | null;
            defaultForm?: string;
        };
        AdminCaptureSiteEnvelope: {
            /** @constant */
            success: true;
            websiteId: string;
            site: components["schemas"]["AdminCaptureSite"];
        };
        AdminCaptureSiteTestResult: {
            /** @constant */
            success: true;
            websiteId: string;
            site: components["schemas"]["AdminCaptureSite"];
            test: components["schemas"]["AdminCaptureSiteTest"];
        };
        /** @description A capture key as listed: never its plaintext or hash. */
        AdminCaptureKey: {
            id: string;
            websiteId: string;
            /** @description First 16 characters of the key; not secret. */
            prefix: string;
            environment: components["schemas"]["EnvironmentName"];
            label: string | null;
            /**
             * @description Whether /v1/capture accepts the key.
             * @enum {string}
             */
            status: "active" | "revoked";
            /**
             * @description current: the environment's key; staged: its replacement, already accepted; retired: replaced by promotion; revoked: revoked directly.
             * @enum {string}
             */
            stage: "current" | "staged" | "retired" | "revoked";
            replaces: string | null;
            replacedBy: string | null;
            /** @description Used by a deployment in the last 24 hours of server time. */
            inUse: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        AdminCaptureKeyInput: {
            environment: components["schemas"]["EnvironmentName"];
            label?: string | null;
        };
        /** @description Options of a key action; all optional. */
        AdminCaptureKeyOptions: {
            /** @description Replacement only: label of the new key. */
            label?: string | null;
            /** @description Promote and revoke: retire the key even if a deployment used it in the last 24 hours. */
            force?: boolean;
            /** @description Revoke only: immediate revocation whatever the key’s use. */
            emergency?: boolean;
        };
        AdminCaptureKeyIssued: {
            /** @constant */
            success: true;
            key: components["schemas"]["AdminCaptureKey"];
            /** @description The key itself: shown in this response only, never again. */
            plaintext: string;
        };
        AdminCaptureKeyStaged: {
            /** @constant */
            success: true;
            key: components["schemas"]["AdminCaptureKey"];
            /** @description The replacement key: shown in this response only. */
            plaintext: string;
            current: components["schemas"]["AdminCaptureKey"];
        };
        AdminCaptureKeyList: {
            /** @constant */
            success: true;
            keys: components["schemas"]["AdminCaptureKey"][];
        };
        AdminCaptureKeyPromoted: {
            /** @constant */
            success: true;
            key: components["schemas"]["AdminCaptureKey"];
            retired: components["schemas"]["AdminCaptureKey"] | null;
        };
        AdminCaptureKeyRevoked: {
            /** @constant */
            success: true;
            key: components["schemas"]["AdminCaptureKey"];
            emergency: boolean;
            /** @description The staged replacement that became current, if the revoked key had one. */
            promoted: components["schemas"]["AdminCaptureKey"] | null;
        };
        /** @description Notification state of a stored submission: storage, acceptance and delivery are distinct outcomes. */
        AdminCaptureNotification: {
            /**
             * @description pending: stored, not tried; accepted: the provider took the email; failed: it did not (retry from the record); delivered: the provider confirmed delivery.
             * @enum {string}
             */
            status: "pending" | "accepted" | "failed" | "delivered";
            to: string | null;
            attempts: number;
            /** Format: date-time */
            lastAttemptAt: string | null;
            lastError: string | null;
            /** Format: date-time */
            acceptedAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            providerId: string | null;
        };
        AdminCaptureLeadState: {
            /** @enum {string} */
            status: "unread" | "active" | "closed" | "archived";
            assignee: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A stored Form Capture submission with everything retained. */
        AdminCaptureSubmission: {
            /** @description Permanent id (the one /v1/capture answered). */
            id: string;
            websiteId: string;
            environment: components["schemas"]["EnvironmentName"];
            form: string;
            page: string | null;
            /** @description Fields after sanitising. */
            fields: {
                [key: string]: string;
            };
            /** Format: date-time */
            receivedAt: string;
            context: components["schemas"]["AdminCaptureContext"];
            device: string | null;
            country: string | null;
            countryCode: string | null;
            /**
             * Format: date-time
             * @description When the retention job removed the raw IP.
             */
            ipRemovedAt: string | null;
            /** @description The key that stored it. */
            keyId: string;
            lead: components["schemas"]["AdminCaptureLeadState"];
            notification: components["schemas"]["AdminCaptureNotification"];
        };
        /** @description The visitor context as stored (only the properties that passed their rule, as sent); `ip` is removed after 30 days. */
        AdminCaptureContext: {
            /** @description IPv4 or IPv6 literal. */
            ip?: string;
            userAgent?: string;
            referrer?: string;
            landingPage?: string;
            language?: string;
            timezone?: string;
            screen?: string;
            utm?: components["schemas"]["CaptureUtm"];
        };
        /** @description Contact picked from common field names (name, fullName, full_name, firstName + lastName, email, company, phone, ...). */
        AdminCaptureContact: {
            name: string | null;
            email: string | null;
            company: string | null;
            phone: string | null;
        };
        /** @description A lead as the inbox shows it. */
        AdminCaptureLead: {
            id: string;
            websiteId: string;
            environment: components["schemas"]["EnvironmentName"];
            form: string;
            page: string | null;
            /** Format: date-time */
            receivedAt: string;
            /** @enum {string} */
            status: "unread" | "active" | "closed" | "archived";
            assignee: string | null;
            contact: components["schemas"]["AdminCaptureContact"];
            fields: {
                [key: string]: string;
            };
            device: string | null;
            country: string | null;
            countryCode: string | null;
            context: components["schemas"]["AdminCaptureContext"];
            /** @enum {string} */
            notification: "pending" | "accepted" | "failed" | "delivered";
        };
        AdminCaptureLeadScope: {
            websiteId: string;
            environment: components["schemas"]["EnvironmentName"];
        };
        AdminCaptureLeadList: {
            /** @constant */
            success: true;
            scope: components["schemas"]["AdminCaptureLeadScope"];
            /** @description Form names existing for the scope (for the form filter). */
            forms: string[];
            /** @description Leads matching the filters. */
            total: number;
            /** @description Page size applied. */
            limit: number;
            leads: components["schemas"]["AdminCaptureLead"][];
            /** @description Token of the next page; null on the last page. */
            nextPage: string | null;
        };
        /** @description A status move, an assignment, or both. */
        AdminCaptureLeadUpdate: {
            /** @enum {string} */
            status?: "unread" | "active" | "closed" | "archived";
            /** @description A website member with the leads role; null unassigns. */
            assignee?: string | null;
        };
        AdminCaptureLeadEnvelope: {
            /** @constant */
            success: true;
            lead: components["schemas"]["AdminCaptureLead"];
        };
        /** @description Every lead of the current selection (not paginated), with everything retained. */
        AdminCaptureLeadExport: {
            /** @constant */
            success: true;
            /** Format: date-time */
            exportedAt: string;
            scope: components["schemas"]["AdminCaptureLeadScope"];
            filters: {
                q: string;
                form: string | null;
                /** @enum {string} */
                status: "all" | "unread" | "active" | "closed" | "archived";
                /** @enum {string} */
                assignment: "everyone" | "me" | "unassigned";
            };
            count: number;
            leads: (components["schemas"]["AdminCaptureSubmission"] & {
                contact: components["schemas"]["AdminCaptureContact"];
            })[];
        };
        AdminCaptureSubmissionList: {
            /** @constant */
            success: true;
            submissions: components["schemas"]["AdminCaptureSubmission"][];
        };
        AdminCaptureSubmissionEnvelope: {
            /** @constant */
            success: true;
            submission: components["schemas"]["AdminCaptureSubmission"];
        };
        AdminCaptureNotificationResult: {
            /** @constant */
            success: true;
            id: string;
            notification: components["schemas"]["AdminCaptureNotification"];
        };
        /** @description The provider's delivery receipt. */
        AdminCaptureDeliveryReceipt: {
            /** @description If given, must match the accepted message. */
            providerId?: string;
        };
    };
    /** Responses shared by several operations, by name. */
    responses: {
        /** @description Malformed limit or cursor (a cursor of another website, environment or collection included). */
        ContentBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControlPrivate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
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
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Wrong website, environment or origin; Content disabled; draft access requested. */
        ContentForbidden: {
            headers: {
                "Svc-Fault": components["headers"]["SvcFault"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControlPrivate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
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
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description 600 reads per 15 minutes per key exceeded. */
        ContentTooManyRequests: {
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
        ContentKeyVerificationUnavailable: {
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
        /** @description Missing, invalid or revoked key. CORS headers are present so the widget can read the reason. */
        EngageUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Site not found or disabled, origin not allowed, or the endpoint's module is off. CORS headers are present so the widget can read the reason. */
        EngageForbidden: {
            headers: {
                "Svc-Fault": components["headers"]["SvcFault"];
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
        /** @description 120 requests per 15 minutes per site key, or 12 chat messages per minute per site key and visitor IP. */
        EngageTooManyRequests: {
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
        EngageKeyVerificationUnavailable: {
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
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such thread on this site, or the visitor token does not match it (one answer for every mismatch). */
        EngageConversationNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The stream token is missing, unknown, expired or for another thread, or the key it was issued under has been revoked. Get a new token. */
        EngageStreamUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The site is gone or disabled, the origin is not allowed, or chat is off. */
        EngageStreamForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description 3 streams and pending polls are open for this conversation already, or 200 for the site. */
        EngageTooManyStreams: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body or query breaks a rule or a limit; `fields` names the offending properties. */
        ConsoleBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Missing or invalid portal credentials. */
        ConsoleUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such site for this owner, or no such ticket or conversation on the site. */
        ConsoleNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The conversation is closed. */
        ConsoleConversationClosed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description A browser request from an origin that is not loopback, or whose
         *     `Sec-Fetch-Site` is neither `same-origin` nor `none`
         *     (`ADMIN_ORIGIN_DENIED`); or a request whose Host is neither the
         *     address the server listens on nor a loopback name (`ADMIN_HOST_DENIED`,
         *     against DNS rebinding).
         */
        AdminForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The server requires the admin token (it listens on a non-loopback
         *     address, or was given one) and the request did not carry it as
         *     `Authorization: Bearer <token>`.
         */
        AdminUnauthorized: {
            headers: {
                /** @description `Bearer realm="svc-reference-server-admin"`. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
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
        /** @description The request breaks a rule; `fields` names the offending properties. */
        AdminBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such resource. */
        AdminNotFound: {
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
        /** @description The website's identifier. */
        SiteId: string;
        /** @description The collection's key. */
        Collection: string;
        /** @description test or live; if sent, must agree with the key's environment (403 otherwise). */
        Environment: components["schemas"]["EnvironmentName"];
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
        /** @description The `conversationId` returned by a chat turn. */
        ConversationIdPath: string;
        /** @description The page's origin, as the browser sends it. */
        PreflightOrigin: string;
        /** @description The method of the request the browser is about to send. */
        PreflightRequestMethod: string;
        /** @description The headers of the request the browser is about to send. */
        PreflightRequestHeaders: string;
        /** @description A token from `POST /v1/engage/conversations/{conversationId}/stream`, valid 15 minutes for this thread. */
        StreamToken: string;
        /** @description The cursor (`<messages>-<status>`, such as `3-agent`) of the last event received; the events after it are sent first. */
        StreamAfter: string;
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
        /** @description The website's id. */
        AdminWebsiteId: string;
        /** @description The world's id. */
        AdminWorldId: string;
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
        /** @description Always `private, no-store`. */
        CacheControlPrivate: "private, no-store";
        /** @description Always `public, max-age=300`. */
        CacheControlPublic: "public, max-age=300";
        /** @description Always `public, max-age=31536000, immutable` (the name carries a hash of the content). */
        CacheControlImmutable: "public, max-age=31536000, immutable";
        /** @description Always `Accept-Encoding`. */
        VaryAcceptEncoding: "Accept-Encoding";
        /** @description `br` or `gzip` when the body is compressed; absent when it is not. */
        SdkContentEncoding: "br" | "gzip";
        /** @description `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`. */
        ConsoleCsp: string;
        /** @description `DENY`: the console is never framed. */
        ConsoleFrameOptions: string;
        /**
         * @description **Our design.** The injected fault (or `@svc/msw` scenario) that caused this answer, as `<id> <kind>`
         *     (`flt_2 rate_limit`); several are listed with `, `. Absent when the service's own rules answered. It is
         *     one of `x-svc-exposed-headers`, so a browser page under test (the widget's own tests, a customer's
         *     Playwright run) can tell an injected failure from a real one.
         */
        SvcFault: string;
        /** @description `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`: the renderer sets inline styles, and the page talks to this server only. */
        HttpReferenceCsp: string;
    };
    /** Path items shared by several paths (none in this contract). */
    pathItems: never;
}
/** JSON Schema definitions outside components (none in this contract). @public */
export type $defs = Record<string, never>;
/** Every operation of the contract by operationId: its parameters, request body and responses. @public */
export interface operations {
    /** List published entries of a collection (`GET /v1/content/{siteId}/{collection}`). */
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
    /** CORS preflight of a collection read (`OPTIONS /v1/content/{siteId}/{collection}`). */
    preflightContentEntries: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: string;
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": string;
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: string;
            };
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
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, OPTIONS";
                    "Access-Control-Allow-Headers"?: "X-Api-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** Read one published entry by slug (`GET /v1/content/{siteId}/{collection}/{slug}`). */
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
    /** CORS preflight of a single-entry read (`OPTIONS /v1/content/{siteId}/{collection}/{slug}`). */
    preflightContentEntry: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: string;
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": string;
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: string;
            };
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
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, OPTIONS";
                    "Access-Control-Allow-Headers"?: "X-Api-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
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
    /** CORS preflight of a capture (always refused) (`OPTIONS /v1/capture`). */
    preflightCapture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refused. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Download the embeddable loader script (`GET /v1/engage/sdk.js`). */
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
                    /** @description Entity tag of this build of the loader in this encoding. */
                    ETag?: string;
                    Vary: components["headers"]["VaryAcceptEncoding"];
                    "Content-Encoding": components["headers"]["SdkContentEncoding"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description The loader has not changed since the `If-None-Match` entity tag (our design). */
            304: {
                headers: {
                    /** @description Entity tag of this build of the loader in this encoding. */
                    ETag?: string;
                    "Cache-Control": components["headers"]["CacheControlPublic"];
                    Vary: components["headers"]["VaryAcceptEncoding"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No built loader is available in this deployment. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Download a file the loader imports (`GET /v1/engage/sdk/{file}`). */
    getEngageSdkFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's name, as the loader names it.
                 * @example panel-BHTLDP5y.js
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, JavaScript. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlImmutable"];
                    /** @description Entity tag of this file in this encoding. */
                    ETag?: string;
                    Vary: components["headers"]["VaryAcceptEncoding"];
                    "Content-Encoding": components["headers"]["SdkContentEncoding"];
                    /** @description Always `*`. */
                    "Access-Control-Allow-Origin"?: "*";
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description The file has not changed since the `If-None-Match` entity tag (our design). */
            304: {
                headers: {
                    /** @description Entity tag of this file in this encoding. */
                    ETag?: string;
                    "Cache-Control": components["headers"]["CacheControlImmutable"];
                    Vary: components["headers"]["VaryAcceptEncoding"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file of this name is served (a name of an older build, or none). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Read the site's widget configuration (`GET /v1/engage/config`). */
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
    /** CORS preflight of the configuration read (`OPTIONS /v1/engage/config`). */
    preflightEngageConfig: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: string;
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": string;
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, POST, OPTIONS";
                    "Access-Control-Allow-Headers"?: "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** Send one visitor chat turn (`POST /v1/engage/chat`). */
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
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing, invalid or revoked key, or (our design) the site accepts verified visitors only and the turn proves none. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Site not found or disabled, origin not allowed, chat off, or (our design) `visitor.hash` does not match `visitor.id`. */
            403: {
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
            429: components["responses"]["EngageTooManyRequests"];
            /** @description Key verification unavailable, or the assistant could not answer (the visitor's message is kept). */
            503: {
                headers: {
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
    /** CORS preflight of a chat turn (`OPTIONS /v1/engage/chat`). */
    preflightChatMessage: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: string;
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": string;
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, POST, OPTIONS";
                    "Access-Control-Allow-Headers"?: "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** Read the visitor's own thread (`GET /v1/engage/conversations/{conversationId}`). */
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
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    /** CORS preflight of a conversation read (`OPTIONS /v1/engage/conversations/{conversationId}`). */
    preflightConversation: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: string;
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": string;
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: string;
            };
            path: {
                /** @description The `conversationId` returned by a chat turn. */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, POST, OPTIONS";
                    "Access-Control-Allow-Headers"?: "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** Get a short-lived token for the thread's live events (`POST /v1/engage/conversations/{conversationId}/stream`). */
    createConversationStream: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
            };
            path: {
                /** @description The `conversationId` returned by a chat turn. */
                conversationId: components["parameters"]["ConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StreamRequest"];
            };
        };
        responses: {
            /** @description A stream token for this thread. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControlPrivate"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamGrant"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            404: components["responses"]["EngageConversationNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    /** CORS preflight of a stream token request (`OPTIONS /v1/engage/conversations/{conversationId}/stream`). */
    preflightConversationStream: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: components["parameters"]["PreflightOrigin"];
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": components["parameters"]["PreflightRequestMethod"];
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: components["parameters"]["PreflightRequestHeaders"];
            };
            path: {
                /** @description The `conversationId` returned by a chat turn. */
                conversationId: components["parameters"]["ConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, POST, OPTIONS";
                    "Access-Control-Allow-Headers"?: "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** Live events of the visitor's thread (server-sent events) (`GET /v1/engage/conversations/{conversationId}/events`). */
    streamConversationEvents: {
        parameters: {
            query: {
                /** @description A token from `POST /v1/engage/conversations/{conversationId}/stream`, valid 15 minutes for this thread. */
                streamToken: components["parameters"]["StreamToken"];
                /** @description The cursor (`<messages>-<status>`, such as `3-agent`) of the last event received; the events after it are sent first. */
                after?: components["parameters"]["StreamAfter"];
            };
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
                /** @description The cursor of the last event received; EventSource sends it when it reconnects by itself. Wins over `after`. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The `conversationId` returned by a chat turn. */
                conversationId: components["parameters"]["ConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream. It ends when the visitor disconnects or the stream token expires. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControlPrivate"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["EngageStreamUnauthorized"];
            403: components["responses"]["EngageStreamForbidden"];
            404: components["responses"]["EngageConversationNotFound"];
            429: components["responses"]["EngageTooManyStreams"];
        };
    };
    /** Live events of the visitor's thread (long poll) (`GET /v1/engage/conversations/{conversationId}/poll`). */
    pollConversationEvents: {
        parameters: {
            query: {
                /** @description A token from `POST /v1/engage/conversations/{conversationId}/stream`, valid 15 minutes for this thread. */
                streamToken: components["parameters"]["StreamToken"];
                /** @description The cursor (`<messages>-<status>`, such as `3-agent`) of the last event received; the events after it are sent first. */
                after?: components["parameters"]["StreamAfter"];
                /** @description Seconds to hold the request while nothing happens; 0 to 25, default 25. */
                wait?: number;
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
                conversationId: components["parameters"]["ConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events since `after` (possibly none) and the cursor to pass next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControlPrivate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationEventBatch"];
                };
            };
            /** @description `wait` or `after` is malformed. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["EngageStreamUnauthorized"];
            403: components["responses"]["EngageStreamForbidden"];
            404: components["responses"]["EngageConversationNotFound"];
            429: components["responses"]["EngageTooManyStreams"];
        };
    };
    /** Rate a closed conversation (`POST /v1/engage/conversations/{conversationId}/rating`). */
    rateConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
                 * @example https://demo.svc.example
                 */
                Origin?: components["parameters"]["Origin"];
            };
            path: {
                /** @description The `conversationId` returned by a chat turn. */
                conversationId: components["parameters"]["ConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RatingRequest"];
            };
        };
        responses: {
            /** @description The same rating was already stored (`duplicate` is true). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingResult"];
                };
            };
            /** @description The rating is stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingResult"];
                };
            };
            /** @description `score` is not good or bad, or `comment` is too long or holds control characters; `fields` names them. */
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
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            404: components["responses"]["EngageConversationNotFound"];
            /** @description The thread is not closed yet, or was already rated differently. */
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
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    /** CORS preflight of a rating (`OPTIONS /v1/engage/conversations/{conversationId}/rating`). */
    preflightConversationRating: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: components["parameters"]["PreflightOrigin"];
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": components["parameters"]["PreflightRequestMethod"];
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: components["parameters"]["PreflightRequestHeaders"];
            };
            path: {
                /** @description The `conversationId` returned by a chat turn. */
                conversationId: components["parameters"]["ConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, POST, OPTIONS";
                    "Access-Control-Allow-Headers"?: "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** Store a managed form submission (`POST /v1/engage/forms/{form}`). */
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
                    "application/json": components["schemas"]["ManagedFormResult"];
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
                    "application/json": components["schemas"]["ManagedFormResult"];
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
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            409: components["responses"]["EngageIdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    /** CORS preflight of a managed form submission (`OPTIONS /v1/engage/forms/{form}`). */
    preflightManagedForm: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: string;
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": string;
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: string;
            };
            path: {
                /** @description The form label. */
                form: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, POST, OPTIONS";
                    "Access-Control-Allow-Headers"?: "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** Create a support ticket (`POST /v1/engage/support`). */
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
                    "application/json": components["schemas"]["SupportTicketResult"];
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
                    "application/json": components["schemas"]["SupportTicketResult"];
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
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["EngageUnauthorized"];
            403: components["responses"]["EngageForbidden"];
            409: components["responses"]["EngageIdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["EngageTooManyRequests"];
            503: components["responses"]["EngageKeyVerificationUnavailable"];
        };
    };
    /** CORS preflight of a support ticket (`OPTIONS /v1/engage/support`). */
    preflightSupportTicket: {
        parameters: {
            query?: never;
            header: {
                /** @description The page's origin, as the browser sends it. */
                Origin: string;
                /** @description The method of the request the browser is about to send. */
                "Access-Control-Request-Method": string;
                /** @description The headers of the request the browser is about to send. */
                "Access-Control-Request-Headers"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed. */
            204: {
                headers: {
                    /** @description The request's Origin, reflected. */
                    "Access-Control-Allow-Origin"?: string;
                    "Access-Control-Allow-Methods"?: "GET, POST, OPTIONS";
                    "Access-Control-Allow-Headers"?: "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count";
                    "Access-Control-Max-Age"?: "600";
                    Vary?: "Origin";
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    /** List the caller's Engage sites (`GET /api/engage/sites`). */
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
    /** Create an Engage site (`POST /api/engage/sites`). */
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
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Change a site's settings (`PATCH /api/engage/sites/{siteId}`). */
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
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Read the site's knowledge (`GET /api/engage/sites/{siteId}/knowledge`). */
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
    /** Replace the site's knowledge (`PUT /api/engage/sites/{siteId}/knowledge`). */
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
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Issue a publishable key, revoking the previous one (`POST /api/engage/sites/{siteId}/keys`). */
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
    /** Read ticket and conversation counts and knowledge size (`GET /api/engage/sites/{siteId}/stats`). */
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
    /** List the site's ticket inbox (`GET /api/engage/sites/{siteId}/tickets`). */
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
    /** Reply to a ticket as an agent (`POST /api/engage/sites/{siteId}/tickets/{ticketId}/reply`). */
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
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** List chat transcripts (`GET /api/engage/sites/{siteId}/conversations`). */
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
    /** Take over a thread and reply as an agent (`POST /api/engage/sites/{siteId}/conversations/{conversationId}/reply`). */
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
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Hand a thread back to the assistant (`POST /api/engage/sites/{siteId}/conversations/{conversationId}/release`). */
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
    /** Close a thread (`POST /api/engage/sites/{siteId}/conversations/{conversationId}/close`). */
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
    /** Reopen a closed thread (`POST /api/engage/sites/{siteId}/conversations/{conversationId}/reopen`). */
    reopenSiteConversation: {
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
            /** @description The thread is open, with the status it had before it was closed (or its current status when it was not closed). */
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
    /** Tell the visitor an agent is typing (`POST /api/engage/sites/{siteId}/conversations/{conversationId}/typing`). */
    signalSiteConversationTyping: {
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
                "application/json": components["schemas"]["TypingRequest"];
            };
        };
        responses: {
            /** @description The signal went to the thread's open streams. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TypingResult"];
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
            409: components["responses"]["ConsoleConversationClosed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Make or rotate the identity-verification secret (`POST /api/engage/sites/{siteId}/identity/secret`). */
    rotateSiteIdentitySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description How long the replaced secret is still accepted, in seconds.
                     * @default 0
                     */
                    graceSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The new secret (shown once), and until when the replaced one is accepted. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description no-store; the secret is never shown again. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description The new `idsec_` secret. */
                        identitySecret: string;
                        /** Format: date-time */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description Until when the replaced secret is accepted; null when there was none or `graceSeconds` is 0.
                         */
                        previousSecretExpiresAt: string | null;
                    };
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Rotate the webhook signing secret (`POST /api/engage/sites/{siteId}/webhook/secret`). */
    rotateSiteWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Engage site's id. Sites of other owners are 404. */
                siteId: components["parameters"]["ConsoleSiteId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description How long the previous secret keeps signing, in seconds.
                     * @default 86400
                     */
                    graceSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The new secret, and when the previous one stops signing. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description The new `whsec_` secret. */
                        webhookSecret: string;
                        /**
                         * Format: date-time
                         * @description When the previous secret stops signing; null with `graceSeconds` 0.
                         */
                        previousSecretExpiresAt: string | null;
                    };
                };
            };
            400: components["responses"]["ConsoleBadRequest"];
            401: components["responses"]["ConsoleUnauthorized"];
            404: components["responses"]["ConsoleNotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Send one signed webhook.test event (`POST /api/engage/sites/{siteId}/webhook/test`). */
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
    /** Check that the reference server is up (`GET /health`). */
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminHealth"];
                };
            };
        };
    };
    /** Download this contract as JSON (`GET /openapi.json`). */
    getOpenapiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenapiDocument"];
                };
            };
        };
    };
    /** Reset all state (`POST /_admin/reset`). */
    adminReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    seed?: "demo" | "empty";
                };
            };
        };
        responses: {
            /** @description Reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminResetResult"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** List the worlds (`GET /_admin/worlds`). */
    adminListWorlds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The worlds and the limits they live under. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWorldList"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description **Our design.** Under a world's base URL: worlds do not nest, they are created at the root only. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Create a world (`POST /_admin/worlds`). */
    adminCreateWorld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminWorldInput"];
            };
        };
        responses: {
            /** @description The world, and the demo credentials when it was seeded with the demo. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWorldCreated"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description **Our design.** Under a world's base URL: worlds do not nest, they are created at the root only. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description **Our design.** The server already holds `--max-worlds` worlds.
             *     Delete one, or retry after `Retry-After` seconds, when the world
             *     idle the longest expires.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Create a world with an id of your choosing (`PUT /_admin/worlds/{worldId}`). */
    adminPutWorld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The world's id. */
                worldId: components["parameters"]["AdminWorldId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminWorldInput"];
            };
        };
        responses: {
            /** @description The world, and the demo credentials when it was seeded with the demo. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWorldCreated"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
            /** @description **Our design.** A world with this id exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description **Our design.** The server already holds `--max-worlds` worlds; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** End a world (`DELETE /_admin/worlds/{worldId}`). */
    adminDeleteWorld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The world's id. */
                worldId: components["parameters"]["AdminWorldId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOk"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Export the whole state (`GET /_admin/state`). */
    adminExportState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStateSnapshot"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Replace the whole state with a snapshot (`PUT /_admin/state`). */
    adminImportState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminStateSnapshot"];
            };
        };
        responses: {
            /** @description Imported; row counts per table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminImportResult"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Read the demo credentials (`GET /_admin/demo`). */
    adminGetDemo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The demo credentials, or null when the demo is not loaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDemo"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Read the server's clock (`GET /_admin/clock`). */
    adminGetClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClock"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Move the clock forward (time travel) (`POST /_admin/clock/advance`). */
    adminAdvanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seconds: number;
                };
            };
        };
        responses: {
            /** @description The new time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClock"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** List the notification emails the server accepted (`GET /_admin/outbox`). */
    adminListOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kept emails, oldest first, with how many were accepted and how many are no longer kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOutbox"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** List active faults (`GET /_admin/faults`). */
    adminListFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The faults. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFaultList"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Inject a fault (`POST /_admin/faults`). */
    adminInjectFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminFaultInput"];
            };
        };
        responses: {
            /** @description Injected. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFaultEnvelope"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Clear every fault (`DELETE /_admin/faults`). */
    adminClearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOk"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** End one fault (`DELETE /_admin/faults/{faultId}`). */
    adminEndFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fault's id, as `POST /_admin/faults` answered it (`flt_2`). */
                faultId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFaultEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Read the request journal (`GET /_admin/requests`). */
    adminListRequests: {
        parameters: {
            query?: {
                /** @description Only requests of this operation (an operationId). */
                operation?: string;
                /** @description `true` also lists the server's own traffic: the test console's calls and the files of the console, the HTTP reference and the widget (hidden by default, our design). */
                console?: "true" | "false";
                /** @description Only requests of this HTTP method (our design). */
                method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                /** @description Only requests whose path contains this text, case-insensitive (our design). */
                path?: string;
                /** @description Only requests made with a credential of this family (`sk_test`, `ck_live`, `pk_live`, `ptk`, `adm`, `vt`), or `none` for requests without one (our design). */
                keyFamily?: string;
                /** @description Only requests that arrived at or after this time, by the server clock (our design). */
                since?: string;
                /** @description Only requests that arrived at or before this time, by the server clock (our design). */
                until?: string;
                /**
                 * @description Free text, case-insensitive, searched in the path and query, the
                 *     request body and the response body as kept (our design).
                 */
                q?: string;
                /** @description Only requests answered with this status (`503`) or class (`4xx`, `5xx`). */
                status?: string;
                /** @description Requests per page (default 50). */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the journal, newest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRequestList"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Clear the request journal (`DELETE /_admin/requests`). */
    adminClearRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal is empty. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description How many requests the journal held. */
                        cleared: number;
                    };
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Verify what was sent (`POST /_admin/requests/expect`). */
    adminExpectRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRequestExpectation"];
            };
        };
        responses: {
            /** @description The expectation holds; the matching requests, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExpectationMet"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description The expectation does not hold; the closest requests and how each differs. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExpectationFailed"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Read one journalled request in full (`GET /_admin/requests/{requestId}`). */
    adminGetRequest: {
        parameters: {
            query?: {
                /**
                 * @description `credentials` answers the request headers as sent, keys included,
                 *     for a "copy as curl" that replays the call (our design: redacted
                 *     unless asked; admin endpoints are loopback-only or need the admin
                 *     token). Bodies stay redacted.
                 */
                reveal?: "credentials";
            };
            header?: never;
            path: {
                /** @description The request's id (its `X-Request-Id`). */
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRequestDetailEnvelope"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Follow the console's live feed (`GET /_admin/events`). */
    adminStreamEvents: {
        parameters: {
            query?: {
                /** @description As `Last-Event-ID`, for clients that cannot set headers. */
                lastEventId?: string;
            };
            header?: {
                /** @description The id of the last event received; the recent events after it are sent first. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (`event:` names the kind, `data:` is JSON). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description As many streams as the server allows are open already. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Open the test console (`GET /_console/`). */
    getConsole: {
        parameters: {
            query?: {
                /** @description The admin token, once; it becomes the `svc_admin_token` cookie. */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The console page. */
            200: {
                headers: {
                    "Content-Security-Policy": components["headers"]["ConsoleCsp"];
                    "X-Frame-Options": components["headers"]["ConsoleFrameOptions"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token was accepted and set as a cookie; go to `/_console/`. */
            303: {
                headers: {
                    /** @description `/_console/`. */
                    Location?: string;
                    /** @description `svc_admin_token=<token>; Path=/; HttpOnly; SameSite=Strict`. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description This deployment carries no built console. A browser (`Accept` with `text/html`) gets a page saying how to build it; any other client the error body. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/html": string;
                };
            };
        };
    };
    /** Download a file of the test console (`GET /_console/assets/{file}`). */
    getConsoleAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's hashed name. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "text/css": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such file in this build. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Open the HTTP reference (`GET /_docs/`). */
    getHttpReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page. */
            200: {
                headers: {
                    "Content-Security-Policy": components["headers"]["HttpReferenceCsp"];
                    "X-Frame-Options": components["headers"]["ConsoleFrameOptions"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description This deployment carries no renderer (`@svc/http-reference` is not installed). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Download a file of the HTTP reference (`GET /_docs/{file}`). */
    getHttpReferenceFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `init.js` or `scalar.js`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such file, or this deployment carries no renderer (`scalar.js`, from `@svc/http-reference`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** List websites (`GET /_admin/websites`). */
    adminListWebsites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The websites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebsiteList"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Create a website (`POST /_admin/websites`). */
    adminCreateWebsite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    members: components["schemas"]["AdminWebsiteMember"][];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebsiteEnvelope"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Read a website (`GET /_admin/websites/{websiteId}`). */
    adminGetWebsite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The website. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebsiteEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Replace a website's members (`PUT /_admin/websites/{websiteId}/members`). */
    adminSetWebsiteMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    members: components["schemas"]["AdminWebsiteMember"][];
                };
            };
        };
        responses: {
            /** @description The website. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebsiteEnvelope"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Issue a portal service credential for the console (`POST /_admin/console/portal-keys`). */
    adminIssuePortalKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminConsolePortalKeyRequest"];
            };
        };
        responses: {
            /** @description The new portal key, shown in full once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConsolePortalKeyIssued"];
                };
            };
            /** @description The body is not valid JSON, or the label is not text of at most 120 characters. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Read the webhook delivery log (`GET /_admin/webhooks/deliveries`). */
    adminListWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries of this Engage site. */
                siteId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery log. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConsoleWebhookDeliveryLog"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
        };
    };
    /** Resend one webhook delivery (`POST /_admin/webhooks/deliveries/{deliveryId}/resend`). */
    adminResendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery's id. */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery after the attempt. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        delivery: components["schemas"]["AdminConsoleWebhookDeliveryEntry"];
                    };
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
            /** @description The site has no webhook URL to send to. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** List a website's collections (`GET /_admin/content/websites/{websiteId}/collections`). */
    adminContentListCollections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collections, by key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentCollectionList"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            /** @description A browser request from an origin that is not loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Create a collection (`POST /_admin/content/websites/{websiteId}/collections`). */
    adminContentCreateCollection: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentCollectionInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentCollectionEnvelope"];
                };
            };
            /** @description The body breaks a rule; `fields` names the offending properties or schema fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A collection with this key exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Read a collection and its schema (`GET /_admin/content/websites/{websiteId}/collections/{collection}`). */
    adminContentGetCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentCollectionEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            /** @description A browser request from an origin that is not loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Save a collection schema (`PUT /_admin/content/websites/{websiteId}/collections/{collection}`). */
    adminContentSaveSchema: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentSchemaSave"];
            };
        };
        responses: {
            /** @description Saved; the revision is bumped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentCollectionEnvelope"];
                };
            };
            /** @description The body breaks a rule; `fields` names the offending properties or schema fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The schema changed since the loaded revision (reload it), or the change would invalidate stored entries. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** List a collection's entries in one environment (`GET /_admin/content/websites/{websiteId}/collections/{collection}/entries`). */
    adminContentListEntries: {
        parameters: {
            query: {
                /** @description The environment of the entries: test or live. */
                environment: components["schemas"]["EnvironmentName"];
            };
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryList"];
                };
            };
            /** @description environment is missing or not test or live. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            /** @description A browser request from an origin that is not loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Create a draft entry (`POST /_admin/content/websites/{websiteId}/collections/{collection}/entries`). */
    adminContentCreateEntry: {
        parameters: {
            query: {
                /** @description The environment of the entries: test or live. */
                environment: components["schemas"]["EnvironmentName"];
            };
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentEntryInput"];
            };
        };
        responses: {
            /** @description The draft. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryEnvelope"];
                };
            };
            /** @description The body breaks a rule; `fields` names the offending properties or field keys. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The slug is used by another entry (current or former slug). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Change a draft (`PATCH /_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}`). */
    adminContentUpdateEntry: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
                /** @description The entry's id. */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentEntryPatch"];
            };
        };
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryEnvelope"];
                };
            };
            /** @description The body breaks a rule; `fields` names the offending properties or field keys. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection, entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Publish an entry (`POST /_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/publish`). */
    adminContentPublishEntry: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
                /** @description The entry's id. */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryEnvelope"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection, entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Unpublish an entry (`POST /_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/unpublish`). */
    adminContentUnpublishEntry: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
                /** @description The entry's id. */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unpublished entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryEnvelope"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection, entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The entry was never published. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Change an entry's slug (`POST /_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/slug`). */
    adminContentChangeSlug: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
                /** @description The collection's key. */
                collection: components["parameters"]["Collection"];
                /** @description The entry's id. */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentSlugInput"];
            };
        };
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryEnvelope"];
                };
            };
            /** @description The slug does not match the pattern. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website, collection, entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The slug is used by another entry (current or former slug). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** List a website's content keys (`GET /_admin/content/websites/{websiteId}/keys`). */
    adminContentListKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentKeyList"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            /** @description A browser request from an origin that is not loopback. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Issue a content key (`POST /_admin/content/websites/{websiteId}/keys`). */
    adminContentIssueKey: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentKeyInput"];
            };
        };
        responses: {
            /** @description The key, with its plaintext shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentKeyIssued"];
                };
            };
            /** @description The body breaks a rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Revoke a content key (`POST /_admin/content/keys/{keyId}/revoke`). */
    adminContentRevokeKey: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The content key's id. */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentKeyEnvelope"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Change a website's Content settings (`PATCH /_admin/content/websites/{websiteId}/settings`). */
    adminContentUpdateSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The member making the change; roles are read from the stored website record on every request.
                 * @example user_demo
                 */
                "X-Identity-Sub": string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminContentSettingsInput"];
            };
        };
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentSettingsEnvelope"];
                };
            };
            /** @description The body breaks a rule. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No `X-Identity-Sub`: changes are made by a website member. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such website. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Read a website's Form Capture site (`GET /_admin/capture/websites/{websiteId}/site`). */
    adminGetCaptureSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSiteEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such website, or it has no Form Capture site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Configure the Form Capture site (`PUT /_admin/capture/websites/{websiteId}/site`). */
    adminConfigureCaptureSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCaptureSiteInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSiteEnvelope"];
                };
            };
            /** @description Created as a draft. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSiteEnvelope"];
                };
            };
            /** @description A malformed setting. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Send a test notification (`POST /_admin/capture/websites/{websiteId}/site/test`). */
    adminTestCaptureSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tested; see `test.outcome`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSiteTestResult"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such website, or it has no Form Capture site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Activate a draft site (`POST /_admin/capture/websites/{websiteId}/site/activate`). */
    adminActivateCaptureSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSiteEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such website, or it has no Form Capture site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The move is not allowed from the current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Disable an active site (`POST /_admin/capture/websites/{websiteId}/site/disable`). */
    adminDisableCaptureSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSiteEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such website, or it has no Form Capture site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The move is not allowed from the current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Resume a disabled site (`POST /_admin/capture/websites/{websiteId}/site/resume`). */
    adminResumeCaptureSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSiteEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such website, or it has no Form Capture site. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The move is not allowed from the current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** List a website's capture keys (`GET /_admin/capture/websites/{websiteId}/keys`). */
    adminListCaptureKeys: {
        parameters: {
            query?: {
                /** @description Only keys of this environment. */
                environment?: components["schemas"]["EnvironmentName"];
            };
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureKeyList"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Issue a capture key (`POST /_admin/capture/websites/{websiteId}/keys`). */
    adminIssueCaptureKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCaptureKeyInput"];
            };
        };
        responses: {
            /** @description Issued. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureKeyIssued"];
                };
            };
            /** @description No valid environment. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
            /** @description The environment already has a key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Stage a replacement key (`POST /_admin/capture/keys/{keyId}/replacement`). */
    adminStageCaptureKeyReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The capture key's id. */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminCaptureKeyOptions"];
            };
        };
        responses: {
            /** @description Staged. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureKeyStaged"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such capture key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The move is not allowed from the current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Promote a staged key (`POST /_admin/capture/keys/{keyId}/promote`). */
    adminPromoteCaptureKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The capture key's id. */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminCaptureKeyOptions"];
            };
        };
        responses: {
            /** @description Promoted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureKeyPromoted"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such capture key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a staged key, or the old key is still in use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Revoke a capture key (`POST /_admin/capture/keys/{keyId}/revoke`). */
    adminRevokeCaptureKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The capture key's id. */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminCaptureKeyOptions"];
            };
        };
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureKeyRevoked"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such capture key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Already revoked, or still in use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** Open the leads inbox (`GET /_admin/capture/websites/{websiteId}/leads`). */
    adminListCaptureLeads: {
        parameters: {
            query: {
                /** @description The inbox scope is a website and an environment, chosen before opening. */
                environment: components["schemas"]["EnvironmentName"];
                /** @description Search: every word must appear in some field value (any field name), the form, the page or the id; case and accents are ignored. */
                q?: string;
                /** @description Only leads of this form (see `forms`). */
                form?: string;
                /** @description **Our design:** `active` is every open lead (unread included); `closed` covers closed and archived; `archived` only archived. */
                status?: "all" | "unread" | "active" | "closed" | "archived";
                /** @description `me` is the person named by X-Identity-Sub (required then). */
                assignment?: "everyone" | "me" | "unassigned";
                /** @description Page size; default 25; above 100 is applied as 100. */
                limit?: number;
                /** @description Token from `nextPage` (a keyset position: newer arrivals never shift later pages). */
                page?: string;
            };
            header?: {
                /** @description The person working the inbox; must hold the leads or manage role. Without it the admin API acts as the operator. */
                "X-Identity-Sub"?: string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of leads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureLeadList"];
                };
            };
            /** @description A malformed filter, limit or page token, or assignment=me without X-Identity-Sub. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            /** @description A cross-site request, or an identity without the leads or manage role. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Export the current selection (`GET /_admin/capture/websites/{websiteId}/leads/export`). */
    adminExportCaptureLeads: {
        parameters: {
            query: {
                /** @description The inbox scope is a website and an environment, chosen before opening. */
                environment: components["schemas"]["EnvironmentName"];
                /** @description Search: every word must appear in some field value (any field name), the form, the page or the id; case and accents are ignored. */
                q?: string;
                /** @description Only leads of this form (see `forms`). */
                form?: string;
                /** @description **Our design:** `active` is every open lead (unread included); `closed` covers closed and archived; `archived` only archived. */
                status?: "all" | "unread" | "active" | "closed" | "archived";
                /** @description `me` is the person named by X-Identity-Sub (required then). */
                assignment?: "everyone" | "me" | "unassigned";
                /** @description json (default) or csv. */
                format?: "json" | "csv";
            };
            header?: {
                /** @description The person working the inbox; must hold the leads or manage role. Without it the admin API acts as the operator. */
                "X-Identity-Sub"?: string;
            };
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": components["schemas"]["AdminCaptureLeadExport"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            /** @description A cross-site request, or an identity without the leads or manage role. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Read one lead (`GET /_admin/capture/leads/{leadId}`). */
    adminGetCaptureLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The person acting; must hold the leads or manage role on the website. */
                "X-Identity-Sub"?: string;
            };
            path: {
                /** @description The lead's permanent id (the submission id). */
                leadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureLeadEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            /** @description A cross-site request, or an identity without the leads or manage role. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such lead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Change the status or assignee of a lead (`PATCH /_admin/capture/leads/{leadId}`). */
    adminUpdateCaptureLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The person acting; must hold the leads or manage role on the website. */
                "X-Identity-Sub"?: string;
            };
            path: {
                /** @description The lead's permanent id (the submission id). */
                leadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCaptureLeadUpdate"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureLeadEnvelope"];
                };
            };
            /** @description An unknown status, an assignee without the leads role, or nothing to change. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            /** @description A cross-site request, or an identity without the leads or manage role. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such lead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The move is not allowed from the current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    /** List a website's stored submissions (`GET /_admin/capture/websites/{websiteId}/submissions`). */
    adminListCaptureSubmissions: {
        parameters: {
            query?: {
                /** @description Only submissions of this environment. */
                environment?: components["schemas"]["EnvironmentName"];
            };
            header?: never;
            path: {
                /** @description The website's id. */
                websiteId: components["parameters"]["AdminWebsiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSubmissionList"];
                };
            };
            400: components["responses"]["AdminBadRequest"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["AdminNotFound"];
        };
    };
    /** Read a stored submission (`GET /_admin/capture/submissions/{submissionId}`). */
    adminGetCaptureSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The submission's permanent id. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureSubmissionEnvelope"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such submission. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Retry the team notification (`POST /_admin/capture/submissions/{submissionId}/notify`). */
    adminRetryCaptureNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The submission's permanent id. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tried; see `notification.status`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureNotificationResult"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such submission. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The move is not allowed from the current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    /** Record the provider's delivery receipt (`POST /_admin/capture/submissions/{submissionId}/delivered`). */
    adminConfirmCaptureDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The submission's permanent id. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminCaptureDeliveryReceipt"];
            };
        };
        responses: {
            /** @description Delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaptureNotificationResult"];
                };
            };
            /** @description The receipt names another message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description No such submission. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The move is not allowed from the current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
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
