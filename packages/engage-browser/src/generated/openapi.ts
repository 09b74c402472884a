// Generated from openapi.yaml by scripts/gen.ts (openapi-typescript, the operations tagged Engage). Do not edit: run `pnpm gen`.
/* eslint-disable */
/** Every path of Engage's visitor API, by URL template, with its operations by method. @public */
export interface paths {
    /** GET: Read the site's widget configuration. */
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
    /** POST: Send one visitor chat turn. */
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** GET: Read the visitor's own thread. */
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
    /** POST: Get a short-lived token for the thread's live events. */
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
        options?: never;
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
    /** POST: Rate a closed conversation. */
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    /** POST: Store a managed form submission. */
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
    /** POST: Create a support ticket. */
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
/** Every webhook event the service sends, by event type. @public */
export type webhooks = Record<string, never>;
/** The reusable parts of Engage's visitor API: schemas, responses, parameters and headers. @public */
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
    };
    /** Responses shared by several operations, by name. */
    responses: {
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
         * @description Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.
         * @example https://demo.svc.example
         */
        Origin: string;
        /** @description The `conversationId` returned by a chat turn. */
        ConversationIdPath: string;
        /** @description A token from `POST /v1/engage/conversations/{conversationId}/stream`, valid 15 minutes for this thread. */
        StreamToken: string;
        /** @description The cursor (`<messages>-<status>`, such as `3-agent`) of the last event received; the events after it are sent first. */
        StreamAfter: string;
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
/** Every operation of Engage's visitor API by operationId: its parameters, request body and responses. @public */
export interface operations {
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
}
