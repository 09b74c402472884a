// Generated from openapi.yaml by scripts/gen.ts (openapi-typescript, the operations tagged Content). Do not edit: run `pnpm gen`.
/* eslint-disable */
/** Every path of the Content API, by URL template, with its operations by method. @public */
export interface paths {
    /** GET: List published entries of a collection. */
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
    /** GET: Read one published entry by slug. */
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
}
/** Every webhook event the service sends, by event type. @public */
export type webhooks = Record<string, never>;
/** The reusable parts of the Content API: schemas, responses, parameters and headers. @public */
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
    };
    /** Parameters shared by several operations, by name. */
    parameters: {
        /** @description The website's identifier. */
        SiteId: string;
        /** @description The collection's key. */
        Collection: string;
        /** @description test or live; if sent, must agree with the key's environment (403 otherwise). */
        Environment: components["schemas"]["EnvironmentName"];
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
/** Every operation of the Content API by operationId: its parameters, request body and responses. @public */
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
}
