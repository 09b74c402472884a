// Generated from openapi.yaml by scripts/gen.ts (the contract as data). Do not edit: run `pnpm gen`.
/* eslint-disable */
/** The svc OpenAPI 3.1 document, aliases resolved. @public */
export const openapiDocument: Readonly<Record<string, unknown>> = {
  "openapi": "3.1.0",
  "info": {
    "title": "svc API",
    "version": "1.0.0",
    "summary": "Content, Form Capture and Engage interfaces of the svc service.",
    "description": "The contract of the svc service: the read-only **Content** API, the\nserver-to-server **Form Capture** API, and **Engage** (AI chat, managed\nforms, support desk and the console endpoints under `/api/engage/sites`).\n\nEverything stated by the service description is reproduced here word for\nword (messages, limits, status codes, headers). Where the description says\n\"not shown\", this document carries our design, and every such place says\n**Our design** in its description.\n\n## Conventions\n- Every error body is an `ErrorBody`: `success: false`, a stable\n  machine-readable `code` (our design, except the codes the service names:\n  `CORS_ORIGIN_DENIED`, `MODULE_DISABLED`, `IDENTITY_REQUIRED`,\n  `ASSISTANT_UNAVAILABLE`) and the service's human `message`.\n- Every response carries `X-Request-Id` (our design).\n- Every authenticated Capture and Engage response whose key was verified\n  carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`\n  (seconds until the window resets); Content responses carry them too\n  (our design). 429 and 503 responses carry `Retry-After` (seconds).\n- String lengths (every `maxLength` and every \"at most N characters\") are\n  counted in Unicode code points, as JSON Schema counts them: an emoji is\n  one character (our design, the same for every rule).\n- Labels and names (form labels, default forms and form policy labels;\n  site, website, collection, member and assistant names; launcher\n  labels; field labels and select options; content, capture and portal\n  key labels; entry and knowledge article titles and tags; visitor and\n  support names and support categories) that contain control characters\n  (U+0000 to U+001F, U+007F to U+009F) are refused with a 400 whose\n  `message` is \"<field> must not contain control characters\" and whose\n  `fields` names the field (our design, the same everywhere; a support\n  name gets the support desk's own `NAME_AND_EMAIL_REQUIRED`). Free text\n  (messages, greetings, field values) keeps them as sent.\n- A change the reference server cannot make durable (its `--data` file\n  cannot be written) answers 503 `STORAGE_UNAVAILABLE` with\n  `Retry-After`, and the change is undone: nothing is stored, emailed or\n  delivered for it (our design).\n- Request bodies are at most 1 MiB on the reference server; a larger one\n  is a 413 `PAYLOAD_TOO_LARGE` before it is parsed (our design).\n- JSON bodies nest arrays and objects at most 64 levels deep; a deeper\n  one is a 400 `VALIDATION_FAILED` naming the limit, before it is parsed\n  (our design).\n- Error messages are bounded: at most 1,000 characters, and `fields`\n  names at most 20 properties (our design).\n- A method a path does not have answers 405 `METHOD_NOT_ALLOWED` with\n  an `Allow` header listing the methods it has (our design).\n- Every error under `/v1` answered to a browser request (one with\n  `Origin`) carries `Access-Control-Allow-Origin` (the request's origin)\n  and `Access-Control-Expose-Headers`, so the page's code can read its\n  `code` and `message`; success still needs an allowed origin. CORS\n  preflights are the `OPTIONS` operations (our design).\n- Machine-readable extensions: `x-svc-pagination` (cursor in, next cursor\n  out), `x-svc-retry` (statuses worth retrying and the headers that say\n  when), `x-svc-idempotency` (header, key format, scope, fingerprint),\n  `x-svc-exposed-headers` (the response headers every interface lets a\n  browser page read, in order: the `Access-Control-Expose-Headers`\n  value), `x-svc-codes` on `ErrorBody.code` (every documented error\n  code, by the status that carries it). `@svc/spec` generates its\n  limits, patterns, enums, exposed headers and error codes from them.\n- Webhooks follow Standard Webhooks (https://www.standardwebhooks.com):\n  `webhook-id`, `webhook-timestamp`, and `webhook-signature: v1,<base64\n  HMAC-SHA256 of \"id.timestamp.body\">` keyed by the site's `whsec_`\n  secret; receivers reject timestamps more than 5 minutes away from now.\n  Our design.\n",
    "contact": {
      "name": "svc SDK team",
      "url": "https://github.com/svc/svc"
    },
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "https://api.svc.example",
      "description": "Hosted service"
    },
    {
      "url": "http://127.0.0.1:4010",
      "description": "Reference server (`pnpm start`)"
    },
    {
      "url": "http://127.0.0.1:4010/w/{worldId}",
      "description": "A world of the reference server (our design): a whole service of its\nown, created with `POST /_admin/worlds`, answering every path of this\ndocument over its own state, clock, keys, faults and outbox. Once the\nworld has ended (deleted, or idle past its time) every path answers\n404 `NOT_FOUND` (\"no such world\").\n",
      "variables": {
        "worldId": {
          "default": "wld_0000000000000000",
          "description": "The id `POST /_admin/worlds` answered."
        }
      }
    }
  ],
  "tags": [
    {
      "name": "Content",
      "description": "Read-only delivery of published entries from website-owned collections, scoped by website and environment."
    },
    {
      "name": "Form Capture",
      "description": "Server-to-server storage of form submissions. Browser calls are refused by CORS."
    },
    {
      "name": "Engage",
      "description": "Public endpoints for the embeddable widget (AI chat, managed forms, support desk), called from browsers and apps with a publishable key."
    },
    {
      "name": "Engage Console",
      "description": "Console management of Engage sites, keys, knowledge, tickets and conversations, authenticated by the portal's service credentials."
    },
    {
      "name": "Engage Webhooks",
      "description": "Events the service sends to a site's webhook URL (chat escalations, conversation ratings and console test events), signed with Standard Webhooks."
    },
    {
      "name": "Reference Server Admin",
      "description": "Reference server only (not part of the hosted service) — health, the contract, and test control under /_admin (reset, state export and import, time travel, outbox, webhook delivery log, fault injection, websites, content, Form Capture sites, keys and leads). Admin endpoints refuse browser requests from non-loopback origins or with a cross-site `Sec-Fetch-Site`, requests for a Host other than the listen address or a loopback name (DNS rebinding), and, when the server listens on a non-loopback address, requests without the admin token (`AdminToken`)."
    }
  ],
  "security": [],
  "x-svc-exposed-headers": [
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "Retry-After",
    "X-Request-Id"
  ],
  "paths": {
    "/v1/content/{siteId}/{collection}": {
      "options": {
        "operationId": "preflightContentEntries",
        "summary": "CORS preflight of a collection read",
        "description": "**Our design:** the CORS preflight of a Content read. Browsers send it\nbefore a read with `X-Api-Key`.\n",
        "tags": [
          "Content"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/SiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "Origin",
            "in": "header",
            "required": true,
            "description": "The page's origin, as the browser sends it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Method",
            "in": "header",
            "required": true,
            "description": "The method of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Headers",
            "in": "header",
            "required": false,
            "description": "The headers of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "X-Api-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "get": {
        "operationId": "listContentEntries",
        "summary": "List published entries of a collection",
        "description": "Returns one page of published entries. To page, set `cursor` to\n`meta.nextCursor` on the same scoped URL until `nextCursor` is null. A\ncursor is valid only for the website, environment and collection that\nissued it. Drafts are never returned; unpublished entries are absent.\n`meta.count` counts the items in this page only.\n\n**Our design:** entries are ordered by `publishedAt` descending, then\n`id`; cursors are keyset positions, so a page's cost does not grow with\nits depth and concurrent writes never shift later pages. A `limit`\nabove 200 is applied as 200 (`meta.limit` reports the size applied);\na limit that is not a positive integer is a 400.\n",
        "tags": [
          "Content"
        ],
        "security": [
          {
            "ContentKey": []
          }
        ],
        "x-svc-pagination": {
          "style": "cursor",
          "cursorParam": "cursor",
          "limitParam": "limit",
          "items": "$response.body#/items",
          "nextCursor": "$response.body#/meta/nextCursor"
        },
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": true
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/SiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "Page size; default 100, maximum 200 (larger values are applied as 200).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 100,
              "x-svc-maximum-applied": 200
            }
          },
          {
            "name": "cursor",
            "in": "query",
            "required": false,
            "description": "Opaque cursor from `meta.nextCursor` of the previous page.",
            "schema": {
              "type": "string",
              "maxLength": 512
            }
          },
          {
            "$ref": "#/components/parameters/Environment"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of published entries.",
            "headers": {
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPrivate"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ContentEntryList"
                },
                "examples": {
                  "firstPage": {
                    "summary": "A page with a further page",
                    "value": {
                      "items": [
                        {
                          "id": "ent_01HZX3M9K2",
                          "title": "Spring open day",
                          "slug": "spring-open-day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://cdn.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "time": "10:00",
                            "capacity": 40,
                            "bookingUrl": "https://example.org/book",
                            "free": true,
                            "kind": "workshop"
                          },
                          "publishedAt": "2026-03-01T09:00:00Z",
                          "updatedAt": "2026-03-02T12:30:00Z"
                        }
                      ],
                      "collection": "events",
                      "meta": {
                        "siteId": "site_demo",
                        "environment": "live",
                        "count": 1,
                        "limit": 1,
                        "nextCursor": "eyJ2IjoxfQ.c2lnbmF0dXJl",
                        "generatedAt": "2026-03-05T08:00:00Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ContentBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ContentUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/ContentForbidden"
          },
          "404": {
            "$ref": "#/components/responses/ContentNotFound"
          },
          "429": {
            "$ref": "#/components/responses/ContentTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ContentKeyVerificationUnavailable"
          }
        }
      }
    },
    "/v1/content/{siteId}/{collection}/{slug}": {
      "options": {
        "operationId": "preflightContentEntry",
        "summary": "CORS preflight of a single-entry read",
        "description": "**Our design:** the CORS preflight of a Content read. Browsers send it\nbefore a read with `X-Api-Key`.\n",
        "tags": [
          "Content"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/SiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "slug",
            "in": "path",
            "required": true,
            "description": "Current or former published slug of the entry.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Origin",
            "in": "header",
            "required": true,
            "description": "The page's origin, as the browser sends it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Method",
            "in": "header",
            "required": true,
            "description": "The method of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Headers",
            "in": "header",
            "required": false,
            "description": "The headers of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "X-Api-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "get": {
        "operationId": "getContentEntry",
        "summary": "Read one published entry by slug",
        "description": "Returns one published entry. A former published slug resolves to the\nsame entry; `item.canonicalSlug` gives the current slug. Unpublished\nentries and drafts are 404.\n\n**Our design:** `meta` on a single read carries `siteId`,\n`environment` and `generatedAt`.\n",
        "tags": [
          "Content"
        ],
        "security": [
          {
            "ContentKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": true
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/SiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "slug",
            "in": "path",
            "required": true,
            "description": "Current or former published slug of the entry.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            }
          },
          {
            "$ref": "#/components/parameters/Environment"
          }
        ],
        "responses": {
          "200": {
            "description": "The entry.",
            "headers": {
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPrivate"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ContentEntryRead"
                },
                "examples": {
                  "formerSlug": {
                    "summary": "Read through a former slug",
                    "value": {
                      "item": {
                        "id": "ent_01HZX3M9K2",
                        "title": "Spring open day",
                        "slug": "spring-open-day",
                        "canonicalSlug": "spring-open-day",
                        "summary": "Tour the studio and meet the team.",
                        "image": null,
                        "fields": {
                          "date": "2026-04-18"
                        },
                        "publishedAt": "2026-03-01T09:00:00Z",
                        "updatedAt": "2026-03-02T12:30:00Z"
                      },
                      "meta": {
                        "siteId": "site_demo",
                        "environment": "live",
                        "generatedAt": "2026-03-05T08:00:00Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ContentBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ContentUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/ContentForbidden"
          },
          "404": {
            "$ref": "#/components/responses/ContentNotFound"
          },
          "429": {
            "$ref": "#/components/responses/ContentTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ContentKeyVerificationUnavailable"
          }
        }
      }
    },
    "/v1/capture": {
      "options": {
        "operationId": "preflightCapture",
        "summary": "CORS preflight of a capture (always refused)",
        "description": "Calls must come from a server, so a browser's preflight is refused\nlike the request it announces: 403 `CORS_ORIGIN_DENIED`, with no\n`Access-Control-Allow-*` headers, so the browser never sends the\nrequest.\n",
        "tags": [
          "Form Capture"
        ],
        "security": [],
        "responses": {
          "403": {
            "description": "Refused.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "refused": {
                    "value": {
                      "success": false,
                      "code": "CORS_ORIGIN_DENIED",
                      "message": "Not allowed by CORS"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "createCapture",
        "summary": "Store a form submission",
        "description": "Called from the customer's server with the site key in `X-Api-Key`\n(alias `X-Service-Key`). When both headers are sent, `X-Api-Key` wins\nand `X-Service-Key` is ignored (our design; an empty `X-Api-Key`\ncounts as not sent). The service sanitises the fields, validates\neach context property on its own (a malformed one is dropped\nsilently), stores the record, then tries the team notification.\nStorage, notification acceptance and confirmed delivery are distinct\noutcomes: a stored submission does not prove that an email arrived.\n\nField sanitising, in order: (1) at most 20 fields, extra fields dropped\nin object order; (2) names trimmed to 40 characters keeping only\n`A-Z a-z 0-9 _ -`, a name that becomes empty is dropped; (3) values\nconverted to strings, trimmed and cut at 2,000 characters, null and\nundefined dropped; (4) nested objects and arrays stringified; (5)\nhoneypot fields are not filtered, the caller drops them.\n\nBrowser requests (any `Origin` header), preflight included, are\nrefused with 403 `CORS_ORIGIN_DENIED`.\n\n**Our design:** a `form` longer than 40 characters or a `page` longer\nthan 200 characters is a 400 `VALIDATION_FAILED` rather than silently\ncut.\n",
        "tags": [
          "Form Capture"
        ],
        "security": [
          {
            "CaptureKey": []
          },
          {
            "CaptureServiceKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": false,
          "safeWithIdempotencyKey": true
        },
        "x-svc-idempotency": {
          "header": "Idempotency-Key",
          "pattern": "^[A-Za-z0-9_-]{8,100}$",
          "malformed": "ignored",
          "scope": "site",
          "fingerprint": [
            "form",
            "page",
            "fields"
          ],
          "fieldOrderSignificant": false,
          "replayStatus": 200,
          "conflictStatus": 409
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CaptureRequest"
              },
              "examples": {
                "contactWithContext": {
                  "summary": "Contact form with visitor context",
                  "value": {
                    "form": "contact",
                    "page": "/contact",
                    "fields": {
                      "name": "Ada Lovelace",
                      "email": "ada@example.org",
                      "message": "I would like a quote."
                    },
                    "context": {
                      "ip": "203.0.113.7",
                      "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
                      "referrer": "https://www.google.com/",
                      "landingPage": "/pricing?plan=pro",
                      "language": "en-GB",
                      "timezone": "Europe/London",
                      "screen": "390x844",
                      "utm": {
                        "source": "newsletter",
                        "medium": "email",
                        "campaign": "spring"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Replay of an Idempotency-Key with identical content; the original id is returned.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CaptureResult"
                },
                "examples": {
                  "replay": {
                    "value": {
                      "success": true,
                      "id": "sub_01HZX4A7QK5V",
                      "duplicate": true
                    }
                  }
                }
              }
            }
          },
          "201": {
            "description": "Stored.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CaptureResult"
                },
                "examples": {
                  "stored": {
                    "value": {
                      "success": true,
                      "id": "sub_01HZX4A7QK5V"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "Fields missing, empty or not an object (or, our design, `form` or `page` too long).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "fieldsRequired": {
                    "value": {
                      "success": false,
                      "code": "FIELDS_REQUIRED",
                      "message": "fields are required"
                    }
                  },
                  "formTooLong": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "form must be at most 40 characters"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No key, or an unknown or revoked key.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missingKey": {
                    "value": {
                      "success": false,
                      "code": "MISSING_KEY",
                      "message": "missing service key"
                    }
                  },
                  "invalidKey": {
                    "value": {
                      "success": false,
                      "code": "INVALID_KEY",
                      "message": "invalid or revoked developer key"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "Not a Form Capture key, site not active, or a browser request.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "wrongKeyKind": {
                    "value": {
                      "success": false,
                      "code": "KEY_NOT_ALLOWED",
                      "message": "this key cannot capture form submissions"
                    }
                  },
                  "siteDisabled": {
                    "value": {
                      "success": false,
                      "code": "SITE_NOT_ACTIVE",
                      "message": "capture site is not active"
                    }
                  },
                  "browser": {
                    "value": {
                      "success": false,
                      "code": "CORS_ORIGIN_DENIED",
                      "message": "Not allowed by CORS"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "Idempotency-Key reused with different content.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "conflict": {
                    "value": {
                      "success": false,
                      "code": "IDEMPOTENCY_CONFLICT",
                      "message": "this idempotency key was already used with different content"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "description": "**Our design:** the body was sent with a Content-Type other than\n`application/json` (a form post, for example). Requests without a\nContent-Type are read as JSON.\n",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "formPost": {
                    "value": {
                      "success": false,
                      "code": "UNSUPPORTED_MEDIA_TYPE",
                      "message": "Content-Type must be application/json (the body is a JSON object with fields)"
                    }
                  }
                }
              }
            }
          },
          "429": {
            "description": "40 requests per 15 minutes per site key exceeded.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "limited": {
                    "value": {
                      "success": false,
                      "code": "RATE_LIMITED",
                      "message": "Too many form submissions, please try again later"
                    }
                  }
                }
              }
            }
          },
          "503": {
            "description": "Key verification unavailable.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "unavailable": {
                    "value": {
                      "success": false,
                      "code": "KEY_VERIFICATION_UNAVAILABLE",
                      "message": "key verification unavailable; retry with backoff"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/v1/engage/sdk.js": {
      "get": {
        "operationId": "getEngageSdk",
        "summary": "Download the embeddable loader script",
        "description": "The widget loader, one script for every module. No key. Embed it with a\nscript tag whose `src` is this URL and whose `data-key` attribute holds\nthe site's publishable key.\n\n**Our design:** served with `Cache-Control: public, max-age=300` and\nan `ETag` (a matching `If-None-Match` gets 304); a 404 means this\ndeployment carries no built loader. The loader shows the launcher;\nthe panel it imports on first intent (the launcher hovered or focused,\n`open()`) or when the page is idle is a second file,\n`GET /v1/engage/sdk/{file}`, named relative to the loader's URL.\nBoth are compressed once and sent in the encoding `Accept-Encoding`\nprefers (`br`, then `gzip`, else none) with `Vary: Accept-Encoding`\nand an entity tag per encoding.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The loader script.",
            "headers": {
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPublic"
              },
              "ETag": {
                "description": "Entity tag of this build of the loader in this encoding.",
                "schema": {
                  "type": "string"
                }
              },
              "Vary": {
                "$ref": "#/components/headers/VaryAcceptEncoding"
              },
              "Content-Encoding": {
                "$ref": "#/components/headers/SdkContentEncoding"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "text/javascript": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "loader": {
                    "value": "(()=>{/* svc engage loader */})();"
                  }
                }
              }
            }
          },
          "304": {
            "description": "The loader has not changed since the `If-None-Match` entity tag (our design).",
            "headers": {
              "ETag": {
                "description": "Entity tag of this build of the loader in this encoding.",
                "schema": {
                  "type": "string"
                }
              },
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPublic"
              },
              "Vary": {
                "$ref": "#/components/headers/VaryAcceptEncoding"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            }
          },
          "404": {
            "description": "No built loader is available in this deployment.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "the loader script is not available"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/v1/engage/sdk/{file}": {
      "get": {
        "operationId": "getEngageSdkFile",
        "summary": "Download a file the loader imports",
        "description": "**Our design:** the files `GET /v1/engage/sdk.js` imports, today the\nwidget's panel (`panel-<hash>.js`, an ES module with the full client\nand the panel's styles), loaded on first intent or when the page is\nidle. No key. A file's name carries a hash of its content, so it is\nserved with `Cache-Control: public, max-age=31536000, immutable`; a\nnew build has new names. Compressed once and sent in the encoding\n`Accept-Encoding` prefers (`br`, then `gzip`, else none), with\n`Vary: Accept-Encoding` and an entity tag per encoding (a matching\n`If-None-Match` gets 304). `Access-Control-Allow-Origin: *`: a page\nof another origin imports it in CORS mode. Any other name is a 404.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "name": "file",
            "in": "path",
            "required": true,
            "description": "The file's name, as the loader names it.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "panel-BHTLDP5y.js"
          }
        ],
        "responses": {
          "200": {
            "description": "The file, JavaScript.",
            "headers": {
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlImmutable"
              },
              "ETag": {
                "description": "Entity tag of this file in this encoding.",
                "schema": {
                  "type": "string"
                }
              },
              "Vary": {
                "$ref": "#/components/headers/VaryAcceptEncoding"
              },
              "Content-Encoding": {
                "$ref": "#/components/headers/SdkContentEncoding"
              },
              "Access-Control-Allow-Origin": {
                "description": "Always `*`.",
                "schema": {
                  "type": "string",
                  "const": "*"
                }
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "text/javascript": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "panel": {
                    "value": "export{a as mountPanel};"
                  }
                }
              }
            }
          },
          "304": {
            "description": "The file has not changed since the `If-None-Match` entity tag (our design).",
            "headers": {
              "ETag": {
                "description": "Entity tag of this file in this encoding.",
                "schema": {
                  "type": "string"
                }
              },
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlImmutable"
              },
              "Vary": {
                "$ref": "#/components/headers/VaryAcceptEncoding"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            }
          },
          "404": {
            "description": "No file of this name is served (a name of an older build, or none).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "unknown": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no loader file is named \"panel-old.js\"; the loader names the files it needs"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/v1/engage/config": {
      "options": {
        "operationId": "preflightEngageConfig",
        "summary": "CORS preflight of the configuration read",
        "description": "**Our design:** the CORS preflight of the Engage public endpoints,\nanswered the same way on every `/v1/engage` path.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "name": "Origin",
            "in": "header",
            "required": true,
            "description": "The page's origin, as the browser sends it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Method",
            "in": "header",
            "required": true,
            "description": "The method of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Headers",
            "in": "header",
            "required": false,
            "description": "The headers of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, POST, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "get": {
        "operationId": "getEngageConfig",
        "summary": "Read the site's widget configuration",
        "description": "Health, module flags and branding that drive show/hide in the\nembedding site. Cacheable: `Cache-Control: public, max-age=300`.\n",
        "tags": [
          "Engage"
        ],
        "security": [
          {
            "EngageKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": true
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          }
        ],
        "responses": {
          "200": {
            "description": "The configuration.",
            "headers": {
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPublic"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EngageConfig"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "success": true,
                      "ok": true,
                      "name": "Demo Studio",
                      "assistantName": "Ada",
                      "modules": {
                        "chat": true,
                        "forms": true,
                        "support": true
                      },
                      "identityMode": "anonymous",
                      "branding": {
                        "launcherLabel": "Questions? Ask us",
                        "accent": "#4f46e5",
                        "greeting": "Hi! Ask me anything about our studio."
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageForbidden"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/EngageKeyVerificationUnavailable"
          }
        }
      }
    },
    "/v1/engage/chat": {
      "options": {
        "operationId": "preflightChatMessage",
        "summary": "CORS preflight of a chat turn",
        "description": "**Our design:** the CORS preflight of the Engage public endpoints,\nanswered the same way on every `/v1/engage` path.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "name": "Origin",
            "in": "header",
            "required": true,
            "description": "The page's origin, as the browser sends it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Method",
            "in": "header",
            "required": true,
            "description": "The method of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Headers",
            "in": "header",
            "required": false,
            "description": "The headers of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, POST, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "sendChatMessage",
        "summary": "Send one visitor chat turn",
        "description": "One visitor turn. Without `visitorToken` a new thread starts; with it\nthe thread resumes. When a person holds the thread the answer is\n`success: true, queued: true, status: agent` with no assistant answer.\nWhen the assistant escalates (`escalate: true`) the answer points to\nthe support form and a `chat.escalated` webhook is delivered.\n\nNaturally idempotent per message; it does not use Idempotency-Key.\n**Our design:** a turn identical to the thread's last visitor message\nthat has no answer yet (the assistant failed), or that was answered\nless than 60 seconds ago, is not stored again: the retry answers the\nstored message. A turn on a `closed` thread reopens it with status\n`ai`. 12 messages per minute per site key and visitor IP.\n**Our design:** the visitor IP is the address of the connection;\n`X-Forwarded-For` counts only when the server is told how many\nproxies stand in front of it (`--trust-proxy N`: the entry N hops\nfrom the right), since any client can write it. Called in-process\n(no connection, as under msw) without that setting, every visitor\nof a site shares one chat limit. `X-Real-IP` is never read.\n\n**Our design.**\n- *Verified identity:* `visitor.hash` proves `visitor.id` (see\n  `ChatVisitor`). When the site sets `requireVerifiedIdentity`, a\n  turn without a proved id is a 401 `IDENTITY_VERIFICATION_REQUIRED`\n  (a thread proved once stays proved for the same id); a wrong hash\n  is a 403 `IDENTITY_VERIFICATION_FAILED` whatever the setting. Both\n  name the fix in `message` and `visitor.hash` in `fields`.\n- *Consent:* when the site's `consent.required` is on, a turn that\n  starts a thread needs `consent: true` (the visitor accepted the\n  notice); without it, a 400 `CONSENT_REQUIRED`. Later turns of the\n  thread need nothing more.\n- *Business hours:* outside the site's opening hours an escalating\n  turn does not wait for an agent: it opens a support ticket linked\n  to the thread when the visitor's email is known (one per thread;\n  `ticketId`), and the answer says when people are back (`hours`).\n  Without an email the answer asks for one through the support form.\n- *Live replies:* the answer's `messageId` is the id the thread's\n  live events carry (`streamConversationEvents`).\n",
        "tags": [
          "Engage"
        ],
        "security": [
          {
            "EngageKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": true
        },
        "x-svc-idempotency": {
          "natural": true,
          "description": "An identical turn retried after a failure does not duplicate the message."
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ChatRequest"
              },
              "examples": {
                "firstTurn": {
                  "value": {
                    "message": "What are your opening hours?",
                    "visitor": {
                      "name": "Ada"
                    },
                    "page": "https://demo.svc.example/pricing",
                    "pageTitle": "Pricing"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The assistant's answer, or `queued` while a person holds the thread.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ChatResponse"
                },
                "examples": {
                  "answered": {
                    "value": {
                      "success": true,
                      "visitorToken": "vt_9Jx2mQ4rT8wZ1kLp",
                      "conversationId": "conv_01HZX5B2",
                      "answer": "We are open Monday to Friday, 9:00 to 17:30.",
                      "messageId": "msg_01HZX5B4",
                      "citations": [
                        {
                          "slug": "opening-hours",
                          "title": "Opening hours",
                          "url": "https://demo.svc.example/visit"
                        }
                      ],
                      "escalate": false,
                      "status": "ai"
                    }
                  },
                  "queued": {
                    "value": {
                      "success": true,
                      "visitorToken": "vt_9Jx2mQ4rT8wZ1kLp",
                      "conversationId": "conv_01HZX5B2",
                      "queued": true,
                      "status": "agent",
                      "citations": [],
                      "escalate": false
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "Missing or too long message, or the site requires an email first.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "messageRequired": {
                    "value": {
                      "success": false,
                      "code": "MESSAGE_REQUIRED",
                      "message": "message is required"
                    }
                  },
                  "identityRequired": {
                    "value": {
                      "success": false,
                      "code": "IDENTITY_REQUIRED",
                      "message": "an email is required before chatting"
                    }
                  },
                  "consentRequired": {
                    "value": {
                      "success": false,
                      "code": "CONSENT_REQUIRED",
                      "message": "this site asks visitors to accept its notice before chatting; send consent true once the visitor has accepted it",
                      "fields": [
                        "consent"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "Missing, invalid or revoked key, or (our design) the site accepts verified visitors only and the turn proves none.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "MISSING_KEY",
                      "message": "missing api key"
                    }
                  },
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_KEY",
                      "message": "invalid or revoked engage key"
                    }
                  },
                  "verificationRequired": {
                    "value": {
                      "success": false,
                      "code": "IDENTITY_VERIFICATION_REQUIRED",
                      "message": "this site accepts verified visitors only: send visitor.id with visitor.hash, the hex HMAC-SHA256 of the id made on your server with the site identity secret (identityHash in @svc/capture-node)",
                      "fields": [
                        "visitor.hash"
                      ]
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "Site not found or disabled, origin not allowed, chat off, or (our design) `visitor.hash` does not match `visitor.id`.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ORIGIN_NOT_ALLOWED",
                      "message": "origin not allowed for this site"
                    }
                  },
                  "module": {
                    "value": {
                      "success": false,
                      "code": "MODULE_DISABLED",
                      "message": "the chat module is disabled for this site"
                    }
                  },
                  "verificationFailed": {
                    "value": {
                      "success": false,
                      "code": "IDENTITY_VERIFICATION_FAILED",
                      "message": "visitor.hash does not match visitor.id: make it on your server as the hex HMAC-SHA256 of exactly this id with the site identity secret (identityHash in @svc/capture-node); after a rotation, with the new secret",
                      "fields": [
                        "visitor.hash"
                      ]
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyRequests"
          },
          "503": {
            "description": "Key verification unavailable, or the assistant could not answer (the visitor's message is kept).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "assistantUnavailable": {
                    "value": {
                      "success": false,
                      "code": "ASSISTANT_UNAVAILABLE",
                      "message": "the assistant could not answer; your message was kept",
                      "conversationId": "conv_01HZX5B2",
                      "visitorToken": "vt_9Jx2mQ4rT8wZ1kLp"
                    }
                  },
                  "keyVerification": {
                    "value": {
                      "success": false,
                      "code": "KEY_VERIFICATION_UNAVAILABLE",
                      "message": "key verification unavailable; retry with backoff"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/v1/engage/conversations/{conversationId}": {
      "options": {
        "operationId": "preflightConversation",
        "summary": "CORS preflight of a conversation read",
        "description": "**Our design:** the CORS preflight of the Engage public endpoints,\nanswered the same way on every `/v1/engage` path.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "name": "conversationId",
            "in": "path",
            "required": true,
            "description": "The `conversationId` returned by a chat turn.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Origin",
            "in": "header",
            "required": true,
            "description": "The page's origin, as the browser sends it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Method",
            "in": "header",
            "required": true,
            "description": "The method of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Headers",
            "in": "header",
            "required": false,
            "description": "The headers of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, POST, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "get": {
        "operationId": "getConversation",
        "summary": "Read the visitor's own thread",
        "description": "Returns the thread's status and messages. The visitor token identifies\na thread, not a person: a token that does not match the thread is a\n404. **Our design:** roles are `visitor`, `assistant`, `agent`.\n",
        "tags": [
          "Engage"
        ],
        "security": [
          {
            "EngageKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": true
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          },
          {
            "name": "conversationId",
            "in": "path",
            "required": true,
            "description": "The `conversationId` returned by a chat turn.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "visitorToken",
            "in": "query",
            "required": true,
            "description": "The `visitorToken` returned by a chat turn of this thread.",
            "schema": {
              "type": "string",
              "maxLength": 128
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The thread.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationRead"
                },
                "examples": {
                  "thread": {
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "status": "ai",
                      "messages": [
                        {
                          "id": "msg_01HZX5B3",
                          "role": "visitor",
                          "content": "What are your opening hours?",
                          "citations": [],
                          "sentAt": "2026-03-05T08:00:00Z"
                        },
                        {
                          "id": "msg_01HZX5B4",
                          "role": "assistant",
                          "content": "We are open Monday to Friday, 9:00 to 17:30.",
                          "citations": [
                            {
                              "slug": "opening-hours",
                              "title": "Opening hours"
                            }
                          ],
                          "sentAt": "2026-03-05T08:00:01Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageForbidden"
          },
          "404": {
            "description": "The visitor token does not match the thread.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "notFound": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "conversation not found"
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/EngageKeyVerificationUnavailable"
          }
        }
      }
    },
    "/v1/engage/conversations/{conversationId}/stream": {
      "options": {
        "operationId": "preflightConversationStream",
        "summary": "CORS preflight of a stream token request",
        "description": "**Our design:** the CORS preflight of the Engage public endpoints,\nanswered the same way on every `/v1/engage` path.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConversationIdPath"
          },
          {
            "$ref": "#/components/parameters/PreflightOrigin"
          },
          {
            "$ref": "#/components/parameters/PreflightRequestMethod"
          },
          {
            "$ref": "#/components/parameters/PreflightRequestHeaders"
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, POST, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "createConversationStream",
        "summary": "Get a short-lived token for the thread's live events",
        "description": "**Our design.** The first step of the visitor's live view\nof a thread. `EventSource` cannot send headers, so the key and the\nlong-lived visitor token are never put in an event URL: this call\n(key in `X-Api-Key`, visitor token in the body, like a chat turn)\nreturns a `streamToken` that opens\n`GET /v1/engage/conversations/{conversationId}/events` (server-sent\nevents) and `GET /v1/engage/conversations/{conversationId}/poll` (the\nlong-poll fallback) of this one thread for 15 minutes. The token is\nkept in memory only: after it expires, after a server restart or\nafter the site's key is revoked, those calls answer 401\n`INVALID_STREAM_TOKEN` and the client asks for a new one.\n\nThis call counts against the site's 120 requests per 15 minutes;\nthe stream and the polls it opens do not (they are bounded by open\nconnections instead). `cursor` is where the thread stands now: pass\nit as `after` to receive only what happens from here on.\n",
        "tags": [
          "Engage"
        ],
        "security": [
          {
            "EngageKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": true
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          },
          {
            "$ref": "#/components/parameters/ConversationIdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/StreamRequest"
              },
              "examples": {
                "token": {
                  "value": {
                    "visitorToken": "vt_4fJ9kQ2mX8pL1nR7sT3vW6yZ0aB5cD2e"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "A stream token for this thread.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPrivate"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/StreamGrant"
                },
                "examples": {
                  "granted": {
                    "value": {
                      "success": true,
                      "streamToken": "st_Zk3Qm9Lp2Xv7Rt1Ny5Bw8Hc4Jd6Fg0Sa",
                      "expiresAt": "2026-03-05T08:15:00Z",
                      "cursor": "2-ai"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageForbidden"
          },
          "404": {
            "$ref": "#/components/responses/EngageConversationNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/EngageKeyVerificationUnavailable"
          }
        }
      }
    },
    "/v1/engage/conversations/{conversationId}/events": {
      "get": {
        "operationId": "streamConversationEvents",
        "summary": "Live events of the visitor's thread (server-sent events)",
        "description": "**Our design.** A `text/event-stream` of the thread, open\nuntil the visitor leaves or the stream token expires (then the\nserver ends it and the client gets a new token). Authorised by the\n`streamToken` query parameter alone, so `new EventSource(url)` works\nwithout headers; the request's `Origin`, when sent, must still be\nallowed for the site, and the site must be active with chat on.\n\nEvents (each `data:` line is one JSON object, see\n`ConversationEvent`):\n- `message`: a message added to the thread (any role; the answer\n  to a chat turn has the `messageId` that turn returned, so a page\n  that already shows it can skip it);\n- `status`: who holds the thread (`ai`, `agent` with the agent's\n  display name, `closed`); sent first on every connection that\n  gives no cursor, and on every change;\n- `typing`: an agent starts or stops typing in the console; never\n  stored, no `id:`; treat it as stopped after `ttlMs` unless\n  another arrives, and when the agent's message arrives.\n\nEvery `message` and `status` event has an `id:` line holding the\ncursor `<messages>-<status>` (`3-agent`). Resuming with that cursor\n(`Last-Event-ID` header, as `EventSource` sends it, or the `after`\nquery parameter) replays every change made since from the stored\nthread, so nothing is lost across reconnects or server restarts.\nWithout a cursor the stream starts from now with a `status` event.\n\nThe stream begins with `retry: 3000` and sends a comment line\n(`: ping`) every 15 seconds. At most 3 streams and pending polls\nare open per conversation and 200 per site; one more is a 429\n`TOO_MANY_STREAMS` with `Retry-After`. Reconnects should back off\n(the svc client doubles its delay up to 30 seconds).\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          },
          {
            "$ref": "#/components/parameters/ConversationIdPath"
          },
          {
            "$ref": "#/components/parameters/StreamToken"
          },
          {
            "$ref": "#/components/parameters/StreamAfter"
          },
          {
            "name": "Last-Event-ID",
            "in": "header",
            "required": false,
            "description": "The cursor of the last event received; EventSource sends it when it reconnects by itself. Wins over `after`.",
            "schema": {
              "type": "string",
              "maxLength": 20
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The stream. It ends when the visitor disconnects or the stream token expires.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPrivate"
              }
            },
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string",
                  "description": "Server-sent events; each `data:` line is a `ConversationEvent`'s `data` as JSON."
                },
                "examples": {
                  "reply": {
                    "value": "retry: 3000\n: stream of conv_01HZX5B2\n\nid: 2-ai\nevent: status\ndata: {\"status\":\"ai\",\"agentName\":null}\n\nevent: typing\ndata: {\"typing\":true,\"agentName\":\"Sam\",\"ttlMs\":6000}\n\nid: 3-agent\nevent: message\ndata: {\"id\":\"msg_01HZX5C9\",\"role\":\"agent\",\"content\":\"Hi, this is Sam. How can I help?\",\"citations\":[],\"sentAt\":\"2026-03-05T08:01:00Z\"}\n\nid: 3-agent\nevent: status\ndata: {\"status\":\"agent\",\"agentName\":\"Sam\"}\n\n: ping\n"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageStreamUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageStreamForbidden"
          },
          "404": {
            "$ref": "#/components/responses/EngageConversationNotFound"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyStreams"
          }
        }
      }
    },
    "/v1/engage/conversations/{conversationId}/poll": {
      "get": {
        "operationId": "pollConversationEvents",
        "summary": "Live events of the visitor's thread (long poll)",
        "description": "**Our design.** The fallback where server-sent events\ncannot flow (a proxy that buffers responses): the same events as\n`GET .../events`, as JSON. Answers at once when something happened\nafter `after` (or when `after` is absent: the `status` event and\nthe current cursor); otherwise holds the request up to `wait`\nseconds and answers with the first change or typing signal, or\nwith no events. Pass the returned `cursor` as the next `after`.\nSame token, origin and connection bounds as the stream.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          },
          {
            "$ref": "#/components/parameters/ConversationIdPath"
          },
          {
            "$ref": "#/components/parameters/StreamToken"
          },
          {
            "$ref": "#/components/parameters/StreamAfter"
          },
          {
            "name": "wait",
            "in": "query",
            "required": false,
            "description": "Seconds to hold the request while nothing happens; 0 to 25, default 25.",
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 25,
              "default": 25
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The events since `after` (possibly none) and the cursor to pass next.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/CacheControlPrivate"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationEventBatch"
                },
                "examples": {
                  "reply": {
                    "value": {
                      "success": true,
                      "events": [
                        {
                          "event": "message",
                          "id": "3-agent",
                          "data": {
                            "id": "msg_01HZX5C9",
                            "role": "agent",
                            "content": "Hi, this is Sam. How can I help?",
                            "citations": [],
                            "sentAt": "2026-03-05T08:01:00Z"
                          }
                        },
                        {
                          "event": "status",
                          "id": "3-agent",
                          "data": {
                            "status": "agent",
                            "agentName": "Sam"
                          }
                        }
                      ],
                      "cursor": "3-agent"
                    }
                  },
                  "nothing": {
                    "value": {
                      "success": true,
                      "events": [],
                      "cursor": "3-agent"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "`wait` or `after` is malformed.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "wait": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "wait must be a whole number of seconds from 0 to 25",
                      "fields": [
                        "wait"
                      ]
                    }
                  },
                  "cursor": {
                    "value": {
                      "success": false,
                      "code": "INVALID_CURSOR",
                      "message": "after must be a cursor from an earlier event or poll, such as 3-ai",
                      "fields": [
                        "after"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageStreamUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageStreamForbidden"
          },
          "404": {
            "$ref": "#/components/responses/EngageConversationNotFound"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyStreams"
          }
        }
      }
    },
    "/v1/engage/conversations/{conversationId}/rating": {
      "options": {
        "operationId": "preflightConversationRating",
        "summary": "CORS preflight of a rating",
        "description": "**Our design:** the CORS preflight of the Engage public endpoints,\nanswered the same way on every `/v1/engage` path.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConversationIdPath"
          },
          {
            "$ref": "#/components/parameters/PreflightOrigin"
          },
          {
            "$ref": "#/components/parameters/PreflightRequestMethod"
          },
          {
            "$ref": "#/components/parameters/PreflightRequestHeaders"
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, POST, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "rateConversation",
        "summary": "Rate a closed conversation",
        "description": "**Our design.** The visitor rates their thread, good or\nbad with an optional comment (at most 500 characters), once it is\n`closed`. One rating per conversation: sending the same rating\nagain is a 200 with `duplicate: true` (so retries are safe without\nan Idempotency-Key); a different one is a 409 `ALREADY_RATED`. A\nthread the assistant or an agent still holds is a 409\n`CONVERSATION_OPEN`. The console's transcripts show the rating, and\na new rating sends a `conversation.rated` webhook. A\nlater visitor turn reopens the thread; the rating stays.\n",
        "tags": [
          "Engage"
        ],
        "security": [
          {
            "EngageKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": true
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          },
          {
            "$ref": "#/components/parameters/ConversationIdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RatingRequest"
              },
              "examples": {
                "good": {
                  "value": {
                    "visitorToken": "vt_4fJ9kQ2mX8pL1nR7sT3vW6yZ0aB5cD2e",
                    "score": "good",
                    "comment": "Sam sorted it out in two minutes."
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The same rating was already stored (`duplicate` is true).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RatingResult"
                },
                "examples": {
                  "replay": {
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "rating": {
                        "score": "good",
                        "comment": "Sam sorted it out in two minutes.",
                        "ratedAt": "2026-03-05T08:05:00Z"
                      },
                      "duplicate": true
                    }
                  }
                }
              }
            }
          },
          "201": {
            "description": "The rating is stored.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RatingResult"
                },
                "examples": {
                  "rated": {
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "rating": {
                        "score": "good",
                        "comment": "Sam sorted it out in two minutes.",
                        "ratedAt": "2026-03-05T08:05:00Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "`score` is not good or bad, or `comment` is too long or holds control characters; `fields` names them.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "score": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "score must be good or bad",
                      "fields": [
                        "score"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageForbidden"
          },
          "404": {
            "$ref": "#/components/responses/EngageConversationNotFound"
          },
          "409": {
            "description": "The thread is not closed yet, or was already rated differently.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "open": {
                    "value": {
                      "success": false,
                      "code": "CONVERSATION_OPEN",
                      "message": "the conversation can be rated once it is closed"
                    }
                  },
                  "rated": {
                    "value": {
                      "success": false,
                      "code": "ALREADY_RATED",
                      "message": "this conversation was already rated differently; one rating per conversation"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/EngageKeyVerificationUnavailable"
          }
        }
      }
    },
    "/v1/engage/forms/{form}": {
      "options": {
        "operationId": "preflightManagedForm",
        "summary": "CORS preflight of a managed form submission",
        "description": "**Our design:** the CORS preflight of the Engage public endpoints,\nanswered the same way on every `/v1/engage` path.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "name": "form",
            "in": "path",
            "required": true,
            "description": "The form label.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Origin",
            "in": "header",
            "required": true,
            "description": "The page's origin, as the browser sends it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Method",
            "in": "header",
            "required": true,
            "description": "The method of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Headers",
            "in": "header",
            "required": false,
            "description": "The headers of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, POST, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "submitManagedForm",
        "summary": "Store a managed form submission",
        "description": "Stores a submission without customer backend code; it lands in the\nsite's ticket inbox with `source: form`. Fields named `website`, `url`\nand `homepage` are honeypots and are dropped. At most 24 fields\n(extra fields dropped in object order), names as in Form Capture,\nvalues cut at 2,000 characters. The contact is read from\n`fields.name`, `fields.email` and `fields.phone`; the subject from\n`fields.subject`; the message from `fields.message` or `fields.notes`.\n\n**Our design:** form policies are set on the site (`forms` in the\nconsole): required fields per form, a `successMessage`, and strict\nmode, which refuses form labels without a policy.\n",
        "tags": [
          "Engage"
        ],
        "security": [
          {
            "EngageKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": false,
          "safeWithIdempotencyKey": true
        },
        "x-svc-idempotency": {
          "header": "Idempotency-Key",
          "pattern": "^[A-Za-z0-9_-]{8,100}$",
          "malformed": "ignored",
          "scope": "site",
          "fingerprint": [
            "form",
            "page",
            "fields"
          ],
          "fieldOrderSignificant": false,
          "replayStatus": 200,
          "conflictStatus": 409
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          },
          {
            "name": "form",
            "in": "path",
            "required": true,
            "description": "The form label, at most 40 characters (`contact` by default).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 40,
              "default": "contact"
            }
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ManagedFormRequest"
              },
              "examples": {
                "contact": {
                  "value": {
                    "fields": {
                      "name": "Ada Lovelace",
                      "email": "ada@example.org",
                      "phone": "+44 20 7946 0000",
                      "subject": "Quote",
                      "message": "Could you send me a quote?",
                      "website": ""
                    },
                    "page": "/contact"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Replay of an Idempotency-Key with identical content.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ManagedFormResult"
                },
                "examples": {
                  "replay": {
                    "value": {
                      "success": true,
                      "id": "tkt_01HZX6C3",
                      "duplicate": true
                    }
                  }
                }
              }
            }
          },
          "201": {
            "description": "Stored.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ManagedFormResult"
                },
                "examples": {
                  "stored": {
                    "value": {
                      "success": true,
                      "id": "tkt_01HZX6C3",
                      "successMessage": "Thanks! We reply within one working day."
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "Configured required fields missing, an unconfigured form in strict mode, or nothing survives sanitising.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "fieldsRequired": {
                    "value": {
                      "success": false,
                      "code": "FIELDS_REQUIRED",
                      "message": "fields are required"
                    }
                  },
                  "requiredMissing": {
                    "value": {
                      "success": false,
                      "code": "REQUIRED_FIELDS_MISSING",
                      "message": "required fields are missing: email",
                      "fields": [
                        "email"
                      ]
                    }
                  },
                  "unknownForm": {
                    "value": {
                      "success": false,
                      "code": "FORM_NOT_CONFIGURED",
                      "message": "this form is not configured for this site"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageForbidden"
          },
          "409": {
            "$ref": "#/components/responses/EngageIdempotencyConflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/EngageKeyVerificationUnavailable"
          }
        }
      }
    },
    "/v1/engage/support": {
      "options": {
        "operationId": "preflightSupportTicket",
        "summary": "CORS preflight of a support ticket",
        "description": "**Our design:** the CORS preflight of the Engage public endpoints,\nanswered the same way on every `/v1/engage` path.\n",
        "tags": [
          "Engage"
        ],
        "security": [],
        "parameters": [
          {
            "name": "Origin",
            "in": "header",
            "required": true,
            "description": "The page's origin, as the browser sends it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Method",
            "in": "header",
            "required": true,
            "description": "The method of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Access-Control-Request-Headers",
            "in": "header",
            "required": false,
            "description": "The headers of the request the browser is about to send.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "204": {
            "description": "The preflight is allowed. A preflight carries no key, so it is answered for any origin; the real request is then checked (key, site, origin allow-list) and refused with a readable error if the origin is not allowed.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "The request's Origin, reflected.",
                "schema": {
                  "type": "string"
                }
              },
              "Access-Control-Allow-Methods": {
                "schema": {
                  "type": "string",
                  "const": "GET, POST, OPTIONS"
                }
              },
              "Access-Control-Allow-Headers": {
                "schema": {
                  "type": "string",
                  "const": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count"
                }
              },
              "Access-Control-Max-Age": {
                "schema": {
                  "type": "string",
                  "const": "600"
                }
              },
              "Vary": {
                "schema": {
                  "type": "string",
                  "const": "Origin"
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "createSupportTicket",
        "summary": "Create a support ticket",
        "description": "Creates a ticket in the site's inbox with `source: support`. `subject`\ndefaults to the first 80 characters of the message and `category` to\n`general`; `conversationId` links the ticket to a chat thread.\n\nA missing, invalid or over-long `name` or `email` (a name over 120\ncharacters or with control characters, an address that is not valid\nor over 160 characters) answers the description's one message for\nthat row, `name and a valid email are required`\n(`NAME_AND_EMAIL_REQUIRED`), with the property in `fields`.\n\n**Our design:** any other field over its bound is a 400\n`VALIDATION_FAILED` naming the field. A `conversationId` that is not\na thread of this site is a 400 too.\n",
        "tags": [
          "Engage"
        ],
        "security": [
          {
            "EngageKey": []
          }
        ],
        "x-svc-retry": {
          "statuses": [
            429,
            503
          ],
          "retryAfterHeader": "Retry-After",
          "resetHeader": "RateLimit-Reset",
          "safe": false,
          "safeWithIdempotencyKey": true
        },
        "x-svc-idempotency": {
          "header": "Idempotency-Key",
          "pattern": "^[A-Za-z0-9_-]{8,100}$",
          "malformed": "ignored",
          "scope": "site",
          "fingerprint": [
            "name",
            "email",
            "message",
            "phone",
            "category",
            "subject",
            "page",
            "conversationId"
          ],
          "fieldOrderSignificant": false,
          "replayStatus": 200,
          "conflictStatus": 409
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Origin"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SupportRequest"
              },
              "examples": {
                "ticket": {
                  "value": {
                    "name": "Ada Lovelace",
                    "email": "ada@example.org",
                    "message": "My booking confirmation never arrived.",
                    "category": "bookings",
                    "conversationId": "conv_01HZX5B2"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Idempotent replay.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SupportTicketResult"
                },
                "examples": {
                  "replay": {
                    "value": {
                      "success": true,
                      "ticketId": "tkt_01HZX7D4",
                      "duplicate": true
                    }
                  }
                }
              }
            }
          },
          "201": {
            "description": "Created.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SupportTicketResult"
                },
                "examples": {
                  "created": {
                    "value": {
                      "success": true,
                      "ticketId": "tkt_01HZX7D4"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "Missing or invalid name or email, missing message, or a field over its bound.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Limit": {
                "$ref": "#/components/headers/RateLimitLimit"
              },
              "RateLimit-Remaining": {
                "$ref": "#/components/headers/RateLimitRemaining"
              },
              "RateLimit-Reset": {
                "$ref": "#/components/headers/RateLimitReset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "NAME_AND_EMAIL_REQUIRED",
                      "message": "name and a valid email are required",
                      "fields": [
                        "email"
                      ]
                    }
                  },
                  "message": {
                    "value": {
                      "success": false,
                      "code": "MESSAGE_REQUIRED",
                      "message": "message is required"
                    }
                  },
                  "tooLong": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "phone must be at most 30 characters",
                      "fields": [
                        "phone"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/EngageUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/EngageForbidden"
          },
          "409": {
            "$ref": "#/components/responses/EngageIdempotencyConflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "$ref": "#/components/responses/EngageTooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/EngageKeyVerificationUnavailable"
          }
        }
      }
    },
    "/api/engage/sites": {
      "get": {
        "operationId": "listSites",
        "summary": "List the caller's Engage sites",
        "description": "Site owners see only their own sites. **Our design:** the list is not paged (an owner has few sites), newest first.",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "responses": {
          "200": {
            "description": "The owner's sites.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SiteList"
                },
                "examples": {
                  "sites": {
                    "$ref": "#/components/examples/SiteList"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          }
        }
      },
      "post": {
        "operationId": "createSite",
        "summary": "Create an Engage site",
        "description": "**Our design:** creates an active site owned by `X-Identity-Sub` with\na fresh `whsec_` webhook signing secret. No key is issued: call\n`issueSiteKey`. Defaults: every module on, identity mode `anonymous`,\nanswer mode `strict`, assistant name `Assistant`.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SiteCreate"
              },
              "examples": {
                "create": {
                  "value": {
                    "name": "Demo Studio",
                    "allowedOrigins": [
                      "https://demo.svc.example"
                    ],
                    "branding": {
                      "assistantName": "Ada"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SiteEnvelope"
                },
                "examples": {
                  "created": {
                    "$ref": "#/components/examples/SiteEnvelope"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}": {
      "patch": {
        "operationId": "updateSite",
        "summary": "Change a site's settings",
        "description": "Changes name, origins, modules, identity mode, answer mode, branding,\nwebhook and status; properties left out keep their value. Limits: 10\nallowed origins, assistant name 40, launcher label 60, greeting 400\ncharacters, webhook URL HTTPS and at most 400 characters.\n\n**Our design:** `forms` (form policies and strict mode) is changed\nhere as well; `webhookUrl: null` removes the webhook.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SiteUpdate"
              },
              "examples": {
                "rename": {
                  "value": {
                    "name": "Demo Studio Ltd",
                    "modules": {
                      "chat": true,
                      "forms": true,
                      "support": false
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated site.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SiteEnvelope"
                },
                "examples": {
                  "updated": {
                    "$ref": "#/components/examples/SiteEnvelope"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/knowledge": {
      "get": {
        "operationId": "getSiteKnowledge",
        "summary": "Read the site's knowledge",
        "description": "The context text and the articles the assistant answers from.",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "The knowledge.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/KnowledgeEnvelope"
                },
                "examples": {
                  "knowledge": {
                    "$ref": "#/components/examples/Knowledge"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      },
      "put": {
        "operationId": "replaceSiteKnowledge",
        "summary": "Replace the site's knowledge",
        "description": "Replaces context and articles whole. Limits: context 6,000 characters;\n40 articles of at most 8,000 characters with at most 10 tags each.\n**Our design:** article slugs are unique per site; an article may carry\nan optional HTTPS `url` that citations link to.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/KnowledgeInput"
              },
              "examples": {
                "replace": {
                  "value": {
                    "context": "Demo Studio is a design studio in Leeds.",
                    "articles": [
                      {
                        "slug": "opening-hours",
                        "title": "Opening hours",
                        "body": "We are open Monday to Friday, 9:00 to 17:30.",
                        "tags": [
                          "hours",
                          "visit"
                        ],
                        "url": "https://demo.svc.example/visit"
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The stored knowledge.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/KnowledgeEnvelope"
                },
                "examples": {
                  "knowledge": {
                    "$ref": "#/components/examples/Knowledge"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/keys": {
      "post": {
        "operationId": "issueSiteKey",
        "summary": "Issue a publishable key, revoking the previous one",
        "description": "A site has at most one active key: issuing a key revokes the previous\none at once. **Our design:** the full key is returned once; the site\nkeeps only its hash and a display prefix.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "responses": {
          "201": {
            "description": "The new key.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/IssuedKey"
                },
                "examples": {
                  "issued": {
                    "value": {
                      "success": true,
                      "key": {
                        "id": "key_01HZX8E5",
                        "publishableKey": "pk_test_4f9a2c7e1b3d5f80a6c4e2d1",
                        "prefix": "pk_test_4f9a",
                        "createdAt": "2026-03-05T08:00:00Z"
                      },
                      "revokedKeyId": "key_01HZX1A0"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/stats": {
      "get": {
        "operationId": "getSiteStats",
        "summary": "Read ticket and conversation counts and knowledge size",
        "description": "**Our design:** counts by status and source, and knowledge size in articles and characters.",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "The counts.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SiteStats"
                },
                "examples": {
                  "stats": {
                    "value": {
                      "success": true,
                      "stats": {
                        "tickets": {
                          "total": 3,
                          "open": 1,
                          "in_progress": 1,
                          "resolved": 1,
                          "form": 2,
                          "support": 1
                        },
                        "conversations": {
                          "total": 2,
                          "ai": 1,
                          "agent": 0,
                          "closed": 1
                        },
                        "knowledge": {
                          "articles": 4,
                          "characters": 2310,
                          "contextCharacters": 180
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/tickets": {
      "get": {
        "operationId": "listSiteTickets",
        "summary": "List the site's ticket inbox",
        "description": "Managed-form submissions (`source: form`) and support requests\n(`source: support`) in one inbox. **Our design:** newest first; `page`\ntakes the opaque `nextPage` of the previous response (keyset paging,\nstable under new arrivals); `limit` 1 to 100, default 20. Initial\nticket status is `open`.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "x-svc-pagination": {
          "style": "cursor",
          "cursorParam": "page",
          "limitParam": "limit",
          "items": "$response.body#/tickets",
          "nextCursor": "$response.body#/nextPage"
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "Only tickets with this status.",
            "schema": {
              "$ref": "#/components/schemas/TicketStatus"
            }
          },
          {
            "name": "source",
            "in": "query",
            "required": false,
            "description": "Only tickets from this source.",
            "schema": {
              "$ref": "#/components/schemas/TicketSource"
            }
          },
          {
            "$ref": "#/components/parameters/ConsolePage"
          },
          {
            "$ref": "#/components/parameters/ConsoleLimit"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of tickets.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TicketList"
                },
                "examples": {
                  "inbox": {
                    "$ref": "#/components/examples/TicketList"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/tickets/{ticketId}/reply": {
      "post": {
        "operationId": "replyToSiteTicket",
        "summary": "Reply to a ticket as an agent",
        "description": "An agent reply moves the ticket to `in_progress`, or to `resolved`\nwhen `resolve` is true. **Our design:** the reply is stored on the\nticket; replying to a resolved ticket without `resolve` reopens it as\n`in_progress`.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "name": "ticketId",
            "in": "path",
            "required": true,
            "description": "The ticket's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TicketReplyRequest"
              },
              "examples": {
                "resolve": {
                  "value": {
                    "message": "We have re-sent your confirmation.",
                    "resolve": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The ticket after the reply.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TicketReplyResult"
                },
                "examples": {
                  "resolved": {
                    "$ref": "#/components/examples/TicketReplyResult"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/conversations": {
      "get": {
        "operationId": "listSiteConversations",
        "summary": "List chat transcripts",
        "description": "**Our design:** most recently active first; paged like tickets (`page` takes `nextPage`, `limit` 1 to 100, default 20).",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "x-svc-pagination": {
          "style": "cursor",
          "cursorParam": "page",
          "limitParam": "limit",
          "items": "$response.body#/conversations",
          "nextCursor": "$response.body#/nextPage"
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "Only conversations with this status.",
            "schema": {
              "$ref": "#/components/schemas/ConversationStatus"
            }
          },
          {
            "$ref": "#/components/parameters/ConsolePage"
          },
          {
            "$ref": "#/components/parameters/ConsoleLimit"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of transcripts.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationList"
                },
                "examples": {
                  "transcripts": {
                    "value": {
                      "success": true,
                      "conversations": [
                        {
                          "id": "conv_01HZX5B2",
                          "status": "agent",
                          "visitor": {
                            "name": "Ada"
                          },
                          "page": "https://demo.svc.example/pricing",
                          "pageTitle": "Pricing",
                          "escalated": false,
                          "messages": [
                            {
                              "id": "msg_01HZX5B3",
                              "role": "visitor",
                              "content": "Can I talk to someone?",
                              "citations": [],
                              "sentAt": "2026-03-05T08:00:00Z"
                            },
                            {
                              "id": "msg_01HZX5C9",
                              "role": "agent",
                              "content": "Hi, this is Sam. How can I help?",
                              "citations": [],
                              "sentAt": "2026-03-05T08:01:00Z"
                            }
                          ],
                          "identityVerified": false,
                          "agentName": "Sam",
                          "rating": null,
                          "createdAt": "2026-03-05T08:00:00Z",
                          "updatedAt": "2026-03-05T08:01:00Z"
                        }
                      ],
                      "nextPage": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/conversations/{conversationId}/reply": {
      "post": {
        "operationId": "replyToSiteConversation",
        "summary": "Take over a thread and reply as an agent",
        "description": "The thread moves to `agent`: the assistant stays silent and visitor\nchat calls return `queued: true` with status `agent`. **Our design:**\nreplying to a `closed` thread is a 409.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "$ref": "#/components/parameters/ConsoleConversationId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ConversationReplyRequest"
              },
              "examples": {
                "takeOver": {
                  "value": {
                    "message": "Hi, this is Sam. How can I help?"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The thread is held by an agent.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationStatusResult"
                },
                "examples": {
                  "held": {
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "status": "agent"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "409": {
            "$ref": "#/components/responses/ConsoleConversationClosed"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/conversations/{conversationId}/release": {
      "post": {
        "operationId": "releaseSiteConversation",
        "summary": "Hand a thread back to the assistant",
        "description": "**Our design:** releasing a thread the assistant already holds changes nothing; releasing a `closed` thread is a 409.",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "$ref": "#/components/parameters/ConsoleConversationId"
          }
        ],
        "responses": {
          "200": {
            "description": "The assistant holds the thread.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationStatusResult"
                },
                "examples": {
                  "released": {
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "status": "ai"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "409": {
            "$ref": "#/components/responses/ConsoleConversationClosed"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/conversations/{conversationId}/close": {
      "post": {
        "operationId": "closeSiteConversation",
        "summary": "Close a thread",
        "description": "**Our design:** the resulting status is `closed`; closing again changes nothing. A later visitor turn reopens the thread with status `ai`; the console reopens it with `reopenSiteConversation`.",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "$ref": "#/components/parameters/ConsoleConversationId"
          }
        ],
        "responses": {
          "200": {
            "description": "The thread is closed.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationStatusResult"
                },
                "examples": {
                  "closed": {
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "status": "closed"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/conversations/{conversationId}/reopen": {
      "post": {
        "operationId": "reopenSiteConversation",
        "summary": "Reopen a closed thread",
        "description": "**Our design.** Gives a closed thread back the status it had when it\nwas closed: `agent` when a person held it (the person keeps it, and\nthe name they replied with still shows beside their messages and in\nthe visitor's widget; the visitor's turns are queued for them),\notherwise `ai` (the assistant answers again). Nothing is lost by\nclosing or reopening, so no confirmation is needed: the transcript,\nthe agent's name and the visitor's rating stay as they were.\n\nThe rating stays: the service keeps one rating per conversation, so\nafter the thread is closed again the same rating is a replay and a\ndifferent one is a 409 `ALREADY_RATED`.\n\nThe visitor's open streams and pending polls get a `status` event\nwith the new status (and `agentName`), so their widget lets them\nwrite again without a reload; the console's event feed reports the\nchange like any other.\n\nReopening a thread that is not closed changes nothing and answers 200\nwith its current status, as closing a closed thread does: a retried\nor doubled click (two agents at once, a lost response) is safe and\nsays where the thread stands. No webhook event is raised, as for a\nclose.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "$ref": "#/components/parameters/ConsoleConversationId"
          }
        ],
        "responses": {
          "200": {
            "description": "The thread is open, with the status it had before it was closed (or its current status when it was not closed).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationStatusResult"
                },
                "examples": {
                  "personKeepsIt": {
                    "summary": "A person held the thread when it was closed",
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "status": "agent"
                    }
                  },
                  "assistantAnswers": {
                    "summary": "The assistant held the thread when it was closed",
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "status": "ai"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/conversations/{conversationId}/typing": {
      "post": {
        "operationId": "signalSiteConversationTyping",
        "summary": "Tell the visitor an agent is typing",
        "description": "**Our design.** Sends a `typing` event to the visitor's\nopen streams and pending polls of the thread (`delivered` counts\nthem); nothing is stored. The console sends `typing: true` at most\nevery 3 seconds while the agent types and `typing: false` when the\nbox is emptied; the visitor treats a typing event as stopped after\nits `ttlMs` (6 seconds) and when the agent's message arrives.\n`agentName` (at most 60 characters) is shown beside the indicator;\nwithout it, the name the agent last replied with. A `closed` thread\nis a 409.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          },
          {
            "$ref": "#/components/parameters/ConsoleConversationId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TypingRequest"
              },
              "examples": {
                "typing": {
                  "value": {
                    "typing": true,
                    "agentName": "Sam"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The signal went to the thread's open streams.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TypingResult"
                },
                "examples": {
                  "sent": {
                    "value": {
                      "success": true,
                      "conversationId": "conv_01HZX5B2",
                      "typing": true,
                      "delivered": 1
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "409": {
            "$ref": "#/components/responses/ConsoleConversationClosed"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/identity/secret": {
      "post": {
        "operationId": "rotateSiteIdentitySecret",
        "summary": "Make or rotate the identity-verification secret",
        "description": "**Our design.** Makes the site's `idsec_` secret (the\nfirst call) or replaces it, and shows it in this answer only; the\nsite shows its prefix. Keep it on your server: it signs the\nvisitor's id (`identityHash(secret, id)` in @svc/capture-node, the\nhex HMAC-SHA256 of the id with the secret as the key), and the page\npasses the id and that hash as `visitor.id` and `visitor.hash`.\nWith `graceSeconds` (default 0, at most 604800) the replaced secret\nis still accepted that long, so your servers can switch without\nrefusing visitors. Turn on `requireVerifiedIdentity` (PATCH the\nsite) once your pages send hashes.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "graceSeconds": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 604800,
                    "default": 0,
                    "description": "How long the replaced secret is still accepted, in seconds."
                  }
                }
              },
              "examples": {
                "oneDay": {
                  "value": {
                    "graceSeconds": 86400
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The new secret (shown once), and until when the replaced one is accepted.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Cache-Control": {
                "description": "no-store; the secret is never shown again.",
                "schema": {
                  "type": "string",
                  "const": "no-store"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "success",
                    "identitySecret",
                    "createdAt",
                    "previousSecretExpiresAt"
                  ],
                  "properties": {
                    "success": {
                      "type": "boolean",
                      "const": true
                    },
                    "identitySecret": {
                      "type": "string",
                      "description": "The new `idsec_` secret."
                    },
                    "createdAt": {
                      "type": "string",
                      "format": "date-time"
                    },
                    "previousSecretExpiresAt": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "date-time",
                      "description": "Until when the replaced secret is accepted; null when there was none or `graceSeconds` is 0."
                    }
                  }
                },
                "examples": {
                  "made": {
                    "value": {
                      "success": true,
                      "identitySecret": "idsec_k3PqV8wZ2mLx9Rt4Yb7Nc1Hd6Fj0Sa5GeUi3Ko8Q",
                      "createdAt": "2026-03-05T08:00:00Z",
                      "previousSecretExpiresAt": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/webhook/secret": {
      "post": {
        "operationId": "rotateSiteWebhookSecret",
        "summary": "Rotate the webhook signing secret",
        "description": "**Our design:** replaces the site's `whsec_` secret at once. For\n`graceSeconds` (default 86400, at most 604800; 0 ends the old secret\nat once) every delivery carries two signatures, space-separated as\nStandard Webhooks allows: `webhook-signature: v1,<new> v1,<previous>`,\nso receivers can switch to the new secret without dropping events.\nA second rotation within the grace period keeps only the secret it\nreplaced.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "graceSeconds": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 604800,
                    "default": 86400,
                    "description": "How long the previous secret keeps signing, in seconds."
                  }
                }
              },
              "examples": {
                "oneHour": {
                  "value": {
                    "graceSeconds": 3600
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new secret, and when the previous one stops signing.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "success",
                    "webhookSecret",
                    "previousSecretExpiresAt"
                  ],
                  "properties": {
                    "success": {
                      "type": "boolean",
                      "const": true
                    },
                    "webhookSecret": {
                      "type": "string",
                      "description": "The new `whsec_` secret."
                    },
                    "previousSecretExpiresAt": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "date-time",
                      "description": "When the previous secret stops signing; null with `graceSeconds` 0."
                    }
                  }
                },
                "examples": {
                  "rotated": {
                    "value": {
                      "success": true,
                      "webhookSecret": "whsec_Jr3rQ2k9v8PpZqQm1fG0aYJ3yqzYl1xA",
                      "previousSecretExpiresAt": "2026-03-06T08:00:00Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/api/engage/sites/{siteId}/webhook/test": {
      "post": {
        "operationId": "testSiteWebhook",
        "summary": "Send one signed webhook.test event",
        "description": "Sends one signed `webhook.test` event to the site's webhook URL.\n**Our design:** the reply reports the delivery attempt; a site without\na webhook URL is a 400 `WEBHOOK_NOT_CONFIGURED`. Deliveries are\nretried with backoff (30 s, 2 min, 10 min, 1 h, 6 h) on a non-2xx\nreply or a timeout, and logged.\n",
        "tags": [
          "Engage Console"
        ],
        "security": [
          {
            "PortalKey": [],
            "IdentitySub": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ConsoleSiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "The delivery.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookTestResult"
                },
                "examples": {
                  "delivered": {
                    "value": {
                      "success": true,
                      "delivery": {
                        "id": "dlv_01HZX9F6",
                        "eventId": "msg_01HZX9F6",
                        "type": "webhook.test",
                        "url": "https://hooks.example.org/svc",
                        "status": "delivered",
                        "attempts": 1,
                        "responseStatus": 204,
                        "createdAt": "2026-03-05T08:00:00Z",
                        "nextAttemptAt": null
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ConsoleBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/ConsoleUnauthorized"
          },
          "404": {
            "$ref": "#/components/responses/ConsoleNotFound"
          }
        }
      }
    },
    "/health": {
      "get": {
        "operationId": "getHealth",
        "summary": "Check that the reference server is up",
        "description": "Reference server only. Always 200 while the server runs.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "Up.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminHealth"
                },
                "examples": {
                  "up": {
                    "value": {
                      "success": true,
                      "status": "ok",
                      "time": "2026-03-05T08:00:00.000Z"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/openapi.json": {
      "get": {
        "operationId": "getOpenapiDocument",
        "summary": "Download this contract as JSON",
        "description": "Reference server only. The OpenAPI 3.1 document the server implements.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The contract.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OpenapiDocument"
                },
                "examples": {
                  "contract": {
                    "value": {
                      "openapi": "3.1.0",
                      "info": {
                        "title": "svc API",
                        "version": "1.0.0"
                      },
                      "paths": {}
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/reset": {
      "post": {
        "operationId": "adminReset",
        "summary": "Reset all state",
        "description": "Empties every table, rate-limit window, fault and the outbox; with `seed` demo, loads the demo data again. The body is optional, but a body that is not JSON, not an object or has an unknown property is refused with 400 and nothing is reset.\n\n**Our design:** the service clock is not reset. Time only moves forward, so every timestamp written after a reset is later than those written before it (an exported state stays in order when imported again) and an advanced clock stays advanced; restart the server for the wall clock. The request journal is kept too (clear it with `DELETE /_admin/requests`). Export the state first (`GET /_admin/state`) to keep what a reset deletes.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "seed": {
                    "type": "string",
                    "enum": [
                      "demo",
                      "empty"
                    ]
                  }
                }
              },
              "examples": {
                "demo": {
                  "value": {
                    "seed": "demo"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Reset.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminResetResult"
                },
                "examples": {
                  "reset": {
                    "value": {
                      "success": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/worlds": {
      "post": {
        "operationId": "adminCreateWorld",
        "summary": "Create a world",
        "description": "**Our design.** A world is a whole service of its own (store, clock,\nkeys and signing secrets, faults, outbox, request journal, webhook\nlog, rate limits) answering under its `baseUrl`, `<server>/w/<id>`,\nevery path the root answers (`/v1/...`, `/api/engage/...`,\n`/_admin/...`, the widget's `sdk.js`, the console at `/_console/`,\nthe demo page) over its own state. Tests running in parallel, or a\nteam sharing one server, each create a world and never see another's\ndata. A demo world's keys are its own: a key of one world is refused\nwith the normal 401 by every other. Worlds do not nest: this endpoint\nexists at the root only. A world idle for `ttlMs` (default 1 hour,\nthe CLI's `--world-ttl`) ends; every request to it counts as use.\nPast the server's limit (`--max-worlds`, default 1,000) the answer is\n429 `RATE_LIMITED` with `Retry-After` (seconds until the oldest idle\nworld expires). The body is optional; a body that is not a JSON object\nor has an unknown property is refused with 400.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminWorldInput"
              },
              "examples": {
                "demo": {
                  "value": {
                    "seed": "demo",
                    "ttlMs": 600000
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The world, and the demo credentials when it was seeded with the demo.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminWorldCreated"
                },
                "examples": {
                  "empty": {
                    "value": {
                      "success": true,
                      "world": {
                        "id": "wld_3kTq9ZbX2mRf8WcA",
                        "baseUrl": "http://127.0.0.1:4010/w/wld_3kTq9ZbX2mRf8WcA",
                        "seed": "empty",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "expiresAt": "2026-03-05T09:00:00.000Z",
                        "ttlMs": 3600000
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "**Our design.** Under a world's base URL: worlds do not nest, they are created at the root only.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "nested": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no such endpoint"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "description": "**Our design.** The server already holds `--max-worlds` worlds.\nDelete one, or retry after `Retry-After` seconds, when the world\nidle the longest expires.\n",
            "headers": {
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "full": {
                    "value": {
                      "success": false,
                      "code": "RATE_LIMITED",
                      "message": "this server holds its limit of 1000 worlds (--max-worlds): delete one with DELETE /_admin/worlds/{worldId}, or retry in 1800 seconds, when the one idle the longest expires"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "get": {
        "operationId": "adminListWorlds",
        "summary": "List the worlds",
        "description": "**Our design.** Every world this server holds, the oldest first, with when it expires if left idle. The root world is not listed: it never expires.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "The worlds and the limits they live under.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminWorldList"
                },
                "examples": {
                  "one": {
                    "value": {
                      "success": true,
                      "worlds": [
                        {
                          "id": "wld_3kTq9ZbX2mRf8WcA",
                          "baseUrl": "http://127.0.0.1:4010/w/wld_3kTq9ZbX2mRf8WcA",
                          "seed": "demo",
                          "createdAt": "2026-03-05T08:00:00.000Z",
                          "expiresAt": "2026-03-05T09:00:00.000Z",
                          "ttlMs": 3600000
                        }
                      ],
                      "maxWorlds": 1000,
                      "defaultTtlMs": 3600000
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "**Our design.** Under a world's base URL: worlds do not nest, they are created at the root only.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "nested": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no such endpoint"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/worlds/{worldId}": {
      "put": {
        "operationId": "adminPutWorld",
        "summary": "Create a world with an id of your choosing",
        "description": "**Our design.** As `POST /_admin/worlds`, with the id chosen by the\ncaller (`wld_` and 16 letters and digits; pick them at random). Behind\na proxy that spreads worlds over several servers by hashing the id in\nthe path (nginx `hash $world consistent`), a world created this way\nlives on the server every later request under `/w/<id>` reaches. An id\nalready in use is refused with 409 `WORLD_EXISTS`.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWorldId"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminWorldInput"
              },
              "examples": {
                "demo": {
                  "value": {
                    "seed": "demo"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The world, and the demo credentials when it was seeded with the demo.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminWorldCreated"
                },
                "examples": {
                  "empty": {
                    "value": {
                      "success": true,
                      "world": {
                        "id": "wld_3kTq9ZbX2mRf8WcA",
                        "baseUrl": "http://127.0.0.1:4010/w/wld_3kTq9ZbX2mRf8WcA",
                        "seed": "empty",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "expiresAt": "2026-03-05T09:00:00.000Z",
                        "ttlMs": 3600000
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          },
          "409": {
            "description": "**Our design.** A world with this id exists.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "taken": {
                    "value": {
                      "success": false,
                      "code": "WORLD_EXISTS",
                      "message": "world wld_3kTq9ZbX2mRf8WcA exists; choose another id, or end it first with DELETE /_admin/worlds/wld_3kTq9ZbX2mRf8WcA"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "description": "**Our design.** The server already holds `--max-worlds` worlds; retry after `Retry-After` seconds.",
            "headers": {
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "full": {
                    "value": {
                      "success": false,
                      "code": "RATE_LIMITED",
                      "message": "this server holds its limit of 1000 worlds (--max-worlds): delete one with DELETE /_admin/worlds/{worldId}, or retry in 1800 seconds, when the one idle the longest expires"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "delete": {
        "operationId": "adminDeleteWorld",
        "summary": "End a world",
        "description": "**Our design.** Ends the world and drops its state (and its files in `FILE.worlds` beside `--data FILE`); its base URL then answers 404 `NOT_FOUND` to every request.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWorldId"
          }
        ],
        "responses": {
          "200": {
            "description": "Ended.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminOk"
                },
                "examples": {
                  "ended": {
                    "value": {
                      "success": true
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          }
        }
      }
    },
    "/_admin/state": {
      "get": {
        "operationId": "adminExportState",
        "summary": "Export the whole state",
        "description": "A snapshot of every table, importable with `adminImportState` or `--seed FILE`.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "The snapshot.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminStateSnapshot"
                },
                "examples": {
                  "snapshot": {
                    "value": {
                      "format": "svc-reference-state",
                      "version": 1,
                      "savedAt": "2026-03-05T08:00:00.000Z",
                      "tables": {
                        "websites": [
                          {
                            "id": "web_demo",
                            "name": "Demo Studio",
                            "members": [
                              {
                                "sub": "user_demo",
                                "name": "Demo Owner",
                                "roles": [
                                  "manage",
                                  "publish",
                                  "leads"
                                ]
                              }
                            ],
                            "createdAt": "2026-03-05T08:00:00.000Z",
                            "content": {
                              "enabled": true,
                              "allowedOrigins": [
                                "https://demo.svc.example"
                              ]
                            }
                          }
                        ],
                        "content.collections": [
                          {
                            "id": "web_demo/news",
                            "websiteId": "web_demo",
                            "key": "news",
                            "name": "News",
                            "schema": {
                              "revision": 1,
                              "fields": [],
                              "eventsHidden": false
                            },
                            "createdAt": "2026-03-05T08:00:00.000Z",
                            "updatedAt": "2026-03-05T08:00:00.000Z"
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      },
      "put": {
        "operationId": "adminImportState",
        "summary": "Replace the whole state with a snapshot",
        "description": "Replaces every table with the snapshot's; rate-limit windows restart. The whole snapshot is checked first:\nevery row against its table's schema (`AdminStateTables`), then the references between tables (an entry's\ncollection, a key's website or Engage site, a submission's key, ...), ids (unique per table;\n`{websiteId}/{key}` for collections, `{scope}|{key}` for idempotency records), slugs (current and former,\none entry each per collection and environment) and members (distinct per website). A refused snapshot changes\nnothing; the 400's message names the table, the row and the field, and `fields` holds its JSON Pointer\n(`/tables/websites/0/name`). Typical use: export, edit, import (fixtures).\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminStateSnapshot"
              },
              "examples": {
                "snapshot": {
                  "value": {
                    "format": "svc-reference-state",
                    "version": 1,
                    "savedAt": "2026-03-05T08:00:00.000Z",
                    "tables": {}
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Imported; row counts per table.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminImportResult"
                },
                "examples": {
                  "imported": {
                    "value": {
                      "success": true,
                      "tables": {
                        "websites": 1
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/clock": {
      "get": {
        "operationId": "adminGetClock",
        "summary": "Read the server's clock",
        "description": "The time the server works with (real time plus every advance).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "Now.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminClock"
                },
                "examples": {
                  "now": {
                    "value": {
                      "success": true,
                      "now": "2026-03-05T08:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      }
    },
    "/_admin/clock/advance": {
      "post": {
        "operationId": "adminAdvanceClock",
        "summary": "Move the clock forward (time travel)",
        "description": "Advances the clock and runs the jobs that become due (raw IP retention, webhook retries). Rate-limit windows follow the clock.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "seconds"
                ],
                "properties": {
                  "seconds": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 315360000
                  }
                }
              },
              "examples": {
                "thirtyDays": {
                  "value": {
                    "seconds": 2592000
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new time.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminClock"
                },
                "examples": {
                  "now": {
                    "value": {
                      "success": true,
                      "now": "2026-04-04T08:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/outbox": {
      "get": {
        "operationId": "adminListOutbox",
        "summary": "List the notification emails the server accepted",
        "description": "The in-memory outbox of the default notifier (Form Capture alert emails and test notifications). It keeps the newest `limit` emails (the server's `outboxSize`, `--outbox-size`, default 1000): older ones are discarded and counted in `dropped`, so a long load test does not grow the server's memory. `accepted` counts every email accepted since the last reset, kept or not.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "The kept emails, oldest first, with how many were accepted and how many are no longer kept.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminOutbox"
                },
                "examples": {
                  "outbox": {
                    "value": {
                      "success": true,
                      "emails": [
                        {
                          "id": "eml_000001",
                          "to": "team@demo.svc.example",
                          "subject": "New contact submission",
                          "text": "email: ada@example.org",
                          "ref": "capture.submission:sub_000001",
                          "acceptedAt": "2026-03-05T08:00:00.000Z"
                        }
                      ],
                      "limit": 1000,
                      "accepted": 1,
                      "dropped": 0
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      }
    },
    "/_admin/faults": {
      "get": {
        "operationId": "adminListFaults",
        "summary": "List active faults",
        "description": "Faults injected and not yet used up or cleared.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "The faults.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminFaultList"
                },
                "examples": {
                  "faults": {
                    "value": {
                      "success": true,
                      "faults": [
                        {
                          "id": "flt_1",
                          "operation": "createCapture",
                          "kind": "rate_limit",
                          "times": 1,
                          "resetSeconds": 30,
                          "remaining": 1
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      },
      "post": {
        "operationId": "adminInjectFault",
        "summary": "Inject a fault",
        "description": "Makes an operation (by operationId, or `*` for all) fail for one call (`times: 1`), N calls, or until\ncleared (no `times`): `rate_limit` (429 with the chosen `resetSeconds`), `key_verification_unavailable`\n(503 with Retry-After from `retryAfterMs`, default 2 s), `assistant_unavailable` (chat 503 ASSISTANT_UNAVAILABLE), `notification_failure` (Form Capture\nemail refused; the record is kept), `webhook_failure` (the receiver is treated as failing), `latency`\n(`latencyMs` before the answer; required for this kind), and the answers of real conditions: `site_disabled`\n(the site or its Content is disabled), `module_disabled` (Engage 403 MODULE_DISABLED), `origin_denied` (the\nrequest comes from an origin that is not allowed) and `agent_takeover` (a chat turn is queued as though a\nperson held the thread; the thread's stored status stays).\n\nA field a fault does not have (`ms` for `latencyMs`, say) is a 400 VALIDATION_FAILED that names it in\n`fields`, and nothing is injected: a misspelt option never makes a fault that quietly does nothing.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminFaultInput"
              },
              "examples": {
                "rateLimit": {
                  "value": {
                    "operation": "createCapture",
                    "kind": "rate_limit",
                    "times": 1,
                    "resetSeconds": 30
                  }
                },
                "latency": {
                  "value": {
                    "operation": "sendChatMessage",
                    "kind": "latency",
                    "latencyMs": 1500
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Injected.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminFaultEnvelope"
                },
                "examples": {
                  "injected": {
                    "value": {
                      "success": true,
                      "fault": {
                        "id": "flt_1",
                        "operation": "createCapture",
                        "kind": "rate_limit",
                        "times": 1,
                        "resetSeconds": 30,
                        "remaining": 1
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      },
      "delete": {
        "operationId": "adminClearFaults",
        "summary": "Clear every fault",
        "description": "Removes all injected faults.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "Cleared.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminOk"
                },
                "examples": {
                  "cleared": {
                    "value": {
                      "success": true
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      }
    },
    "/_admin/requests": {
      "get": {
        "operationId": "adminListRequests",
        "summary": "Read the request journal",
        "description": "Reference server only. The last requests the server answered, newest\nfirst: method, path, operation, status, duration, the credential's\nkey family (by its prefix, never the key) and, for a 4xx or 5xx, the\nerror message as a short reason. The journal keeps a fixed number of\nrequests (`journalSize`, the CLI's `--journal-size`, default 1000) in\nmemory only: it is never written to `--data` and is not part of the\nstate export. Page with `cursor` (the `nextCursor` of the previous\npage) until it is null.\n\n**Our design:** the test console's own calls are hidden unless\n`console=true`: the requests for its files (`/_console/`), the reads\nof the journal and of the event stream, and every call the console\nmarks with the `X-Svc-Console: 1` header. What a test or a curl did\nis then what the journal shows first. The filters combine (all must\nmatch); `matched` counts the requests of the whole journal that pass\nthem, so a console badge and its list agree.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "operation",
            "in": "query",
            "required": false,
            "description": "Only requests of this operation (an operationId).",
            "schema": {
              "type": "string",
              "pattern": "^[A-Za-z][A-Za-z0-9]{0,99}$"
            }
          },
          {
            "name": "console",
            "in": "query",
            "required": false,
            "description": "`true` also lists the test console's own calls (hidden by default, our design).",
            "schema": {
              "type": "string",
              "enum": [
                "true",
                "false"
              ],
              "default": "false"
            }
          },
          {
            "name": "method",
            "in": "query",
            "required": false,
            "description": "Only requests of this HTTP method (our design).",
            "schema": {
              "type": "string",
              "enum": [
                "GET",
                "HEAD",
                "POST",
                "PUT",
                "PATCH",
                "DELETE",
                "OPTIONS"
              ]
            }
          },
          {
            "name": "path",
            "in": "query",
            "required": false,
            "description": "Only requests whose path contains this text, case-insensitive (our design).",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          },
          {
            "name": "keyFamily",
            "in": "query",
            "required": false,
            "description": "Only requests made with a credential of this family (`sk_test`, `ck_live`, `pk_live`, `ptk`, `adm`, `vt`), or `none` for requests without one (our design).",
            "schema": {
              "type": "string",
              "pattern": "^(none|[a-z]{2,4}(_test|_live)?)$"
            }
          },
          {
            "name": "since",
            "in": "query",
            "required": false,
            "description": "Only requests that arrived at or after this time, by the server clock (our design).",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "until",
            "in": "query",
            "required": false,
            "description": "Only requests that arrived at or before this time, by the server clock (our design).",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "q",
            "in": "query",
            "required": false,
            "description": "Free text, case-insensitive, searched in the path and query, the\nrequest body and the response body as kept (our design).\n",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          },
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "Only requests answered with this status (`503`) or class (`4xx`, `5xx`).",
            "schema": {
              "type": "string",
              "pattern": "^[1-5]([0-9][0-9]|xx)$"
            }
          },
          {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "Requests per page (default 50).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 500,
              "default": 50
            }
          },
          {
            "name": "cursor",
            "in": "query",
            "required": false,
            "description": "The `nextCursor` of the previous page.",
            "schema": {
              "type": "string",
              "pattern": "^[0-9]{1,15}$"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "A page of the journal, newest first.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminRequestList"
                },
                "examples": {
                  "page": {
                    "value": {
                      "success": true,
                      "size": 1000,
                      "count": 2,
                      "matched": 2,
                      "requests": [
                        {
                          "id": "req_01HZX9F8",
                          "seq": 2,
                          "at": "2026-03-05T08:00:01.000Z",
                          "method": "POST",
                          "path": "/v1/capture",
                          "operationId": "createCapture",
                          "status": 503,
                          "durationMs": 1.42,
                          "keyFamily": "sk_test",
                          "console": false,
                          "reason": "key verification unavailable; retry with backoff"
                        },
                        {
                          "id": "req_01HZX9F7",
                          "seq": 1,
                          "at": "2026-03-05T08:00:00.000Z",
                          "method": "GET",
                          "path": "/v1/engage/config",
                          "operationId": "getEngageConfig",
                          "status": 200,
                          "durationMs": 0.61,
                          "keyFamily": "pk_live",
                          "console": false,
                          "reason": null
                        }
                      ],
                      "nextCursor": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      },
      "delete": {
        "operationId": "adminClearRequests",
        "summary": "Clear the request journal",
        "description": "Reference server only. Forgets every journalled request, so the next\ntest starts on an empty journal (**our design**). The stored state,\nthe sequence numbers and the event stream are untouched.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "The journal is empty.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "description": "How many requests were forgotten.",
                  "required": [
                    "success",
                    "cleared"
                  ],
                  "properties": {
                    "success": {
                      "type": "boolean",
                      "const": true
                    },
                    "cleared": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "How many requests the journal held."
                    }
                  }
                },
                "examples": {
                  "cleared": {
                    "value": {
                      "success": true,
                      "cleared": 12
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      }
    },
    "/_admin/requests/{requestId}": {
      "get": {
        "operationId": "adminGetRequest",
        "summary": "Read one journalled request in full",
        "description": "Reference server only. One request of the journal with its headers\nand bodies (each at most 16,384 characters), secrets redacted:\n`Authorization`, `Cookie`, `X-Api-Key`, `X-Portal-Key` and\n`X-Visitor-Token` keep only the key family, body properties named like\na secret (`secret`, `token`, `plaintext`, `password`, `key`...) and any\nvalue shaped like a key are masked. Bulk answers (state export, lead\nCSV, `sdk.js`, the OpenAPI document, the journal itself) keep no body\n(`bodyOmitted`).\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "requestId",
            "in": "path",
            "required": true,
            "description": "The request's id (its `X-Request-Id`).",
            "schema": {
              "type": "string",
              "maxLength": 100
            }
          },
          {
            "name": "reveal",
            "in": "query",
            "required": false,
            "description": "`credentials` answers the request headers as sent, keys included,\nfor a \"copy as curl\" that replays the call (our design: redacted\nunless asked; admin endpoints are loopback-only or need the admin\ntoken). Bodies stay redacted.\n",
            "schema": {
              "type": "string",
              "enum": [
                "credentials"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The request.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminRequestDetailEnvelope"
                },
                "examples": {
                  "capture": {
                    "value": {
                      "success": true,
                      "request": {
                        "id": "req_01HZX9F8",
                        "seq": 2,
                        "at": "2026-03-05T08:00:01.000Z",
                        "method": "POST",
                        "path": "/v1/capture",
                        "operationId": "createCapture",
                        "status": 201,
                        "durationMs": 1.42,
                        "keyFamily": "sk_test",
                        "console": false,
                        "reason": null,
                        "query": "",
                        "requestHeaders": {
                          "content-type": "application/json",
                          "x-api-key": "sk_test_[redacted]"
                        },
                        "requestBody": "{\"fields\":{\"email\":\"ada@example.org\"}}",
                        "responseHeaders": {
                          "content-type": "application/json",
                          "x-request-id": "req_01HZX9F8"
                        },
                        "responseBody": "{\"success\":true,\"id\":\"sub_000001\"}",
                        "bodyOmitted": false
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          }
        }
      }
    },
    "/_admin/events": {
      "get": {
        "operationId": "adminStreamEvents",
        "summary": "Follow the console's live feed",
        "description": "Reference server only. One `text/event-stream` for the test console:\na `state` event first with every record count, then, as they happen,\n`request` (a journal summary, as `adminListRequests` lists it) and one\nevent per kind of record that changed: `capture`, `email`, `webhook`,\n`conversation`, `ticket`, `content`, `keys` and `state` (reset,\nimport, clock, faults), each with `kind` and the new `counts`. Events\ncarry an `id:`; a reconnect with `Last-Event-ID` (or `lastEventId`)\nreplays the recent ones it missed. A comment line every 15 seconds\nkeeps the connection open. At most 16 streams at once.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "Last-Event-ID",
            "in": "header",
            "required": false,
            "description": "The id of the last event received; the recent events after it are sent first.",
            "schema": {
              "type": "string",
              "pattern": "^[0-9]{1,15}$"
            }
          },
          {
            "name": "lastEventId",
            "in": "query",
            "required": false,
            "description": "As `Last-Event-ID`, for clients that cannot set headers.",
            "schema": {
              "type": "string",
              "pattern": "^[0-9]{1,15}$"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The stream (`event:` names the kind, `data:` is JSON).",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "stream": {
                    "value": "retry: 2000\n\nevent: state\ndata: {\"kind\":\"state\",\"counts\":{\"requests\":12,\"captures\":3,\"emails\":2,\"webhooks\":1,\"conversations\":1,\"tickets\":0,\"entries\":4,\"keys\":7,\"faults\":0}}\n\nid: 41\nevent: request\ndata: {\"id\":\"req_01HZX9F8\",\"seq\":12,\"at\":\"2026-03-05T08:00:01.000Z\",\"method\":\"POST\",\"path\":\"/v1/capture\",\"operationId\":\"createCapture\",\"status\":201,\"durationMs\":1.42,\"keyFamily\":\"sk_test\",\"reason\":null}\n\nid: 42\nevent: capture\ndata: {\"kind\":\"capture\",\"counts\":{\"requests\":13,\"captures\":4,\"emails\":2,\"webhooks\":1,\"conversations\":1,\"tickets\":0,\"entries\":4,\"keys\":7,\"faults\":0}}\n"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "503": {
            "description": "As many streams as the server allows are open already.",
            "headers": {
              "Retry-After": {
                "description": "Seconds to wait.",
                "schema": {
                  "type": "integer"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "busy": {
                    "value": {
                      "success": false,
                      "code": "UNAVAILABLE",
                      "message": "the event stream has 16 subscribers already; retry later"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_console/": {
      "get": {
        "operationId": "getConsole",
        "summary": "Open the test console",
        "description": "Reference server only. The test console's page (a Preact app built\nfrom `packages/console`), guarded exactly like `/_admin`: on loopback\nwithout a token; otherwise only with the admin token. A browser\ncannot send a bearer token when it navigates, so open\n`/_console/?token=<admin token>` once: the server sets it as an\n`HttpOnly`, `SameSite=Strict` cookie (`svc_admin_token`), which the\nguard accepts on `/_admin` and `/_console`, and redirects to\n`/_console/`. Served with a strict Content-Security-Policy (no inline\nscript or style) and `X-Frame-Options: DENY`. Every action the\nconsole takes is an admin or console operation of this contract.\n`/_console` redirects here.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "token",
            "in": "query",
            "required": false,
            "description": "The admin token, once; it becomes the `svc_admin_token` cookie.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The console page.",
            "headers": {
              "Content-Security-Policy": {
                "$ref": "#/components/headers/ConsoleCsp"
              },
              "X-Frame-Options": {
                "$ref": "#/components/headers/ConsoleFrameOptions"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "page": {
                    "value": "<!doctype html><html lang=\"en\">…</html>"
                  }
                }
              }
            }
          },
          "303": {
            "description": "The token was accepted and set as a cookie; go to `/_console/`.",
            "headers": {
              "Location": {
                "description": "`/_console/`.",
                "schema": {
                  "type": "string"
                }
              },
              "Set-Cookie": {
                "description": "`svc_admin_token=<token>; Path=/; HttpOnly; SameSite=Strict`.",
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "This deployment carries no built console. A browser (`Accept` with `text/html`) gets a page saying how to build it; any other client the error body.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "the test console is not built: run pnpm --filter @svc/console build (pnpm start builds it when missing)"
                    }
                  }
                }
              },
              "text/html": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "missing": {
                    "value": "<!doctype html><html lang=\"en\">…The test console is not built…</html>"
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_console/assets/{file}": {
      "get": {
        "operationId": "getConsoleAsset",
        "summary": "Download a file of the test console",
        "description": "Reference server only. A hashed script or stylesheet of the console, cached for a year; guarded like the page.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "file",
            "in": "path",
            "required": true,
            "description": "The file's hashed name.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The file.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "text/javascript": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "script": {
                    "value": "import{h as e}from\"./preact-Cq3f.js\";"
                  }
                }
              },
              "text/css": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "styles": {
                    "value": ":root{color-scheme:light dark}"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such file in this build.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no such file in this build of the console"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_docs/": {
      "get": {
        "operationId": "getHttpReference",
        "summary": "Open the HTTP reference",
        "description": "Reference server only. This contract rendered as a browsable HTTP\nreference (Scalar, bundled with the server: it loads nothing from\nelsewhere), reading `/openapi.json`. \"Test request\" sends to this\nserver, with the keys of the demo it is running filled in while the\ndemo is loaded. Guarded exactly like `/_admin` and `/_console/`\n(the demo keys are on the page): on loopback without a token;\notherwise with the admin token (the console's `svc_admin_token`\ncookie counts). Never framable. `/_docs` redirects here.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "The reference page.",
            "headers": {
              "Content-Security-Policy": {
                "$ref": "#/components/headers/HttpReferenceCsp"
              },
              "X-Frame-Options": {
                "$ref": "#/components/headers/ConsoleFrameOptions"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "page": {
                    "value": "<!doctype html><html lang=\"en\">…</html>"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      }
    },
    "/_docs/{file}": {
      "get": {
        "operationId": "getHttpReferenceFile",
        "summary": "Download a file of the HTTP reference",
        "description": "Reference server only. `init.js` (the page's settings: this\nserver's address and the demo keys) or `scalar.js` (the renderer,\nread from disk on the first request, then kept in memory); guarded\nlike the page.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "file",
            "in": "path",
            "required": true,
            "description": "`init.js` or `scalar.js`.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The file.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "text/javascript": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "settings": {
                    "value": "Scalar.createApiReference('#app', {\"url\":\"/openapi.json\"});"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such file, or this deployment carries no renderer (`scalar.js`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no such file in the HTTP reference: the files are init.js and scalar.js"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/websites": {
      "get": {
        "operationId": "adminListWebsites",
        "summary": "List websites",
        "description": "Websites own Content collections and a Form Capture site.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "responses": {
          "200": {
            "description": "The websites.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminWebsiteList"
                },
                "examples": {
                  "websites": {
                    "value": {
                      "success": true,
                      "websites": [
                        {
                          "id": "web_demo",
                          "name": "Demo Studio",
                          "members": [
                            {
                              "sub": "user_demo",
                              "name": "Demo Owner",
                              "roles": [
                                "manage",
                                "publish",
                                "leads"
                              ]
                            }
                          ],
                          "createdAt": "2026-03-05T08:00:00.000Z",
                          "content": {
                            "enabled": true,
                            "allowedOrigins": [
                              "https://demo.svc.example"
                            ]
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      },
      "post": {
        "operationId": "adminCreateWebsite",
        "summary": "Create a website",
        "description": "Members carry roles: `manage` (website management), `publish` (publishing access, needed to change collections serving Live), `leads` (may be assigned leads).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "name",
                  "members"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "maxLength": 120
                  },
                  "members": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 50,
                    "items": {
                      "$ref": "#/components/schemas/AdminWebsiteMember"
                    }
                  }
                }
              },
              "examples": {
                "create": {
                  "value": {
                    "name": "Demo Studio",
                    "members": [
                      {
                        "sub": "user_demo",
                        "name": "Demo Owner",
                        "roles": [
                          "manage",
                          "publish",
                          "leads"
                        ]
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminWebsiteEnvelope"
                },
                "examples": {
                  "created": {
                    "value": {
                      "success": true,
                      "website": {
                        "id": "web_000001",
                        "name": "Demo Studio",
                        "members": [
                          {
                            "sub": "user_demo",
                            "name": "Demo Owner",
                            "roles": [
                              "manage",
                              "publish",
                              "leads"
                            ]
                          }
                        ],
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "content": {
                          "enabled": true,
                          "allowedOrigins": []
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/websites/{websiteId}": {
      "get": {
        "operationId": "adminGetWebsite",
        "summary": "Read a website",
        "description": "One website with its members and settings.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "The website.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminWebsiteEnvelope"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": true,
                      "website": {
                        "id": "web_demo",
                        "name": "Demo Studio",
                        "members": [
                          {
                            "sub": "user_demo",
                            "name": "Demo Owner",
                            "roles": [
                              "manage",
                              "publish",
                              "leads"
                            ]
                          }
                        ],
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "content": {
                          "enabled": true,
                          "allowedOrigins": []
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          }
        }
      }
    },
    "/_admin/websites/{websiteId}/members": {
      "put": {
        "operationId": "adminSetWebsiteMembers",
        "summary": "Replace a website's members",
        "description": "Access is checked from these stored records on the next request.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "members"
                ],
                "properties": {
                  "members": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 50,
                    "items": {
                      "$ref": "#/components/schemas/AdminWebsiteMember"
                    }
                  }
                }
              },
              "examples": {
                "members": {
                  "value": {
                    "members": [
                      {
                        "sub": "user_demo",
                        "name": "Demo Owner",
                        "roles": [
                          "manage"
                        ]
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The website.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminWebsiteEnvelope"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": true,
                      "website": {
                        "id": "web_demo",
                        "name": "Demo Studio",
                        "members": [
                          {
                            "sub": "user_demo",
                            "name": "Demo Owner",
                            "roles": [
                              "manage"
                            ]
                          }
                        ],
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "content": {
                          "enabled": true,
                          "allowedOrigins": []
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/console/portal-keys": {
      "post": {
        "operationId": "adminIssuePortalKey",
        "summary": "Issue a portal service credential for the console",
        "description": "Reference server only. Issues an `X-Portal-Key` credential for the\nEngage console endpoints under `/api/engage/sites`. The full key is\nreturned once; the server keeps only its SHA-256 hash and a display\nprefix. The body is optional.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminConsolePortalKeyRequest"
              },
              "examples": {
                "labelled": {
                  "value": {
                    "label": "Portal staging"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The new portal key, shown in full once.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminConsolePortalKeyIssued"
                },
                "examples": {
                  "issued": {
                    "value": {
                      "success": true,
                      "portalKey": {
                        "id": "ptk_01HZX2C3",
                        "key": "ptk_Vq3kR8sT2mW9xY4zA7bC1dE5fG6hJ0kL2nP4qR6s",
                        "prefix": "ptk_Vq3kR8sT",
                        "label": "Portal staging",
                        "createdAt": "2026-03-05T08:00:00Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The body is not valid JSON, or the label is not text of at most 120 characters.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "label": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "label must be text of at most 120 characters",
                      "fields": [
                        "label"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/webhooks/deliveries": {
      "get": {
        "operationId": "adminListWebhookDeliveries",
        "summary": "Read the webhook delivery log",
        "description": "Reference server only. Every Engage webhook delivery (`chat.escalated`,\n`conversation.rated` and `webhook.test`), newest first, with the signed payload, every\nattempt (time, the receiver's status or the error) and, for failed\ndeliveries, the reason. Retries follow the backoff 30 s, 2 min,\n10 min, 1 h, 6 h and run when the server clock says they are due.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "siteId",
            "in": "query",
            "required": false,
            "description": "Only deliveries of this Engage site.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The delivery log.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminConsoleWebhookDeliveryLog"
                },
                "examples": {
                  "log": {
                    "value": {
                      "success": true,
                      "deliveries": [
                        {
                          "id": "dlv_01HZX9F6",
                          "eventId": "msg_01HZX9F7",
                          "type": "webhook.test",
                          "url": "https://hooks.example.org/svc",
                          "status": "pending",
                          "attempts": 1,
                          "responseStatus": 500,
                          "createdAt": "2026-03-05T08:00:00Z",
                          "nextAttemptAt": "2026-03-05T08:00:30Z",
                          "siteId": "eng_demo",
                          "payload": "{\"type\":\"webhook.test\",\"timestamp\":\"2026-03-05T08:00:00.000Z\",\"data\":{\"siteId\":\"eng_demo\",\"message\":\"This is a test event from svc.\"}}",
                          "failureReason": null,
                          "log": [
                            {
                              "at": "2026-03-05T08:00:00Z",
                              "status": 500,
                              "error": "the receiver answered 500",
                              "requestHeaders": {
                                "content-type": "application/json",
                                "webhook-id": "msg_01HZX9F7",
                                "webhook-timestamp": "1772697600",
                                "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4= v1,3fK9dQ0sJ9m1GmXbQpWcV8b1n0yq2kq6Xo3y2Yk1aZc="
                              }
                            }
                          ]
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          }
        }
      }
    },
    "/_admin/webhooks/deliveries/{deliveryId}/resend": {
      "post": {
        "operationId": "adminResendWebhookDelivery",
        "summary": "Resend one webhook delivery",
        "description": "Reference server only. Sends the delivery's event again (same\n`webhook-id` and body, signed anew with the site's current secrets) to\nthe endpoint the site names now, as one more attempt of the same\ndelivery; the answer is the delivery with that attempt in its log.\nA delivery that fails again is retried on the usual backoff.\n",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "deliveryId",
            "in": "path",
            "required": true,
            "description": "The delivery's id.",
            "schema": {
              "type": "string",
              "maxLength": 100
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The delivery after the attempt.",
            "headers": {
              "X-Request-Id": {
                "$ref": "#/components/headers/RequestId"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "description": "One delivery.",
                  "required": [
                    "success",
                    "delivery"
                  ],
                  "properties": {
                    "success": {
                      "type": "boolean",
                      "const": true
                    },
                    "delivery": {
                      "$ref": "#/components/schemas/AdminConsoleWebhookDeliveryEntry"
                    }
                  }
                },
                "examples": {
                  "resent": {
                    "value": {
                      "success": true,
                      "delivery": {
                        "id": "dlv_01HZX9F6",
                        "eventId": "msg_01HZX9F7",
                        "type": "webhook.test",
                        "url": "https://hooks.example.org/svc",
                        "status": "delivered",
                        "attempts": 2,
                        "responseStatus": 200,
                        "createdAt": "2026-03-05T08:00:00Z",
                        "nextAttemptAt": null,
                        "siteId": "eng_demo",
                        "payload": "{\"type\":\"webhook.test\",\"timestamp\":\"2026-03-05T08:00:00.000Z\",\"data\":{\"siteId\":\"eng_demo\",\"message\":\"This is a test event from svc.\"}}",
                        "failureReason": null,
                        "log": [
                          {
                            "at": "2026-03-05T08:00:00Z",
                            "status": 500,
                            "error": "the receiver answered 500",
                            "requestHeaders": null
                          },
                          {
                            "at": "2026-03-05T08:01:00Z",
                            "status": 200,
                            "error": null,
                            "requestHeaders": {
                              "content-type": "application/json",
                              "webhook-id": "msg_01HZX9F7",
                              "webhook-timestamp": "1772697660",
                              "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4="
                            }
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          },
          "409": {
            "description": "The site has no webhook URL to send to.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "noEndpoint": {
                    "value": {
                      "success": false,
                      "code": "WEBHOOK_NOT_CONFIGURED",
                      "message": "the site has no webhook URL: set one, then resend"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/collections": {
      "get": {
        "operationId": "adminContentListCollections",
        "summary": "List a website's collections",
        "description": "Reference server only. Every collection of the website with its schema (shared by Test and Live) and whether it serves Live (has a published Live entry).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "The collections, by key.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentCollectionList"
                },
                "examples": {
                  "collections": {
                    "value": {
                      "success": true,
                      "collections": [
                        {
                          "key": "events",
                          "name": "Events",
                          "schema": {
                            "revision": 3,
                            "fields": [
                              {
                                "key": "date",
                                "label": "Date",
                                "type": "date",
                                "required": true
                              },
                              {
                                "key": "capacity",
                                "label": "Capacity",
                                "type": "number"
                              },
                              {
                                "key": "kind",
                                "label": "Kind",
                                "type": "select",
                                "options": [
                                  "workshop",
                                  "talk",
                                  "open-day"
                                ]
                              }
                            ],
                            "eventsHidden": false
                          },
                          "servesLive": true,
                          "createdAt": "2026-03-05T08:00:00.000Z",
                          "updatedAt": "2026-03-05T08:00:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A browser request from an origin that is not loopback.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "adminContentCreateCollection",
        "summary": "Create a collection",
        "description": "Reference server only. Creates a collection at schema revision 1. At most 30 fields; types are text, date, time, number, url, boolean and select (select needs 1 to 50 options). A new collection needs website management access (`manage`).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminContentCollectionInput"
              },
              "examples": {
                "events": {
                  "value": {
                    "key": "events",
                    "name": "Events",
                    "fields": [
                      {
                        "key": "date",
                        "label": "Date",
                        "type": "date",
                        "required": true
                      },
                      {
                        "key": "time",
                        "label": "Start time",
                        "type": "time"
                      },
                      {
                        "key": "venue",
                        "label": "Venue",
                        "type": "text"
                      },
                      {
                        "key": "bookingUrl",
                        "label": "Booking link",
                        "type": "url"
                      },
                      {
                        "key": "capacity",
                        "label": "Capacity",
                        "type": "number"
                      },
                      {
                        "key": "free",
                        "label": "Free entry",
                        "type": "boolean"
                      },
                      {
                        "key": "kind",
                        "label": "Kind",
                        "type": "select",
                        "options": [
                          "workshop",
                          "talk",
                          "open-day"
                        ]
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentCollectionEnvelope"
                },
                "examples": {
                  "created": {
                    "value": {
                      "success": true,
                      "collection": {
                        "key": "events",
                        "name": "Events",
                        "schema": {
                          "revision": 1,
                          "fields": [
                            {
                              "key": "date",
                              "label": "Date",
                              "type": "date",
                              "required": true
                            },
                            {
                              "key": "time",
                              "label": "Start time",
                              "type": "time"
                            },
                            {
                              "key": "venue",
                              "label": "Venue",
                              "type": "text"
                            },
                            {
                              "key": "bookingUrl",
                              "label": "Booking link",
                              "type": "url"
                            },
                            {
                              "key": "capacity",
                              "label": "Capacity",
                              "type": "number"
                            },
                            {
                              "key": "free",
                              "label": "Free entry",
                              "type": "boolean"
                            },
                            {
                              "key": "kind",
                              "label": "Kind",
                              "type": "select",
                              "options": [
                                "workshop",
                                "talk",
                                "open-day"
                              ]
                            }
                          ],
                          "eventsHidden": false
                        },
                        "servesLive": false,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The body breaks a rule; `fields` names the offending properties or schema fields.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "key": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "key must match ^[a-z0-9][a-z0-9_-]{0,63}$",
                      "fields": [
                        "key"
                      ]
                    }
                  },
                  "tooMany": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "a collection has at most 30 fields",
                      "fields": [
                        "fields"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the manage role"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "A collection with this key exists.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "exists": {
                    "value": {
                      "success": false,
                      "code": "COLLECTION_EXISTS",
                      "message": "collection events already exists on this website",
                      "fields": [
                        "key"
                      ]
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/collections/{collection}": {
      "get": {
        "operationId": "adminContentGetCollection",
        "summary": "Read a collection and its schema",
        "description": "Reference server only. Load the schema here and send its `revision` back when saving.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          }
        ],
        "responses": {
          "200": {
            "description": "The collection.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentCollectionEnvelope"
                },
                "examples": {
                  "collection": {
                    "value": {
                      "success": true,
                      "collection": {
                        "key": "events",
                        "name": "Events",
                        "schema": {
                          "revision": 3,
                          "fields": [
                            {
                              "key": "date",
                              "label": "Date",
                              "type": "date",
                              "required": true
                            },
                            {
                              "key": "capacity",
                              "label": "Capacity",
                              "type": "number"
                            },
                            {
                              "key": "kind",
                              "label": "Kind",
                              "type": "select",
                              "options": [
                                "workshop",
                                "talk",
                                "open-day"
                              ]
                            }
                          ],
                          "eventsHidden": false
                        },
                        "servesLive": true,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A browser request from an origin that is not loopback.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "put": {
        "operationId": "adminContentSaveSchema",
        "summary": "Save a collection schema",
        "description": "Reference server only. Saves the field list with the revision the client loaded: a stale revision is a 409 to reload, not to retry blindly. Changes that would invalidate a stored draft or published snapshot (removing a field that has values, changing the type of a used field, removing a select option in use, making a field required while an entry lacks it) are refused with 409 `SCHEMA_INCOMPATIBLE` naming the fields. The schema is shared by Test and Live, so changing a collection that serves Live needs the `publish` role as well as `manage`, whatever environment is being viewed; a new or unused collection needs only `manage`. `eventsHidden` is a display convention only and never hides anything from the Content API.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminContentSchemaSave"
              },
              "examples": {
                "save": {
                  "value": {
                    "revision": 3,
                    "fields": [
                      {
                        "key": "date",
                        "label": "Date",
                        "type": "date",
                        "required": true
                      },
                      {
                        "key": "capacity",
                        "label": "Capacity",
                        "type": "number"
                      },
                      {
                        "key": "kind",
                        "label": "Kind",
                        "type": "select",
                        "options": [
                          "workshop",
                          "talk",
                          "open-day"
                        ]
                      }
                    ],
                    "eventsHidden": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Saved; the revision is bumped.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentCollectionEnvelope"
                },
                "examples": {
                  "saved": {
                    "value": {
                      "success": true,
                      "collection": {
                        "key": "events",
                        "name": "Events",
                        "schema": {
                          "revision": 4,
                          "fields": [
                            {
                              "key": "date",
                              "label": "Date",
                              "type": "date",
                              "required": true
                            },
                            {
                              "key": "capacity",
                              "label": "Capacity",
                              "type": "number"
                            },
                            {
                              "key": "kind",
                              "label": "Kind",
                              "type": "select",
                              "options": [
                                "workshop",
                                "talk",
                                "open-day"
                              ]
                            }
                          ],
                          "eventsHidden": true
                        },
                        "servesLive": true,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T09:30:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The body breaks a rule; `fields` names the offending properties or schema fields.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "revision": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "revision must be the schema revision you loaded (a positive integer)",
                      "fields": [
                        "revision"
                      ]
                    }
                  },
                  "type": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "invalid fields: colour (key ^[A-Za-z][A-Za-z0-9_]{0,39}$ and unique, label 1 to 80 characters, type one of text, date, time, number, url, boolean, select, select needs 1 to 50 distinct options and other types none, required a boolean)",
                      "fields": [
                        "colour"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the publish role (the collection serves Live and its schema is shared with Live, even while Test is viewed)"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The schema changed since the loaded revision (reload it), or the change would invalidate stored entries.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "revision": {
                    "value": {
                      "success": false,
                      "code": "REVISION_CONFLICT",
                      "message": "schema was changed since revision 3 was loaded; reload it"
                    }
                  },
                  "incompatible": {
                    "value": {
                      "success": false,
                      "code": "SCHEMA_INCOMPATIBLE",
                      "message": "this change would invalidate existing drafts or published entries: venue",
                      "fields": [
                        "venue"
                      ]
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries": {
      "get": {
        "operationId": "adminContentListEntries",
        "summary": "List a collection's entries in one environment",
        "description": "Reference server only. Every entry of the environment, drafts and unpublished entries included, newest first.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "environment",
            "in": "query",
            "required": true,
            "description": "The environment of the entries: test or live.",
            "schema": {
              "$ref": "#/components/schemas/EnvironmentName"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The entries.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentEntryList"
                },
                "examples": {
                  "entries": {
                    "value": {
                      "success": true,
                      "entries": [
                        {
                          "id": "ent_000012",
                          "collection": "events",
                          "environment": "live",
                          "status": "draft",
                          "slug": "spring-open-day",
                          "formerSlugs": [],
                          "draft": {
                            "title": "Spring open day",
                            "summary": "Tour the studio and meet the team.",
                            "image": "https://demo.svc.example/img/open-day.jpg",
                            "fields": {
                              "date": "2026-04-18",
                              "capacity": 40,
                              "kind": "open-day"
                            }
                          },
                          "published": null,
                          "publishedAt": null,
                          "updatedAt": "2026-03-05T08:00:00.000Z",
                          "createdAt": "2026-03-05T08:00:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "environment is missing or not test or live.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "environment": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "environment query parameter must be test or live",
                      "fields": [
                        "environment"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A browser request from an origin that is not loopback.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "adminContentCreateEntry",
        "summary": "Create a draft entry",
        "description": "Reference server only. Creates a draft in one environment. Field values are checked against the schema: date `YYYY-MM-DD`, time `HH:MM`, url http(s), number, boolean, select one of its options; required fields need a value. Slugs match `^[a-z0-9][a-z0-9-]{0,199}$` and are unique per collection and environment, former slugs of other entries included. Drafts need `manage`.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "environment",
            "in": "query",
            "required": true,
            "description": "The environment of the entries: test or live.",
            "schema": {
              "$ref": "#/components/schemas/EnvironmentName"
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminContentEntryInput"
              },
              "examples": {
                "draft": {
                  "value": {
                    "slug": "spring-open-day",
                    "title": "Spring open day",
                    "summary": "Tour the studio and meet the team.",
                    "image": "https://demo.svc.example/img/open-day.jpg",
                    "fields": {
                      "date": "2026-04-18",
                      "capacity": 40,
                      "kind": "open-day"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The draft.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentEntryEnvelope"
                },
                "examples": {
                  "created": {
                    "value": {
                      "success": true,
                      "entry": {
                        "id": "ent_000012",
                        "collection": "events",
                        "environment": "live",
                        "status": "draft",
                        "slug": "spring-open-day",
                        "formerSlugs": [],
                        "draft": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "published": null,
                        "publishedAt": null,
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "createdAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The body breaks a rule; `fields` names the offending properties or field keys.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "values": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "invalid field values: date, kind (date is YYYY-MM-DD, time HH:MM, url http(s), number, boolean, select one of its options; required fields need a value; unknown fields are refused)",
                      "fields": [
                        "date",
                        "kind"
                      ]
                    }
                  },
                  "slug": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "slug must match ^[a-z0-9][a-z0-9-]{0,199}$",
                      "fields": [
                        "slug"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the manage role"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The slug is used by another entry (current or former slug).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "slug": {
                    "value": {
                      "success": false,
                      "code": "SLUG_TAKEN",
                      "message": "slug spring-open-day is already used in this collection",
                      "fields": [
                        "slug"
                      ]
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}": {
      "patch": {
        "operationId": "adminContentUpdateEntry",
        "summary": "Change a draft",
        "description": "Reference server only. Changes the entry's draft (title, summary, image, field values; `fields` are merged, null clears one). The published snapshot stays until the next publish. Needs `manage`.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "entryId",
            "in": "path",
            "required": true,
            "description": "The entry's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminContentEntryPatch"
              },
              "examples": {
                "retitle": {
                  "value": {
                    "title": "Spring open day 2026",
                    "fields": {
                      "capacity": 60
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentEntryEnvelope"
                },
                "examples": {
                  "updated": {
                    "value": {
                      "success": true,
                      "entry": {
                        "id": "ent_000012",
                        "collection": "events",
                        "environment": "live",
                        "status": "draft",
                        "slug": "spring-open-day",
                        "formerSlugs": [],
                        "draft": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "published": null,
                        "publishedAt": null,
                        "updatedAt": "2026-03-05T09:30:00.000Z",
                        "createdAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The body breaks a rule; `fields` names the offending properties or field keys.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "values": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "invalid field values: time (date is YYYY-MM-DD, time HH:MM, url http(s), number, boolean, select one of its options; required fields need a value; unknown fields are refused)",
                      "fields": [
                        "time"
                      ]
                    }
                  },
                  "body": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "body must be a JSON object"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the manage role"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection, entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  },
                  "entry": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "entry not found"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/publish": {
      "post": {
        "operationId": "adminContentPublishEntry",
        "summary": "Publish an entry",
        "description": "Reference server only. Stores the draft as the published snapshot; `publishedAt` is set on the first publish only, so list positions stay stable. Publishing a Live entry needs the `publish` role.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "entryId",
            "in": "path",
            "required": true,
            "description": "The entry's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "responses": {
          "200": {
            "description": "The published entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentEntryEnvelope"
                },
                "examples": {
                  "published": {
                    "value": {
                      "success": true,
                      "entry": {
                        "id": "ent_000012",
                        "collection": "events",
                        "environment": "live",
                        "status": "published",
                        "slug": "spring-open-day",
                        "formerSlugs": [],
                        "draft": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "published": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "publishedAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "createdAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the publish role (publishing, unpublishing or renaming a Live entry changes what Live serves)"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection, entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  },
                  "entry": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "entry not found"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/unpublish": {
      "post": {
        "operationId": "adminContentUnpublishEntry",
        "summary": "Unpublish an entry",
        "description": "Reference server only. The entry leaves the Content API on the next request (absent from lists, 404 on read, former slugs included). Unpublishing an unpublished entry changes nothing. For a Live entry, needs the `publish` role.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "entryId",
            "in": "path",
            "required": true,
            "description": "The entry's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "responses": {
          "200": {
            "description": "The unpublished entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentEntryEnvelope"
                },
                "examples": {
                  "unpublished": {
                    "value": {
                      "success": true,
                      "entry": {
                        "id": "ent_000012",
                        "collection": "events",
                        "environment": "live",
                        "status": "unpublished",
                        "slug": "spring-open-day",
                        "formerSlugs": [],
                        "draft": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "published": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "publishedAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T09:30:00.000Z",
                        "createdAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the publish role (publishing, unpublishing or renaming a Live entry changes what Live serves)"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection, entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  },
                  "entry": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "entry not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The entry was never published.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "draft": {
                    "value": {
                      "success": false,
                      "code": "NOT_PUBLISHED",
                      "message": "only a published entry can be unpublished"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/slug": {
      "post": {
        "operationId": "adminContentChangeSlug",
        "summary": "Change an entry's slug",
        "description": "Reference server only. A slug that was ever public is kept as a former slug: it keeps resolving to this entry and stays reserved. Renaming a published Live entry needs the `publish` role.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "$ref": "#/components/parameters/Collection"
          },
          {
            "name": "entryId",
            "in": "path",
            "required": true,
            "description": "The entry's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminContentSlugInput"
              },
              "examples": {
                "rename": {
                  "value": {
                    "slug": "spring-open-day-2026"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentEntryEnvelope"
                },
                "examples": {
                  "renamed": {
                    "value": {
                      "success": true,
                      "entry": {
                        "id": "ent_000012",
                        "collection": "events",
                        "environment": "live",
                        "status": "published",
                        "slug": "spring-open-day-2026",
                        "formerSlugs": [
                          "spring-open-day"
                        ],
                        "draft": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "published": {
                          "title": "Spring open day",
                          "summary": "Tour the studio and meet the team.",
                          "image": "https://demo.svc.example/img/open-day.jpg",
                          "fields": {
                            "date": "2026-04-18",
                            "capacity": 40,
                            "kind": "open-day"
                          }
                        },
                        "publishedAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T09:30:00.000Z",
                        "createdAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The slug does not match the pattern.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "slug": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "slug must match ^[a-z0-9][a-z0-9-]{0,199}$",
                      "fields": [
                        "slug"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the publish role (publishing, unpublishing or renaming a Live entry changes what Live serves)"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website, collection, entry.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  },
                  "collection": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "collection not found"
                    }
                  },
                  "entry": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "entry not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The slug is used by another entry (current or former slug).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "slug": {
                    "value": {
                      "success": false,
                      "code": "SLUG_TAKEN",
                      "message": "slug spring-open-day-2026 is already used in this collection",
                      "fields": [
                        "slug"
                      ]
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/keys": {
      "get": {
        "operationId": "adminContentListKeys",
        "summary": "List a website's content keys",
        "description": "Reference server only. Prefix, status and last use of every content key of the website, revoked keys included; never the plaintext or its hash.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "The keys, oldest first.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentKeyList"
                },
                "examples": {
                  "keys": {
                    "value": {
                      "success": true,
                      "keys": [
                        {
                          "id": "key_000007",
                          "environment": "live",
                          "prefix": "ck_live_Vq3kR8sT",
                          "status": "active",
                          "label": "Website build",
                          "createdAt": "2026-03-05T08:00:00.000Z",
                          "lastUsedAt": "2026-03-05T09:30:00.000Z",
                          "revokedAt": null
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A browser request from an origin that is not loopback.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "adminContentIssueKey",
        "summary": "Issue a content key",
        "description": "Reference server only. Issues a Content read key for one environment. The plaintext is returned once; only its SHA-256 hash is stored. Needs `manage`.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminContentKeyInput"
              },
              "examples": {
                "live": {
                  "value": {
                    "environment": "live",
                    "label": "Website build"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The key, with its plaintext shown once.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentKeyIssued"
                },
                "examples": {
                  "issued": {
                    "value": {
                      "success": true,
                      "key": {
                        "id": "key_000007",
                        "environment": "live",
                        "prefix": "ck_live_Vq3kR8sT",
                        "status": "active",
                        "label": "Website build",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": null,
                        "revokedAt": null
                      },
                      "plaintext": "ck_live_Vq3kR8sT2mW9xY4zA7bC1dE5fG6hJ0kL"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The body breaks a rule.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "environment": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "invalid key: environment (environment test or live, label at most 80 characters)",
                      "fields": [
                        "environment"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the manage role"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/content/keys/{keyId}/revoke": {
      "post": {
        "operationId": "adminContentRevokeKey",
        "summary": "Revoke a content key",
        "description": "Reference server only. The key is refused from the next request on and kept as a revoked record. Needs `manage` on its website.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "keyId",
            "in": "path",
            "required": true,
            "description": "The content key's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "responses": {
          "200": {
            "description": "The revoked key.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentKeyEnvelope"
                },
                "examples": {
                  "revoked": {
                    "value": {
                      "success": true,
                      "key": {
                        "id": "key_000007",
                        "environment": "live",
                        "prefix": "ck_live_Vq3kR8sT",
                        "status": "revoked",
                        "label": "Website build",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": null,
                        "revokedAt": "2026-03-05T09:30:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the manage role"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such key.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "key": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "content key not found"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/content/websites/{websiteId}/settings": {
      "patch": {
        "operationId": "adminContentUpdateSettings",
        "summary": "Change a website's Content settings",
        "description": "Reference server only. Turns Content delivery on or off and sets the exact browser origins allowed to read (at most 10, such as `https://www.example.com`: scheme, host and port, no path). Takes effect on the next request. Needs `manage`.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": true,
            "description": "The member making the change; roles are read from the stored website record on every request.",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "example": "user_demo"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminContentSettingsInput"
              },
              "examples": {
                "origins": {
                  "value": {
                    "enabled": true,
                    "allowedOrigins": [
                      "https://demo.svc.example",
                      "http://localhost:4010"
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The settings.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminContentSettingsEnvelope"
                },
                "examples": {
                  "settings": {
                    "value": {
                      "success": true,
                      "content": {
                        "enabled": true,
                        "allowedOrigins": [
                          "https://demo.svc.example",
                          "http://localhost:4010"
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The body breaks a rule.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origins": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "invalid settings: allowedOrigins (enabled is a boolean; allowedOrigins lists at most 10 exact origins such as https://www.example.com)",
                      "fields": [
                        "allowedOrigins"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "description": "No `X-Identity-Sub`: changes are made by a website member.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "MISSING_CREDENTIALS",
                      "message": "X-Identity-Sub is required to change content"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A browser request from an origin that is not loopback, or the member lacks a role the change needs (`FORBIDDEN`).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "origin": {
                    "value": {
                      "success": false,
                      "code": "ADMIN_ORIGIN_DENIED",
                      "message": "admin endpoints accept requests only from loopback origins"
                    }
                  },
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this change needs the manage role"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such website.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "website": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "website not found"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/site": {
      "get": {
        "operationId": "adminGetCaptureSite",
        "summary": "Read a website's Form Capture site",
        "description": "Reference server only. The site, its state and the outcome of the last test notification.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "The site.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSiteEnvelope"
                },
                "examples": {
                  "active": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "active",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "contact",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": "2026-03-05T08:00:00.000Z",
                        "disabledAt": null,
                        "lastTest": {
                          "at": "2026-03-05T08:00:00.000Z",
                          "to": "team@acme.example",
                          "outcome": "accepted",
                          "providerId": "eml_000001",
                          "error": null
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such website, or it has no Form Capture site.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "noSite": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no Form Capture site is configured for this website"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "put": {
        "operationId": "adminConfigureCaptureSite",
        "summary": "Configure the Form Capture site",
        "description": "Reference server only. The first call creates the site as a draft (201); later calls update it (200) in any state. An activated site keeps a notification address.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminCaptureSiteInput"
              },
              "examples": {
                "configure": {
                  "value": {
                    "notificationEmail": "team@acme.example",
                    "defaultForm": "contact"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Updated.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSiteEnvelope"
                },
                "examples": {
                  "updated": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "active",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "enquiry",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": "2026-03-05T08:00:00.000Z",
                        "disabledAt": null,
                        "lastTest": {
                          "at": "2026-03-05T08:00:00.000Z",
                          "to": "team@acme.example",
                          "outcome": "accepted",
                          "providerId": "eml_000001",
                          "error": null
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "201": {
            "description": "Created as a draft.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSiteEnvelope"
                },
                "examples": {
                  "draft": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "draft",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "contact",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": null,
                        "disabledAt": null,
                        "lastTest": null
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "A malformed setting.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "email": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "notificationEmail must be an email address (at most 254 characters)",
                      "fields": [
                        "notificationEmail"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/site/test": {
      "post": {
        "operationId": "adminTestCaptureSite",
        "summary": "Send a test notification",
        "description": "Reference server only. Sends a test email to the notification address (or the server default) and records the outcome on the site. A provider failure is recorded, not an error. Fault kind `notification_failure` for this operation makes it fail.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "Tested; see `test.outcome`.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSiteTestResult"
                },
                "examples": {
                  "accepted": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "draft",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "contact",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": null,
                        "disabledAt": null,
                        "lastTest": {
                          "at": "2026-03-05T08:00:00.000Z",
                          "to": "team@acme.example",
                          "outcome": "accepted",
                          "providerId": "eml_000001",
                          "error": null
                        }
                      },
                      "test": {
                        "at": "2026-03-05T08:00:00.000Z",
                        "to": "team@acme.example",
                        "outcome": "accepted",
                        "providerId": "eml_000001",
                        "error": null
                      }
                    }
                  },
                  "failed": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "draft",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "contact",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": null,
                        "disabledAt": null,
                        "lastTest": {
                          "at": "2026-03-05T08:00:00.000Z",
                          "to": "team@acme.example",
                          "outcome": "failed",
                          "providerId": null,
                          "error": "notification provider unavailable (injected fault)"
                        }
                      },
                      "test": {
                        "at": "2026-03-05T08:00:00.000Z",
                        "to": "team@acme.example",
                        "outcome": "failed",
                        "providerId": null,
                        "error": "notification provider unavailable (injected fault)"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such website, or it has no Form Capture site.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "noSite": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no Form Capture site is configured for this website"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/site/activate": {
      "post": {
        "operationId": "adminActivateCaptureSite",
        "summary": "Activate a draft site",
        "description": "Reference server only. draft → active; needs a notification address.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "Active.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSiteEnvelope"
                },
                "examples": {
                  "active": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "active",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "contact",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": "2026-03-05T08:00:00.000Z",
                        "disabledAt": null,
                        "lastTest": {
                          "at": "2026-03-05T08:00:00.000Z",
                          "to": "team@acme.example",
                          "outcome": "accepted",
                          "providerId": "eml_000001",
                          "error": null
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such website, or it has no Form Capture site.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "noSite": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no Form Capture site is configured for this website"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The move is not allowed from the current state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "configure a notification address before activating the capture site"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/site/disable": {
      "post": {
        "operationId": "adminDisableCaptureSite",
        "summary": "Disable an active site",
        "description": "Reference server only. active → disabled; captures then get 403 SITE_NOT_ACTIVE.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "Disabled.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSiteEnvelope"
                },
                "examples": {
                  "disabled": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "disabled",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "enquiry",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": "2026-03-05T08:00:00.000Z",
                        "disabledAt": "2026-03-05T08:00:00.000Z",
                        "lastTest": {
                          "at": "2026-03-05T08:00:00.000Z",
                          "to": "team@acme.example",
                          "outcome": "accepted",
                          "providerId": "eml_000001",
                          "error": null
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such website, or it has no Form Capture site.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "noSite": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no Form Capture site is configured for this website"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The move is not allowed from the current state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "cannot disable a capture site that is draft (only from active)"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/site/resume": {
      "post": {
        "operationId": "adminResumeCaptureSite",
        "summary": "Resume a disabled site",
        "description": "Reference server only. disabled → active.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "responses": {
          "200": {
            "description": "Active again.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSiteEnvelope"
                },
                "examples": {
                  "resumed": {
                    "value": {
                      "success": true,
                      "websiteId": "web_000002",
                      "site": {
                        "status": "active",
                        "notificationEmail": "team@acme.example",
                        "defaultForm": "enquiry",
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "updatedAt": "2026-03-05T08:00:00.000Z",
                        "activatedAt": "2026-03-05T08:00:00.000Z",
                        "disabledAt": "2026-03-05T08:00:00.000Z",
                        "lastTest": {
                          "at": "2026-03-05T08:00:00.000Z",
                          "to": "team@acme.example",
                          "outcome": "accepted",
                          "providerId": "eml_000001",
                          "error": null
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such website, or it has no Form Capture site.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "noSite": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "no Form Capture site is configured for this website"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The move is not allowed from the current state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "cannot resume a capture site that is active (only from disabled)"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/keys": {
      "get": {
        "operationId": "adminListCaptureKeys",
        "summary": "List a website's capture keys",
        "description": "Reference server only. Every capture key of the website, revoked ones included, oldest first; never a plaintext or hash.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "name": "environment",
            "in": "query",
            "required": false,
            "description": "Only keys of this environment.",
            "schema": {
              "$ref": "#/components/schemas/EnvironmentName"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The keys.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureKeyList"
                },
                "examples": {
                  "keys": {
                    "value": {
                      "success": true,
                      "keys": [
                        {
                          "id": "key_000012",
                          "websiteId": "web_000002",
                          "prefix": "sk_live_SacenEZc",
                          "environment": "live",
                          "label": "Production server",
                          "status": "active",
                          "stage": "current",
                          "replaces": null,
                          "replacedBy": "key_000017",
                          "inUse": true,
                          "createdAt": "2026-03-05T08:00:00.000Z",
                          "lastUsedAt": "2026-03-05T08:00:00.000Z",
                          "revokedAt": null
                        },
                        {
                          "id": "key_000017",
                          "websiteId": "web_000002",
                          "prefix": "sk_live_itlOpPFQ",
                          "environment": "live",
                          "label": "Rotation 2026-03",
                          "status": "active",
                          "stage": "staged",
                          "replaces": "key_000012",
                          "replacedBy": null,
                          "inUse": false,
                          "createdAt": "2026-03-05T08:00:00.000Z",
                          "lastUsedAt": null,
                          "revokedAt": null
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          }
        }
      },
      "post": {
        "operationId": "adminIssueCaptureKey",
        "summary": "Issue a capture key",
        "description": "Reference server only. Issues the current key of an environment; the plaintext is in this response only. An environment that already has a key gets 409 KEY_EXISTS: stage a replacement instead.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminCaptureKeyInput"
              },
              "examples": {
                "live": {
                  "value": {
                    "environment": "live",
                    "label": "Production server"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Issued.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureKeyIssued"
                },
                "examples": {
                  "issued": {
                    "value": {
                      "success": true,
                      "key": {
                        "id": "key_000012",
                        "websiteId": "web_000002",
                        "prefix": "sk_live_SacenEZc",
                        "environment": "live",
                        "label": "Production server",
                        "status": "active",
                        "stage": "current",
                        "replaces": null,
                        "replacedBy": null,
                        "inUse": false,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": null,
                        "revokedAt": null
                      },
                      "plaintext": "sk_live_SacenEZcGZX44xsOPNiZ9s9zswXivU2V"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "No valid environment.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "environment": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "environment must be \"test\" or \"live\"",
                      "fields": [
                        "environment"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          },
          "409": {
            "description": "The environment already has a key.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "exists": {
                    "value": {
                      "success": false,
                      "code": "KEY_EXISTS",
                      "message": "the live environment already has a key (key_000012); stage a replacement instead"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/capture/keys/{keyId}/replacement": {
      "post": {
        "operationId": "adminStageCaptureKeyReplacement",
        "summary": "Stage a replacement key",
        "description": "Reference server only. Issues a staged replacement of the current key: both keys work until the replacement is promoted. The plaintext is in this response only.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "keyId",
            "in": "path",
            "required": true,
            "description": "The capture key's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminCaptureKeyOptions"
              },
              "examples": {
                "labelled": {
                  "value": {
                    "label": "Rotation 2026-03"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Staged.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureKeyStaged"
                },
                "examples": {
                  "staged": {
                    "value": {
                      "success": true,
                      "key": {
                        "id": "key_000017",
                        "websiteId": "web_000002",
                        "prefix": "sk_live_itlOpPFQ",
                        "environment": "live",
                        "label": "Rotation 2026-03",
                        "status": "active",
                        "stage": "staged",
                        "replaces": "key_000012",
                        "replacedBy": null,
                        "inUse": false,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": null,
                        "revokedAt": null
                      },
                      "plaintext": "sk_live_itlOpPFQKrBcx68v283ahGeOllhTj9l2",
                      "current": {
                        "id": "key_000012",
                        "websiteId": "web_000002",
                        "prefix": "sk_live_SacenEZc",
                        "environment": "live",
                        "label": "Production server",
                        "status": "active",
                        "stage": "current",
                        "replaces": null,
                        "replacedBy": "key_000017",
                        "inUse": true,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": "2026-03-05T08:00:00.000Z",
                        "revokedAt": null
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such capture key.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "capture key not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The move is not allowed from the current state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "a replacement (key_000017) is already staged for this key"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/capture/keys/{keyId}/promote": {
      "post": {
        "operationId": "adminPromoteCaptureKey",
        "summary": "Promote a staged key",
        "description": "Reference server only. The staged key becomes current and the key it replaces is retired (revoked). A key a deployment used in the last 24 hours is not retired without `force: true` (409 KEY_IN_USE).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "keyId",
            "in": "path",
            "required": true,
            "description": "The capture key's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminCaptureKeyOptions"
              },
              "examples": {
                "force": {
                  "value": {
                    "force": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Promoted.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureKeyPromoted"
                },
                "examples": {
                  "promoted": {
                    "value": {
                      "success": true,
                      "key": {
                        "id": "key_000017",
                        "websiteId": "web_000002",
                        "prefix": "sk_live_itlOpPFQ",
                        "environment": "live",
                        "label": "Rotation 2026-03",
                        "status": "active",
                        "stage": "current",
                        "replaces": "key_000012",
                        "replacedBy": null,
                        "inUse": false,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": null,
                        "revokedAt": null
                      },
                      "retired": {
                        "id": "key_000012",
                        "websiteId": "web_000002",
                        "prefix": "sk_live_SacenEZc",
                        "environment": "live",
                        "label": "Production server",
                        "status": "revoked",
                        "stage": "retired",
                        "replaces": null,
                        "replacedBy": "key_000017",
                        "inUse": false,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": "2026-03-05T08:00:00.000Z",
                        "revokedAt": "2026-03-05T08:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such capture key.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "capture key not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "Not a staged key, or the old key is still in use.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "inUse": {
                    "value": {
                      "success": false,
                      "code": "KEY_IN_USE",
                      "message": "this key was used by a deployment in the last 24 hours; move the deployment to another key first, or pass force: true"
                    }
                  },
                  "notStaged": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "only a staged key can be promoted (this key is current)"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/capture/keys/{keyId}/revoke": {
      "post": {
        "operationId": "adminRevokeCaptureKey",
        "summary": "Revoke a capture key",
        "description": "Reference server only. Revokes a key (kept as a revoked record). A key a deployment used in the last 24 hours needs `force: true`; `emergency: true` is emergency revocation, immediate whatever the use. Revoking a current key that has a staged replacement makes the replacement current; revoking a staged key cancels the replacement.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "keyId",
            "in": "path",
            "required": true,
            "description": "The capture key's id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminCaptureKeyOptions"
              },
              "examples": {
                "emergency": {
                  "value": {
                    "emergency": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Revoked.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureKeyRevoked"
                },
                "examples": {
                  "emergency": {
                    "value": {
                      "success": true,
                      "key": {
                        "id": "key_000017",
                        "websiteId": "web_000002",
                        "prefix": "sk_live_itlOpPFQ",
                        "environment": "live",
                        "label": "Rotation 2026-03",
                        "status": "revoked",
                        "stage": "revoked",
                        "replaces": "key_000012",
                        "replacedBy": null,
                        "inUse": false,
                        "createdAt": "2026-03-05T08:00:00.000Z",
                        "lastUsedAt": null,
                        "revokedAt": "2026-03-05T08:00:00.000Z"
                      },
                      "emergency": true,
                      "promoted": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such capture key.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "capture key not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "Already revoked, or still in use.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "inUse": {
                    "value": {
                      "success": false,
                      "code": "KEY_IN_USE",
                      "message": "this key was used by a deployment in the last 24 hours; move the deployment to another key first, or pass force: true"
                    }
                  },
                  "revoked": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "this key is already revoked"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/leads": {
      "get": {
        "operationId": "adminListCaptureLeads",
        "summary": "Open the leads inbox",
        "description": "Reference server only. Leads of one website and environment, newest first, filtered by search, form, status and assignment, one page at a time.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "name": "environment",
            "in": "query",
            "required": true,
            "description": "The inbox scope is a website and an environment, chosen before opening.",
            "schema": {
              "$ref": "#/components/schemas/EnvironmentName"
            }
          },
          {
            "name": "q",
            "in": "query",
            "required": false,
            "description": "Search: every word must appear in some field value (any field name), the form, the page or the id; case and accents are ignored.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          },
          {
            "name": "form",
            "in": "query",
            "required": false,
            "description": "Only leads of this form (see `forms`).",
            "schema": {
              "type": "string",
              "maxLength": 40
            }
          },
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "**Our design:** `active` is every open lead (unread included); `closed` covers closed and archived; `archived` only archived.",
            "schema": {
              "type": "string",
              "enum": [
                "all",
                "unread",
                "active",
                "closed",
                "archived"
              ],
              "default": "all"
            }
          },
          {
            "name": "assignment",
            "in": "query",
            "required": false,
            "description": "`me` is the person named by X-Identity-Sub (required then).",
            "schema": {
              "type": "string",
              "enum": [
                "everyone",
                "me",
                "unassigned"
              ],
              "default": "everyone"
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": false,
            "description": "The person working the inbox; must hold the leads or manage role. Without it the admin API acts as the operator.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          },
          {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "Page size; default 25; above 100 is applied as 100.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 25
            }
          },
          {
            "name": "page",
            "in": "query",
            "required": false,
            "description": "Token from `nextPage` (a keyset position: newer arrivals never shift later pages).",
            "schema": {
              "type": "string",
              "maxLength": 400
            }
          }
        ],
        "responses": {
          "200": {
            "description": "One page of leads.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureLeadList"
                },
                "examples": {
                  "page": {
                    "value": {
                      "success": true,
                      "scope": {
                        "websiteId": "web_000002",
                        "environment": "live"
                      },
                      "forms": [
                        "contact"
                      ],
                      "total": 1,
                      "limit": 25,
                      "leads": [
                        {
                          "id": "sub_000015",
                          "websiteId": "web_000002",
                          "environment": "live",
                          "form": "contact",
                          "page": "/contact",
                          "receivedAt": "2026-03-05T08:00:00.000Z",
                          "status": "unread",
                          "assignee": null,
                          "contact": {
                            "name": "Ada Lovelace",
                            "email": "ada@example.org",
                            "company": null,
                            "phone": null
                          },
                          "fields": {
                            "name": "Ada Lovelace",
                            "email": "ada@example.org",
                            "message": "I would like a quote."
                          },
                          "device": "Mobile · iOS 17.4 · Safari",
                          "country": "United Kingdom",
                          "countryCode": "GB",
                          "context": {
                            "ip": "81.2.69.142",
                            "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
                            "referrer": "https://www.google.com/",
                            "language": "en-GB",
                            "utm": {
                              "source": "newsletter",
                              "medium": "email"
                            }
                          },
                          "notification": "accepted"
                        }
                      ],
                      "nextPage": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "A malformed filter, limit or page token, or assignment=me without X-Identity-Sub.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "environment": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "environment must be \"test\" or \"live\"",
                      "fields": [
                        "environment"
                      ]
                    }
                  },
                  "limit": {
                    "value": {
                      "success": false,
                      "code": "INVALID_LIMIT",
                      "message": "limit must be a positive integer",
                      "fields": [
                        "limit"
                      ]
                    }
                  },
                  "page": {
                    "value": {
                      "success": false,
                      "code": "INVALID_CURSOR",
                      "message": "page token is malformed",
                      "fields": [
                        "page"
                      ]
                    }
                  },
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "IDENTITY_REQUIRED",
                      "message": "assignment=me needs the X-Identity-Sub header",
                      "fields": [
                        "assignment"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A cross-site request, or an identity without the leads or manage role.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this identity may not work on the leads of this website"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/leads/export": {
      "get": {
        "operationId": "adminExportCaptureLeads",
        "summary": "Export the current selection",
        "description": "Reference server only. Every lead matching the same scope and filters as the inbox (no pagination), as JSON, with the permanent id and everything retained, or with `format=csv` as a CSV file (RFC 4180, one column per submitted field name, the permanent id first; cells a spreadsheet would run as formulas, those starting with `=`, `+`, `-`, `@`, tab or carriage return, their full-width forms, or any of them after leading whitespace, are prefixed with an apostrophe).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "name": "environment",
            "in": "query",
            "required": true,
            "description": "The inbox scope is a website and an environment, chosen before opening.",
            "schema": {
              "$ref": "#/components/schemas/EnvironmentName"
            }
          },
          {
            "name": "q",
            "in": "query",
            "required": false,
            "description": "Search: every word must appear in some field value (any field name), the form, the page or the id; case and accents are ignored.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          },
          {
            "name": "form",
            "in": "query",
            "required": false,
            "description": "Only leads of this form (see `forms`).",
            "schema": {
              "type": "string",
              "maxLength": 40
            }
          },
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "**Our design:** `active` is every open lead (unread included); `closed` covers closed and archived; `archived` only archived.",
            "schema": {
              "type": "string",
              "enum": [
                "all",
                "unread",
                "active",
                "closed",
                "archived"
              ],
              "default": "all"
            }
          },
          {
            "name": "assignment",
            "in": "query",
            "required": false,
            "description": "`me` is the person named by X-Identity-Sub (required then).",
            "schema": {
              "type": "string",
              "enum": [
                "everyone",
                "me",
                "unassigned"
              ],
              "default": "everyone"
            }
          },
          {
            "name": "format",
            "in": "query",
            "required": false,
            "description": "json (default) or csv.",
            "schema": {
              "type": "string",
              "enum": [
                "json",
                "csv"
              ],
              "default": "json"
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": false,
            "description": "The person working the inbox; must hold the leads or manage role. Without it the admin API acts as the operator.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The export.",
            "content": {
              "text/csv": {
                "schema": {
                  "type": "string"
                },
                "examples": {
                  "csv": {
                    "value": "id,receivedAt,environment,form,page,status,assignee,contactName,contactEmail,contactCompany,contactPhone,device,country,countryCode,ip,referrer,landingPage,utmSource,utmMedium,utmCampaign,notification,field:name,field:email\r\nsub_000015,2026-03-05T08:00:00.000Z,live,contact,/contact,unread,,Ada Lovelace,ada@example.org,,,Mobile · iOS 17.4 · Safari,United Kingdom,GB,81.2.69.142,https://www.google.com/,,newsletter,email,,delivered,Ada Lovelace,ada@example.org\r\n"
                  }
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureLeadExport"
                },
                "examples": {
                  "export": {
                    "value": {
                      "success": true,
                      "exportedAt": "2026-03-05T08:00:00.000Z",
                      "scope": {
                        "websiteId": "web_000002",
                        "environment": "live"
                      },
                      "filters": {
                        "q": "",
                        "form": "contact",
                        "status": "all",
                        "assignment": "everyone"
                      },
                      "count": 1,
                      "leads": [
                        {
                          "id": "sub_000015",
                          "websiteId": "web_000002",
                          "environment": "live",
                          "form": "contact",
                          "page": "/contact",
                          "fields": {
                            "name": "Ada Lovelace",
                            "email": "ada@example.org",
                            "message": "I would like a quote."
                          },
                          "receivedAt": "2026-03-05T08:00:00.000Z",
                          "context": {
                            "ip": "81.2.69.142",
                            "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
                            "referrer": "https://www.google.com/",
                            "language": "en-GB",
                            "utm": {
                              "source": "newsletter",
                              "medium": "email"
                            }
                          },
                          "device": "Mobile · iOS 17.4 · Safari",
                          "country": "United Kingdom",
                          "countryCode": "GB",
                          "ipRemovedAt": null,
                          "keyId": "key_000012",
                          "lead": {
                            "status": "unread",
                            "assignee": "u_sales",
                            "updatedAt": "2026-03-05T08:00:00.000Z"
                          },
                          "notification": {
                            "status": "accepted",
                            "to": "team@acme.example",
                            "attempts": 1,
                            "lastAttemptAt": "2026-03-05T08:00:00.000Z",
                            "lastError": null,
                            "acceptedAt": "2026-03-05T08:00:00.000Z",
                            "deliveredAt": null,
                            "providerId": "eml_000002"
                          },
                          "contact": {
                            "name": "Ada Lovelace",
                            "email": "ada@example.org",
                            "company": null,
                            "phone": null
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A cross-site request, or an identity without the leads or manage role.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this identity may not work on the leads of this website"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          }
        }
      }
    },
    "/_admin/capture/leads/{leadId}": {
      "get": {
        "operationId": "adminGetCaptureLead",
        "summary": "Read one lead",
        "description": "Reference server only. A lead with its contact and submitted fields.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "leadId",
            "in": "path",
            "required": true,
            "description": "The lead's permanent id (the submission id).",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": false,
            "description": "The person acting; must hold the leads or manage role on the website.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The lead.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureLeadEnvelope"
                },
                "examples": {
                  "lead": {
                    "value": {
                      "success": true,
                      "lead": {
                        "id": "sub_000015",
                        "websiteId": "web_000002",
                        "environment": "live",
                        "form": "contact",
                        "page": "/contact",
                        "receivedAt": "2026-03-05T08:00:00.000Z",
                        "status": "unread",
                        "assignee": "u_sales",
                        "contact": {
                          "name": "Ada Lovelace",
                          "email": "ada@example.org",
                          "company": null,
                          "phone": null
                        },
                        "fields": {
                          "name": "Ada Lovelace",
                          "email": "ada@example.org",
                          "message": "I would like a quote."
                        },
                        "device": "Mobile · iOS 17.4 · Safari",
                        "country": "United Kingdom",
                        "countryCode": "GB",
                        "context": {
                          "ip": "81.2.69.142",
                          "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
                          "referrer": "https://www.google.com/",
                          "language": "en-GB",
                          "utm": {
                            "source": "newsletter",
                            "medium": "email"
                          }
                        },
                        "notification": "accepted"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A cross-site request, or an identity without the leads or manage role.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this identity may not work on the leads of this website"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such lead.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "lead not found"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "patch": {
        "operationId": "adminUpdateCaptureLead",
        "summary": "Change the status or assignee of a lead",
        "description": "Reference server only. **Our design:** moves are unread → active (open), active → unread, unread/active → closed or archived, closed → archived, closed/archived → active (reopen); staying put is allowed; others are 409 INVALID_TRANSITION. The assignee must be a website member with the leads role. Leads have no reply workflow.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "leadId",
            "in": "path",
            "required": true,
            "description": "The lead's permanent id (the submission id).",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          },
          {
            "name": "X-Identity-Sub",
            "in": "header",
            "required": false,
            "description": "The person acting; must hold the leads or manage role on the website.",
            "schema": {
              "type": "string",
              "maxLength": 200
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminCaptureLeadUpdate"
              },
              "examples": {
                "openAndAssign": {
                  "value": {
                    "status": "active",
                    "assignee": "u_sales"
                  }
                },
                "close": {
                  "value": {
                    "status": "closed"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Changed.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureLeadEnvelope"
                },
                "examples": {
                  "assigned": {
                    "value": {
                      "success": true,
                      "lead": {
                        "id": "sub_000015",
                        "websiteId": "web_000002",
                        "environment": "live",
                        "form": "contact",
                        "page": "/contact",
                        "receivedAt": "2026-03-05T08:00:00.000Z",
                        "status": "active",
                        "assignee": "u_sales",
                        "contact": {
                          "name": "Ada Lovelace",
                          "email": "ada@example.org",
                          "company": null,
                          "phone": null
                        },
                        "fields": {
                          "name": "Ada Lovelace",
                          "email": "ada@example.org",
                          "message": "I would like a quote."
                        },
                        "device": "Mobile · iOS 17.4 · Safari",
                        "country": "United Kingdom",
                        "countryCode": "GB",
                        "context": {
                          "ip": "81.2.69.142",
                          "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
                          "referrer": "https://www.google.com/",
                          "language": "en-GB",
                          "utm": {
                            "source": "newsletter",
                            "medium": "email"
                          }
                        },
                        "notification": "accepted"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "An unknown status, an assignee without the leads role, or nothing to change.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "assignee": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "assignee must be a website member with the leads role",
                      "fields": [
                        "assignee"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "description": "A cross-site request, or an identity without the leads or manage role.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "role": {
                    "value": {
                      "success": false,
                      "code": "FORBIDDEN",
                      "message": "this identity may not work on the leads of this website"
                    }
                  }
                }
              }
            }
          },
          "404": {
            "description": "No such lead.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "lead not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The move is not allowed from the current state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "a lead cannot move from archived to unread"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    },
    "/_admin/capture/websites/{websiteId}/submissions": {
      "get": {
        "operationId": "adminListCaptureSubmissions",
        "summary": "List a website's stored submissions",
        "description": "Reference server only. Every stored submission of the website, newest first, as stored.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AdminWebsiteId"
          },
          {
            "name": "environment",
            "in": "query",
            "required": false,
            "description": "Only submissions of this environment.",
            "schema": {
              "$ref": "#/components/schemas/EnvironmentName"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The submissions.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSubmissionList"
                },
                "examples": {
                  "submissions": {
                    "value": {
                      "success": true,
                      "submissions": [
                        {
                          "id": "sub_000015",
                          "websiteId": "web_000002",
                          "environment": "live",
                          "form": "contact",
                          "page": "/contact",
                          "fields": {
                            "name": "Ada Lovelace",
                            "email": "ada@example.org",
                            "message": "I would like a quote."
                          },
                          "receivedAt": "2026-03-05T08:00:00.000Z",
                          "context": {
                            "ip": "81.2.69.142",
                            "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
                            "referrer": "https://www.google.com/",
                            "language": "en-GB",
                            "utm": {
                              "source": "newsletter",
                              "medium": "email"
                            }
                          },
                          "device": "Mobile · iOS 17.4 · Safari",
                          "country": "United Kingdom",
                          "countryCode": "GB",
                          "ipRemovedAt": null,
                          "keyId": "key_000012",
                          "lead": {
                            "status": "unread",
                            "assignee": "u_sales",
                            "updatedAt": "2026-03-05T08:00:00.000Z"
                          },
                          "notification": {
                            "status": "accepted",
                            "to": "team@acme.example",
                            "attempts": 1,
                            "lastAttemptAt": "2026-03-05T08:00:00.000Z",
                            "lastError": null,
                            "acceptedAt": "2026-03-05T08:00:00.000Z",
                            "deliveredAt": null,
                            "providerId": "eml_000002"
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/AdminBadRequest"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "$ref": "#/components/responses/AdminNotFound"
          }
        }
      }
    },
    "/_admin/capture/submissions/{submissionId}": {
      "get": {
        "operationId": "adminGetCaptureSubmission",
        "summary": "Read a stored submission",
        "description": "Reference server only. The stored record: fields, context as accepted, device, country, lead and notification state.",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "submissionId",
            "in": "path",
            "required": true,
            "description": "The submission's permanent id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The submission.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureSubmissionEnvelope"
                },
                "examples": {
                  "submission": {
                    "value": {
                      "success": true,
                      "submission": {
                        "id": "sub_000015",
                        "websiteId": "web_000002",
                        "environment": "live",
                        "form": "contact",
                        "page": "/contact",
                        "fields": {
                          "name": "Ada Lovelace",
                          "email": "ada@example.org",
                          "message": "I would like a quote."
                        },
                        "receivedAt": "2026-03-05T08:00:00.000Z",
                        "context": {
                          "ip": "81.2.69.142",
                          "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
                          "referrer": "https://www.google.com/",
                          "language": "en-GB",
                          "utm": {
                            "source": "newsletter",
                            "medium": "email"
                          }
                        },
                        "device": "Mobile · iOS 17.4 · Safari",
                        "country": "United Kingdom",
                        "countryCode": "GB",
                        "ipRemovedAt": null,
                        "keyId": "key_000012",
                        "lead": {
                          "status": "unread",
                          "assignee": "u_sales",
                          "updatedAt": "2026-03-05T08:00:00.000Z"
                        },
                        "notification": {
                          "status": "accepted",
                          "to": "team@acme.example",
                          "attempts": 1,
                          "lastAttemptAt": "2026-03-05T08:00:00.000Z",
                          "lastError": null,
                          "acceptedAt": "2026-03-05T08:00:00.000Z",
                          "deliveredAt": null,
                          "providerId": "eml_000002"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such submission.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "submission not found"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/capture/submissions/{submissionId}/notify": {
      "post": {
        "operationId": "adminRetryCaptureNotification",
        "summary": "Retry the team notification",
        "description": "Reference server only. Sends the alert again from the stored record when it is pending or failed, and records the outcome (a second failure is recorded, not an error). An accepted or delivered notification is not sent again (409).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "submissionId",
            "in": "path",
            "required": true,
            "description": "The submission's permanent id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Tried; see `notification.status`.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureNotificationResult"
                },
                "examples": {
                  "accepted": {
                    "value": {
                      "success": true,
                      "id": "sub_000015",
                      "notification": {
                        "status": "accepted",
                        "to": "team@acme.example",
                        "attempts": 2,
                        "lastAttemptAt": "2026-03-05T08:00:00.000Z",
                        "lastError": null,
                        "acceptedAt": "2026-03-05T08:00:00.000Z",
                        "deliveredAt": null,
                        "providerId": "eml_000002"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such submission.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "submission not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The move is not allowed from the current state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "the notification was already accepted; nothing to retry"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/_admin/capture/submissions/{submissionId}/delivered": {
      "post": {
        "operationId": "adminConfirmCaptureDelivery",
        "summary": "Record the provider's delivery receipt",
        "description": "Reference server only. Simulates the provider's receipt: an accepted notification becomes delivered (repeating it is harmless). A notification that was never accepted cannot be delivered (409).",
        "tags": [
          "Reference Server Admin"
        ],
        "security": [
          {},
          {
            "AdminToken": []
          }
        ],
        "parameters": [
          {
            "name": "submissionId",
            "in": "path",
            "required": true,
            "description": "The submission's permanent id.",
            "schema": {
              "type": "string",
              "maxLength": 64
            }
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminCaptureDeliveryReceipt"
              },
              "examples": {
                "receipt": {
                  "value": {
                    "providerId": "eml_000002"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Delivered.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminCaptureNotificationResult"
                },
                "examples": {
                  "delivered": {
                    "value": {
                      "success": true,
                      "id": "sub_000015",
                      "notification": {
                        "status": "delivered",
                        "to": "team@acme.example",
                        "attempts": 1,
                        "lastAttemptAt": "2026-03-05T08:00:00.000Z",
                        "lastError": null,
                        "acceptedAt": "2026-03-05T08:00:00.000Z",
                        "deliveredAt": "2026-03-05T08:00:00.000Z",
                        "providerId": "eml_000002"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The receipt names another message.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "mismatch": {
                    "value": {
                      "success": false,
                      "code": "VALIDATION_FAILED",
                      "message": "providerId does not match the accepted notification",
                      "fields": [
                        "providerId"
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "403": {
            "$ref": "#/components/responses/AdminForbidden"
          },
          "404": {
            "description": "No such submission.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "missing": {
                    "value": {
                      "success": false,
                      "code": "NOT_FOUND",
                      "message": "submission not found"
                    }
                  }
                }
              }
            }
          },
          "409": {
            "description": "The move is not allowed from the current state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                "examples": {
                  "invalid": {
                    "value": {
                      "success": false,
                      "code": "INVALID_TRANSITION",
                      "message": "a failed notification cannot be delivered; it was never accepted"
                    }
                  }
                }
              }
            }
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          }
        }
      }
    }
  },
  "webhooks": {
    "chat.escalated": {
      "post": {
        "operationId": "chatEscalated",
        "summary": "A chat turn escalated to a person",
        "description": "Sent to the site's webhook URL when a chat turn's response has\n`escalate: true`. Signed with Standard Webhooks (our design).\n",
        "tags": [
          "Engage Webhooks"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          },
          {
            "$ref": "#/components/parameters/WebhookTimestamp"
          },
          {
            "$ref": "#/components/parameters/WebhookSignature"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ChatEscalatedEvent"
              },
              "examples": {
                "escalated": {
                  "value": {
                    "type": "chat.escalated",
                    "timestamp": "2026-03-05T08:00:00Z",
                    "data": {
                      "siteId": "eng_demo",
                      "conversationId": "conv_01HZX5B2",
                      "reason": "visitor_request",
                      "message": "Can I talk to a person?",
                      "visitor": {
                        "name": "Ada",
                        "email": "ada@example.org"
                      },
                      "page": "https://demo.svc.example/pricing"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "default": {
            "description": "Any other status, or no reply within 10 seconds, is retried with backoff."
          }
        }
      }
    },
    "conversation.rated": {
      "post": {
        "operationId": "conversationRated",
        "summary": "A visitor rated a conversation",
        "description": "**Our design.** Sent to the site's webhook URL when a\nvisitor rates a closed thread (`rateConversation` answering 201);\na replayed rating (200 `duplicate: true`) sends nothing. Signed\nwith Standard Webhooks (our design).\n",
        "tags": [
          "Engage Webhooks"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          },
          {
            "$ref": "#/components/parameters/WebhookTimestamp"
          },
          {
            "$ref": "#/components/parameters/WebhookSignature"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ConversationRatedEvent"
              },
              "examples": {
                "rated": {
                  "value": {
                    "type": "conversation.rated",
                    "timestamp": "2026-03-05T08:10:00Z",
                    "data": {
                      "siteId": "eng_demo",
                      "conversationId": "conv_01HZX5B2",
                      "score": "good",
                      "comment": "Quick and kind.",
                      "ratedAt": "2026-03-05T08:10:00Z"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "default": {
            "description": "Any other status, or no reply within 10 seconds, is retried with backoff."
          }
        }
      }
    },
    "webhook.test": {
      "post": {
        "operationId": "webhookTest",
        "summary": "A test event sent from the console",
        "description": "Sent by `testSiteWebhook`. Signed with Standard Webhooks (our design).",
        "tags": [
          "Engage Webhooks"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          },
          {
            "$ref": "#/components/parameters/WebhookTimestamp"
          },
          {
            "$ref": "#/components/parameters/WebhookSignature"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WebhookTestEvent"
              },
              "examples": {
                "test": {
                  "value": {
                    "type": "webhook.test",
                    "timestamp": "2026-03-05T08:00:00Z",
                    "data": {
                      "siteId": "eng_demo",
                      "message": "This is a test event from svc."
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "default": {
            "description": "Any other status, or no reply within 10 seconds, is retried with backoff."
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "ContentKey": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Api-Key",
        "description": "A Content read key. The key determines the website and the environment (test or live)."
      },
      "CaptureKey": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Api-Key",
        "description": "A secret Form Capture site key, sent from the server only. Verified by SHA-256 hash. When `X-Service-Key` is sent too, this header wins."
      },
      "CaptureServiceKey": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Service-Key",
        "description": "Alias of `X-Api-Key` for Form Capture, used only when `X-Api-Key` is absent or empty (when both are sent, `X-Api-Key` wins)."
      },
      "EngageKey": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Api-Key",
        "description": "The site's publishable Engage key, used with an allow-listed Origin (requests without Origin are accepted)."
      },
      "PortalKey": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Portal-Key",
        "description": "The portal's service credential for the console endpoints."
      },
      "IdentitySub": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Identity-Sub",
        "description": "The subject of the signed-in console user; a site owner sees only their own sites."
      },
      "AdminToken": {
        "type": "http",
        "scheme": "bearer",
        "description": "Reference server only. `Authorization: Bearer <admin token>` on every\n`/_admin` request when the server listens on an address other than\nloopback (whatever the peer address: behind a reverse proxy every\npeer looks local). The token comes from `--admin-token` or the\n`SVC_ADMIN_TOKEN` environment variable, or is generated and printed\nonce at start. On loopback no token is needed unless one was given.\n"
      }
    },
    "parameters": {
      "SiteId": {
        "name": "siteId",
        "in": "path",
        "required": true,
        "description": "The website's identifier.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        }
      },
      "Collection": {
        "name": "collection",
        "in": "path",
        "required": true,
        "description": "The collection's key.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        }
      },
      "Environment": {
        "name": "environment",
        "in": "query",
        "required": false,
        "description": "test or live; if sent, must agree with the key's environment (403 otherwise).",
        "schema": {
          "$ref": "#/components/schemas/EnvironmentName"
        }
      },
      "IdempotencyKey": {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "8 to 100 characters of `A-Z a-z 0-9 _ -`. A malformed key is ignored,\nnever rejected (so the schema does not carry the pattern; see\n`x-svc-idempotency`).\n",
        "schema": {
          "type": "string"
        },
        "example": "order-7f3a9c21"
      },
      "Origin": {
        "name": "Origin",
        "in": "header",
        "required": false,
        "description": "Sent by browsers; must be allow-listed for the site. Requests without Origin (servers, mobile apps) are accepted.",
        "schema": {
          "type": "string"
        },
        "example": "https://demo.svc.example"
      },
      "ConversationIdPath": {
        "name": "conversationId",
        "in": "path",
        "required": true,
        "description": "The `conversationId` returned by a chat turn.",
        "schema": {
          "type": "string",
          "maxLength": 64
        }
      },
      "PreflightOrigin": {
        "name": "Origin",
        "in": "header",
        "required": true,
        "description": "The page's origin, as the browser sends it.",
        "schema": {
          "type": "string"
        }
      },
      "PreflightRequestMethod": {
        "name": "Access-Control-Request-Method",
        "in": "header",
        "required": true,
        "description": "The method of the request the browser is about to send.",
        "schema": {
          "type": "string"
        }
      },
      "PreflightRequestHeaders": {
        "name": "Access-Control-Request-Headers",
        "in": "header",
        "required": false,
        "description": "The headers of the request the browser is about to send.",
        "schema": {
          "type": "string"
        }
      },
      "StreamToken": {
        "name": "streamToken",
        "in": "query",
        "required": true,
        "description": "A token from `POST /v1/engage/conversations/{conversationId}/stream`, valid 15 minutes for this thread.",
        "schema": {
          "type": "string",
          "maxLength": 64
        }
      },
      "StreamAfter": {
        "name": "after",
        "in": "query",
        "required": false,
        "description": "The cursor (`<messages>-<status>`, such as `3-agent`) of the last event received; the events after it are sent first.",
        "schema": {
          "type": "string",
          "pattern": "^[0-9]{1,6}-(ai|agent|closed)$",
          "maxLength": 20
        }
      },
      "ConsoleSiteId": {
        "name": "siteId",
        "in": "path",
        "required": true,
        "description": "The Engage site's id. Sites of other owners are 404.",
        "schema": {
          "type": "string",
          "maxLength": 64
        }
      },
      "ConsoleConversationId": {
        "name": "conversationId",
        "in": "path",
        "required": true,
        "description": "The conversation's id.",
        "schema": {
          "type": "string",
          "maxLength": 64
        }
      },
      "ConsolePage": {
        "name": "page",
        "in": "query",
        "required": false,
        "description": "The opaque `nextPage` of the previous response (our design).",
        "schema": {
          "type": "string",
          "maxLength": 512
        }
      },
      "ConsoleLimit": {
        "name": "limit",
        "in": "query",
        "required": false,
        "description": "Page size, 1 to 100 (our design).",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        }
      },
      "WebhookId": {
        "name": "webhook-id",
        "in": "header",
        "required": true,
        "description": "Unique event id; the same on every retry of one event (use it to deduplicate).",
        "schema": {
          "type": "string"
        },
        "example": "msg_01HZX9F6"
      },
      "WebhookTimestamp": {
        "name": "webhook-timestamp",
        "in": "header",
        "required": true,
        "description": "Unix seconds of this attempt; reject values more than 5 minutes from now.",
        "schema": {
          "type": "string",
          "pattern": "^[0-9]+$"
        },
        "example": "1772697600"
      },
      "WebhookSignature": {
        "name": "webhook-signature",
        "in": "header",
        "required": true,
        "description": "Space-separated signatures, each `v1,<base64 HMAC-SHA256 of \"{webhook-id}.{webhook-timestamp}.{body}\">` keyed by the base64 part of the `whsec_` secret.",
        "schema": {
          "type": "string"
        },
        "example": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4="
      },
      "AdminWebsiteId": {
        "name": "websiteId",
        "in": "path",
        "required": true,
        "description": "The website's id.",
        "schema": {
          "type": "string",
          "maxLength": 64
        }
      },
      "AdminWorldId": {
        "name": "worldId",
        "in": "path",
        "required": true,
        "description": "The world's id.",
        "schema": {
          "type": "string",
          "maxLength": 64
        }
      }
    },
    "headers": {
      "RequestId": {
        "description": "Identifier of this request; quote it when reporting a problem (our design).",
        "schema": {
          "type": "string"
        }
      },
      "RateLimitLimit": {
        "description": "Requests allowed in the current window.",
        "schema": {
          "type": "integer",
          "minimum": 0
        }
      },
      "RateLimitRemaining": {
        "description": "Requests left in the current window.",
        "schema": {
          "type": "integer",
          "minimum": 0
        }
      },
      "RateLimitReset": {
        "description": "Seconds until the window resets.",
        "schema": {
          "type": "integer",
          "minimum": 0
        }
      },
      "RetryAfter": {
        "description": "Seconds to wait before retrying.",
        "required": true,
        "schema": {
          "type": "integer",
          "minimum": 0
        }
      },
      "CacheControlPrivate": {
        "description": "Always `private, no-store`.",
        "schema": {
          "type": "string",
          "const": "private, no-store"
        }
      },
      "CacheControlPublic": {
        "description": "Always `public, max-age=300`.",
        "schema": {
          "type": "string",
          "const": "public, max-age=300"
        }
      },
      "CacheControlImmutable": {
        "description": "Always `public, max-age=31536000, immutable` (the name carries a hash of the content).",
        "schema": {
          "type": "string",
          "const": "public, max-age=31536000, immutable"
        }
      },
      "VaryAcceptEncoding": {
        "description": "Always `Accept-Encoding`.",
        "schema": {
          "type": "string",
          "const": "Accept-Encoding"
        }
      },
      "SdkContentEncoding": {
        "description": "`br` or `gzip` when the body is compressed; absent when it is not.",
        "schema": {
          "type": "string",
          "enum": [
            "br",
            "gzip"
          ]
        }
      },
      "ConsoleCsp": {
        "description": "`default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`.",
        "schema": {
          "type": "string"
        }
      },
      "ConsoleFrameOptions": {
        "description": "`DENY`: the console is never framed.",
        "schema": {
          "type": "string"
        }
      },
      "HttpReferenceCsp": {
        "description": "`default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`: the renderer sets inline styles, and the page talks to this server only.",
        "schema": {
          "type": "string"
        }
      }
    },
    "responses": {
      "ContentBadRequest": {
        "description": "Malformed limit or cursor (a cursor of another website, environment or collection included).",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Cache-Control": {
            "$ref": "#/components/headers/CacheControlPrivate"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "limit": {
                "value": {
                  "success": false,
                  "code": "INVALID_LIMIT",
                  "message": "limit must be a positive integer"
                }
              },
              "cursor": {
                "value": {
                  "success": false,
                  "code": "INVALID_CURSOR",
                  "message": "cursor is malformed or belongs to another collection"
                }
              }
            }
          }
        }
      },
      "ContentUnauthorized": {
        "description": "Missing, invalid or revoked key.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Cache-Control": {
            "$ref": "#/components/headers/CacheControlPrivate"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "missing": {
                "value": {
                  "success": false,
                  "code": "MISSING_KEY",
                  "message": "missing api key"
                }
              },
              "invalid": {
                "value": {
                  "success": false,
                  "code": "INVALID_KEY",
                  "message": "invalid or revoked content key"
                }
              }
            }
          }
        }
      },
      "ContentForbidden": {
        "description": "Wrong website, environment or origin; Content disabled; draft access requested.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Cache-Control": {
            "$ref": "#/components/headers/CacheControlPrivate"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "website": {
                "value": {
                  "success": false,
                  "code": "WRONG_SITE",
                  "message": "this key cannot read this website"
                }
              },
              "environment": {
                "value": {
                  "success": false,
                  "code": "ENVIRONMENT_MISMATCH",
                  "message": "environment does not match the key"
                }
              },
              "origin": {
                "value": {
                  "success": false,
                  "code": "ORIGIN_NOT_ALLOWED",
                  "message": "origin not allowed for this site"
                }
              },
              "disabled": {
                "value": {
                  "success": false,
                  "code": "CONTENT_DISABLED",
                  "message": "content delivery is disabled for this site"
                }
              },
              "draft": {
                "value": {
                  "success": false,
                  "code": "DRAFT_ACCESS_DENIED",
                  "message": "drafts are never delivered"
                }
              }
            }
          }
        }
      },
      "ContentNotFound": {
        "description": "Website, collection or published entry missing; entry missing or unpublished on a single read.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Cache-Control": {
            "$ref": "#/components/headers/CacheControlPrivate"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "collection": {
                "value": {
                  "success": false,
                  "code": "NOT_FOUND",
                  "message": "collection not found"
                }
              },
              "entry": {
                "value": {
                  "success": false,
                  "code": "NOT_FOUND",
                  "message": "entry not found"
                }
              }
            }
          }
        }
      },
      "ContentTooManyRequests": {
        "description": "600 reads per 15 minutes per key exceeded.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          },
          "RateLimit-Limit": {
            "$ref": "#/components/headers/RateLimitLimit"
          },
          "RateLimit-Remaining": {
            "$ref": "#/components/headers/RateLimitRemaining"
          },
          "RateLimit-Reset": {
            "$ref": "#/components/headers/RateLimitReset"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "limited": {
                "value": {
                  "success": false,
                  "code": "RATE_LIMITED",
                  "message": "Too many requests, please try again later"
                }
              }
            }
          }
        }
      },
      "ContentKeyVerificationUnavailable": {
        "description": "Key verification unavailable.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "unavailable": {
                "value": {
                  "success": false,
                  "code": "KEY_VERIFICATION_UNAVAILABLE",
                  "message": "key verification unavailable; retry with backoff"
                }
              }
            }
          }
        }
      },
      "EngageUnauthorized": {
        "description": "Missing, invalid or revoked key. CORS headers are present so the widget can read the reason.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "missing": {
                "value": {
                  "success": false,
                  "code": "MISSING_KEY",
                  "message": "missing api key"
                }
              },
              "invalid": {
                "value": {
                  "success": false,
                  "code": "INVALID_KEY",
                  "message": "invalid or revoked engage key"
                }
              }
            }
          }
        }
      },
      "EngageForbidden": {
        "description": "Site not found or disabled, origin not allowed, or the endpoint's module is off. CORS headers are present so the widget can read the reason.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Limit": {
            "$ref": "#/components/headers/RateLimitLimit"
          },
          "RateLimit-Remaining": {
            "$ref": "#/components/headers/RateLimitRemaining"
          },
          "RateLimit-Reset": {
            "$ref": "#/components/headers/RateLimitReset"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "siteNotFound": {
                "value": {
                  "success": false,
                  "code": "SITE_NOT_FOUND",
                  "message": "engage site not found"
                }
              },
              "siteDisabled": {
                "value": {
                  "success": false,
                  "code": "SITE_DISABLED",
                  "message": "engage site is disabled"
                }
              },
              "origin": {
                "value": {
                  "success": false,
                  "code": "ORIGIN_NOT_ALLOWED",
                  "message": "origin not allowed for this site"
                }
              },
              "module": {
                "value": {
                  "success": false,
                  "code": "MODULE_DISABLED",
                  "message": "the chat module is disabled for this site"
                }
              }
            }
          }
        }
      },
      "EngageTooManyRequests": {
        "description": "120 requests per 15 minutes per site key, or 12 chat messages per minute per site key and visitor IP.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          },
          "RateLimit-Limit": {
            "$ref": "#/components/headers/RateLimitLimit"
          },
          "RateLimit-Remaining": {
            "$ref": "#/components/headers/RateLimitRemaining"
          },
          "RateLimit-Reset": {
            "$ref": "#/components/headers/RateLimitReset"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "limited": {
                "value": {
                  "success": false,
                  "code": "RATE_LIMITED",
                  "message": "Too many requests, please try again later"
                }
              }
            }
          }
        }
      },
      "EngageKeyVerificationUnavailable": {
        "description": "Key verification unavailable.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "unavailable": {
                "value": {
                  "success": false,
                  "code": "KEY_VERIFICATION_UNAVAILABLE",
                  "message": "key verification unavailable; retry with backoff"
                }
              }
            }
          }
        }
      },
      "EngageIdempotencyConflict": {
        "description": "Idempotency-Key reused with different content.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Limit": {
            "$ref": "#/components/headers/RateLimitLimit"
          },
          "RateLimit-Remaining": {
            "$ref": "#/components/headers/RateLimitRemaining"
          },
          "RateLimit-Reset": {
            "$ref": "#/components/headers/RateLimitReset"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "conflict": {
                "value": {
                  "success": false,
                  "code": "IDEMPOTENCY_CONFLICT",
                  "message": "this idempotency key was already used with different content"
                }
              }
            }
          }
        }
      },
      "EngageConversationNotFound": {
        "description": "No such thread on this site, or the visitor token does not match it (one answer for every mismatch).",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "notFound": {
                "value": {
                  "success": false,
                  "code": "NOT_FOUND",
                  "message": "conversation not found"
                }
              }
            }
          }
        }
      },
      "EngageStreamUnauthorized": {
        "description": "The stream token is missing, unknown, expired or for another thread, or the key it was issued under has been revoked. Get a new token.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "token": {
                "value": {
                  "success": false,
                  "code": "INVALID_STREAM_TOKEN",
                  "message": "stream token is missing, invalid or expired; get a new one with POST /v1/engage/conversations/{conversationId}/stream"
                }
              },
              "key": {
                "value": {
                  "success": false,
                  "code": "INVALID_KEY",
                  "message": "invalid or revoked engage key"
                }
              }
            }
          }
        }
      },
      "EngageStreamForbidden": {
        "description": "The site is gone or disabled, the origin is not allowed, or chat is off.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "origin": {
                "value": {
                  "success": false,
                  "code": "ORIGIN_NOT_ALLOWED",
                  "message": "origin not allowed for this site"
                }
              },
              "module": {
                "value": {
                  "success": false,
                  "code": "MODULE_DISABLED",
                  "message": "the chat module is disabled for this site"
                }
              }
            }
          }
        }
      },
      "EngageTooManyStreams": {
        "description": "3 streams and pending polls are open for this conversation already, or 200 for the site.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          },
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "streams": {
                "value": {
                  "success": false,
                  "code": "TOO_MANY_STREAMS",
                  "message": "too many open streams for this conversation or site; close one or retry later"
                }
              }
            }
          }
        }
      },
      "ConsoleBadRequest": {
        "description": "The body or query breaks a rule or a limit; `fields` names the offending properties.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "origins": {
                "value": {
                  "success": false,
                  "code": "VALIDATION_FAILED",
                  "message": "allowedOrigins must hold at most 10 origins",
                  "fields": [
                    "allowedOrigins"
                  ]
                }
              }
            }
          }
        }
      },
      "ConsoleUnauthorized": {
        "description": "Missing or invalid portal credentials.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "missing": {
                "value": {
                  "success": false,
                  "code": "MISSING_CREDENTIALS",
                  "message": "missing portal credentials"
                }
              },
              "invalid": {
                "value": {
                  "success": false,
                  "code": "INVALID_CREDENTIALS",
                  "message": "invalid portal credentials"
                }
              }
            }
          }
        }
      },
      "ConsoleNotFound": {
        "description": "No such site for this owner, or no such ticket or conversation on the site.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "site": {
                "value": {
                  "success": false,
                  "code": "NOT_FOUND",
                  "message": "site not found"
                }
              }
            }
          }
        }
      },
      "ConsoleConversationClosed": {
        "description": "The conversation is closed.",
        "headers": {
          "X-Request-Id": {
            "$ref": "#/components/headers/RequestId"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "closed": {
                "value": {
                  "success": false,
                  "code": "CONVERSATION_CLOSED",
                  "message": "conversation is closed"
                }
              }
            }
          }
        }
      },
      "AdminForbidden": {
        "description": "A browser request from an origin that is not loopback, or whose\n`Sec-Fetch-Site` is neither `same-origin` nor `none`\n(`ADMIN_ORIGIN_DENIED`); or a request whose Host is neither the\naddress the server listens on nor a loopback name (`ADMIN_HOST_DENIED`,\nagainst DNS rebinding).\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "origin": {
                "value": {
                  "success": false,
                  "code": "ADMIN_ORIGIN_DENIED",
                  "message": "admin endpoints accept requests only from loopback origins"
                }
              }
            }
          }
        }
      },
      "AdminUnauthorized": {
        "description": "The server requires the admin token (it listens on a non-loopback\naddress, or was given one) and the request did not carry it as\n`Authorization: Bearer <token>`.\n",
        "headers": {
          "WWW-Authenticate": {
            "description": "`Bearer realm=\"svc-reference-server-admin\"`.",
            "schema": {
              "type": "string"
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "token": {
                "value": {
                  "success": false,
                  "code": "ADMIN_TOKEN_REQUIRED",
                  "message": "admin endpoints need the admin token: Authorization: Bearer <token>"
                }
              }
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "**Our design:** the request body is larger than the server accepts\n(the reference server: 1 MiB by default, `--max-body-bytes`). Refused\nbefore the body is parsed.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "tooLarge": {
                "value": {
                  "success": false,
                  "code": "PAYLOAD_TOO_LARGE",
                  "message": "the request body is larger than 1048576 bytes"
                }
              }
            }
          }
        }
      },
      "AdminBadRequest": {
        "description": "The request breaks a rule; `fields` names the offending properties.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "invalid": {
                "value": {
                  "success": false,
                  "code": "VALIDATION_FAILED",
                  "message": "seconds must be a number from 0 to 315360000",
                  "fields": [
                    "seconds"
                  ]
                }
              }
            }
          }
        }
      },
      "AdminNotFound": {
        "description": "No such resource.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "missing": {
                "value": {
                  "success": false,
                  "code": "NOT_FOUND",
                  "message": "website not found"
                }
              }
            }
          }
        }
      }
    },
    "examples": {
      "SiteEnvelope": {
        "summary": "A site",
        "value": {
          "success": true,
          "site": {
            "id": "eng_demo",
            "name": "Demo Studio",
            "status": "active",
            "allowedOrigins": [
              "https://demo.svc.example"
            ],
            "modules": {
              "chat": true,
              "forms": true,
              "support": true
            },
            "identityMode": "anonymous",
            "answerMode": "strict",
            "branding": {
              "assistantName": "Ada",
              "launcherLabel": "Questions? Ask us",
              "greeting": "Hi! Ask me anything about our studio.",
              "accent": "#4f46e5"
            },
            "forms": {
              "strict": false,
              "policies": {
                "contact": {
                  "requiredFields": [
                    "email"
                  ],
                  "successMessage": "Thanks! We reply within one working day."
                }
              }
            },
            "webhookUrl": "https://hooks.example.org/svc",
            "webhookSecret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
            "requireVerifiedIdentity": true,
            "identitySecret": {
              "prefix": "idsec_k3Pq",
              "createdAt": "2026-03-04T08:00:00Z",
              "previousExpiresAt": null
            },
            "businessHours": {
              "timeZone": "Europe/London",
              "weekly": [
                {
                  "day": "mon",
                  "open": "09:00",
                  "close": "17:30"
                },
                {
                  "day": "tue",
                  "open": "09:00",
                  "close": "17:30"
                },
                {
                  "day": "wed",
                  "open": "09:00",
                  "close": "17:30"
                },
                {
                  "day": "thu",
                  "open": "09:00",
                  "close": "17:30"
                },
                {
                  "day": "fri",
                  "open": "09:00",
                  "close": "17:00"
                }
              ],
              "awayMessage": "Our team is away. Leave a message and we reply by email."
            },
            "consent": {
              "required": true,
              "text": {
                "en": "We store a chat id in your browser to keep this conversation. OK?",
                "fr": "Nous gardons un identifiant de discussion dans votre navigateur. D'accord ?"
              }
            },
            "activeKey": {
              "id": "key_01HZX8E5",
              "prefix": "pk_test_4f9a",
              "createdAt": "2026-03-05T08:00:00Z"
            },
            "createdAt": "2026-03-01T08:00:00Z",
            "updatedAt": "2026-03-05T08:00:00Z"
          }
        }
      },
      "SiteList": {
        "summary": "The owner's sites",
        "value": {
          "success": true,
          "sites": [
            {
              "id": "eng_demo",
              "name": "Demo Studio",
              "status": "active",
              "allowedOrigins": [
                "https://demo.svc.example"
              ],
              "modules": {
                "chat": true,
                "forms": true,
                "support": true
              },
              "identityMode": "anonymous",
              "answerMode": "strict",
              "branding": {
                "assistantName": "Ada",
                "launcherLabel": "Questions? Ask us",
                "greeting": "Hi! Ask me anything about our studio.",
                "accent": "#4f46e5"
              },
              "forms": {
                "strict": false,
                "policies": {
                  "contact": {
                    "requiredFields": [
                      "email"
                    ],
                    "successMessage": "Thanks! We reply within one working day."
                  }
                }
              },
              "webhookUrl": "https://hooks.example.org/svc",
              "webhookSecret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
              "requireVerifiedIdentity": false,
              "identitySecret": null,
              "businessHours": null,
              "consent": {
                "required": false,
                "text": {}
              },
              "activeKey": {
                "id": "key_01HZX8E5",
                "prefix": "pk_test_4f9a",
                "createdAt": "2026-03-05T08:00:00Z"
              },
              "createdAt": "2026-03-01T08:00:00Z",
              "updatedAt": "2026-03-05T08:00:00Z"
            }
          ]
        }
      },
      "Knowledge": {
        "summary": "Context and one article",
        "value": {
          "success": true,
          "knowledge": {
            "context": "Demo Studio is a design studio in Leeds.",
            "articles": [
              {
                "slug": "opening-hours",
                "title": "Opening hours",
                "body": "We are open Monday to Friday, 9:00 to 17:30.",
                "tags": [
                  "hours",
                  "visit"
                ],
                "url": "https://demo.svc.example/visit"
              }
            ],
            "updatedAt": "2026-03-05T08:00:00Z"
          }
        }
      },
      "TicketList": {
        "summary": "One page of the inbox",
        "value": {
          "success": true,
          "nextPage": null,
          "tickets": [
            {
              "id": "tkt_01HZX7D4",
              "source": "support",
              "form": null,
              "status": "resolved",
              "name": "Ada Lovelace",
              "email": "ada@example.org",
              "phone": null,
              "subject": "My booking confirmation never arrived.",
              "message": "My booking confirmation never arrived.",
              "category": "bookings",
              "page": null,
              "fields": {},
              "conversationId": "conv_01HZX5B2",
              "replies": [
                {
                  "message": "We have re-sent your confirmation.",
                  "resolve": true,
                  "sentAt": "2026-03-05T09:00:00Z"
                }
              ],
              "createdAt": "2026-03-05T08:00:00Z",
              "updatedAt": "2026-03-05T09:00:00Z"
            }
          ]
        }
      },
      "TicketReplyResult": {
        "summary": "A resolving reply",
        "value": {
          "success": true,
          "status": "resolved",
          "ticket": {
            "id": "tkt_01HZX7D4",
            "source": "support",
            "form": null,
            "status": "resolved",
            "name": "Ada Lovelace",
            "email": "ada@example.org",
            "phone": null,
            "subject": "My booking confirmation never arrived.",
            "message": "My booking confirmation never arrived.",
            "category": "bookings",
            "page": null,
            "fields": {},
            "conversationId": "conv_01HZX5B2",
            "replies": [
              {
                "message": "We have re-sent your confirmation.",
                "resolve": true,
                "sentAt": "2026-03-05T09:00:00Z"
              }
            ],
            "createdAt": "2026-03-05T08:00:00Z",
            "updatedAt": "2026-03-05T09:00:00Z"
          }
        }
      }
    },
    "schemas": {
      "ErrorBody": {
        "type": "object",
        "description": "The one error body of every interface. `message` is the service's\nhuman text, word for word where the description gives it; `code` is\nstable and machine-readable. The known codes, by the status that\ncarries them, are listed in `x-svc-codes` on `code`, the reference\nserver's admin and console codes included. New codes may be added;\ntreat unknown codes by status.\n",
        "required": [
          "success",
          "code",
          "message"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": false
          },
          "code": {
            "type": "string",
            "description": "Stable machine-readable code (our design, except the codes the description names).",
            "x-svc-codes": {
              "400": [
                "FIELDS_REQUIRED",
                "VALIDATION_FAILED",
                "INVALID_LIMIT",
                "INVALID_CURSOR",
                "MESSAGE_REQUIRED",
                "IDENTITY_REQUIRED",
                "CONSENT_REQUIRED",
                "REQUIRED_FIELDS_MISSING",
                "FORM_NOT_CONFIGURED",
                "NAME_AND_EMAIL_REQUIRED",
                "WEBHOOK_NOT_CONFIGURED"
              ],
              "401": [
                "MISSING_KEY",
                "INVALID_KEY",
                "MISSING_CREDENTIALS",
                "INVALID_CREDENTIALS",
                "IDENTITY_VERIFICATION_REQUIRED",
                "INVALID_STREAM_TOKEN",
                "ADMIN_TOKEN_REQUIRED"
              ],
              "403": [
                "KEY_NOT_ALLOWED",
                "SITE_NOT_ACTIVE",
                "CORS_ORIGIN_DENIED",
                "WRONG_SITE",
                "ENVIRONMENT_MISMATCH",
                "ORIGIN_NOT_ALLOWED",
                "CONTENT_DISABLED",
                "DRAFT_ACCESS_DENIED",
                "SITE_NOT_FOUND",
                "SITE_DISABLED",
                "MODULE_DISABLED",
                "IDENTITY_VERIFICATION_FAILED",
                "FORBIDDEN",
                "ADMIN_ORIGIN_DENIED",
                "ADMIN_HOST_DENIED"
              ],
              "404": [
                "NOT_FOUND"
              ],
              "405": [
                "METHOD_NOT_ALLOWED"
              ],
              "409": [
                "IDEMPOTENCY_CONFLICT",
                "REVISION_CONFLICT",
                "CONVERSATION_CLOSED",
                "CONVERSATION_OPEN",
                "ALREADY_RATED",
                "WEBHOOK_NOT_CONFIGURED",
                "COLLECTION_EXISTS",
                "SCHEMA_INCOMPATIBLE",
                "SLUG_TAKEN",
                "NOT_PUBLISHED",
                "INVALID_TRANSITION",
                "KEY_EXISTS",
                "KEY_IN_USE",
                "WORLD_EXISTS"
              ],
              "413": [
                "PAYLOAD_TOO_LARGE"
              ],
              "415": [
                "UNSUPPORTED_MEDIA_TYPE"
              ],
              "429": [
                "RATE_LIMITED",
                "TOO_MANY_STREAMS"
              ],
              "503": [
                "KEY_VERIFICATION_UNAVAILABLE",
                "ASSISTANT_UNAVAILABLE",
                "STORAGE_UNAVAILABLE",
                "UNAVAILABLE"
              ]
            }
          },
          "message": {
            "type": "string",
            "description": "Human-readable message, word for word from the service description where it gives one."
          },
          "requestId": {
            "type": "string",
            "description": "Same as the X-Request-Id header."
          },
          "fields": {
            "type": "array",
            "description": "Names of the offending request properties, where known.",
            "items": {
              "type": "string"
            }
          },
          "conversationId": {
            "type": "string",
            "description": "On ASSISTANT_UNAVAILABLE, the thread that kept the visitor's message."
          },
          "visitorToken": {
            "type": "string",
            "description": "On ASSISTANT_UNAVAILABLE, the token of that thread."
          }
        }
      },
      "EnvironmentName": {
        "type": "string",
        "description": "Delivery environment.",
        "enum": [
          "test",
          "live"
        ]
      },
      "ContentFieldValue": {
        "description": "A collection-defined field value. text, date (YYYY-MM-DD), time (HH:MM), URL and select are strings; number is a number; boolean is a boolean. An unset field is null.",
        "anyOf": [
          {
            "type": "string"
          },
          {
            "type": "number"
          },
          {
            "type": "boolean"
          },
          {
            "type": "null"
          }
        ]
      },
      "ContentEntry": {
        "type": "object",
        "description": "A published entry. **Our design:** types and formats of the fields.",
        "required": [
          "id",
          "title",
          "slug",
          "summary",
          "image",
          "fields",
          "publishedAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "slug": {
            "type": "string",
            "description": "Current public slug."
          },
          "summary": {
            "type": [
              "string",
              "null"
            ]
          },
          "image": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "description": "Absolute URL of the entry's image, or null."
          },
          "fields": {
            "type": "object",
            "description": "Collection-defined field values, keyed by field key.",
            "additionalProperties": {
              "$ref": "#/components/schemas/ContentFieldValue"
            }
          },
          "publishedAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ContentEntryDetail": {
        "description": "A published entry on a single read, with its canonical slug.",
        "allOf": [
          {
            "$ref": "#/components/schemas/ContentEntry"
          },
          {
            "type": "object",
            "required": [
              "canonicalSlug"
            ],
            "properties": {
              "canonicalSlug": {
                "type": "string",
                "description": "The entry's current public slug; former published slugs resolve to the same entry."
              }
            }
          }
        ]
      },
      "ContentListMeta": {
        "type": "object",
        "description": "Collection read meta.",
        "required": [
          "siteId",
          "environment",
          "count",
          "limit",
          "nextCursor",
          "generatedAt"
        ],
        "properties": {
          "siteId": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of items in this page only, not in the whole catalogue."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "description": "Page size applied."
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Opaque cursor of the next page, or null when no further page exists."
          },
          "generatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ContentEntryMeta": {
        "type": "object",
        "description": "Single-entry read meta (our design).",
        "required": [
          "siteId",
          "environment",
          "generatedAt"
        ],
        "properties": {
          "siteId": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "generatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ContentEntryList": {
        "type": "object",
        "description": "One page of a collection.",
        "required": [
          "items",
          "collection",
          "meta"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ContentEntry"
            }
          },
          "collection": {
            "type": "string",
            "description": "The collection's key."
          },
          "meta": {
            "$ref": "#/components/schemas/ContentListMeta"
          }
        }
      },
      "ContentEntryRead": {
        "type": "object",
        "description": "One entry.",
        "required": [
          "item",
          "meta"
        ],
        "properties": {
          "item": {
            "$ref": "#/components/schemas/ContentEntryDetail"
          },
          "meta": {
            "$ref": "#/components/schemas/ContentEntryMeta"
          }
        }
      },
      "CaptureRequest": {
        "type": "object",
        "description": "A form submission. Unknown top-level properties are ignored.",
        "required": [
          "fields"
        ],
        "additionalProperties": true,
        "properties": {
          "fields": {
            "type": "object",
            "minProperties": 1,
            "description": "Field values; sanitised by the five rules (at most 20 fields, names of at most 40 characters of A-Z a-z 0-9 _ -, values stringified, trimmed and cut at 2,000 characters, null and undefined dropped).",
            "additionalProperties": true
          },
          "form": {
            "type": "string",
            "maxLength": 40,
            "description": "Form name; default is the site's default form (contact unless changed)."
          },
          "page": {
            "type": "string",
            "maxLength": 200,
            "description": "Page the form was sent from."
          },
          "context": {
            "$ref": "#/components/schemas/CaptureContext"
          }
        }
      },
      "CaptureContext": {
        "type": "object",
        "description": "Visitor details asserted by the authenticated server. Each property is validated on its own; a malformed one is dropped silently, never rejected.",
        "additionalProperties": true,
        "properties": {
          "ip": {
            "type": "string",
            "description": "IPv4 or IPv6 literal. Stored as derived country and countryCode; the raw address is kept 30 days, then removed.",
            "anyOf": [
              {
                "type": "string",
                "format": "ipv4"
              },
              {
                "type": "string",
                "format": "ipv6"
              }
            ]
          },
          "userAgent": {
            "type": "string",
            "maxLength": 500,
            "description": "Stored with a derived device label."
          },
          "referrer": {
            "type": "string",
            "maxLength": 500,
            "pattern": "^https?://",
            "description": "http(s) URL."
          },
          "landingPage": {
            "type": "string",
            "maxLength": 300,
            "pattern": "^/",
            "description": "Path beginning with /."
          },
          "language": {
            "type": "string",
            "maxLength": 35,
            "description": "BCP 47 tag."
          },
          "timezone": {
            "type": "string",
            "maxLength": 64,
            "description": "IANA zone name."
          },
          "screen": {
            "type": "string",
            "pattern": "^[0-9]{2,5}x[0-9]{2,5}$",
            "description": "<width>x<height>, 2 to 5 digits each."
          },
          "utm": {
            "$ref": "#/components/schemas/CaptureUtm"
          }
        }
      },
      "CaptureUtm": {
        "type": "object",
        "description": "Campaign parameters; empty keys are dropped.",
        "properties": {
          "source": {
            "type": "string",
            "maxLength": 120
          },
          "medium": {
            "type": "string",
            "maxLength": 120
          },
          "campaign": {
            "type": "string",
            "maxLength": 120
          },
          "term": {
            "type": "string",
            "maxLength": 120
          },
          "content": {
            "type": "string",
            "maxLength": 120
          }
        }
      },
      "CaptureResult": {
        "type": "object",
        "description": "Stored; `id` is permanent. The first storage answers 201 without\n`duplicate`; a replay of an Idempotency-Key with identical content\nanswers 200 with the original `id` and `duplicate: true`.\n",
        "required": [
          "success",
          "id"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "id": {
            "type": "string"
          },
          "duplicate": {
            "type": "boolean",
            "description": "Present and true only on a replay (200); absent on the first storage (201)."
          }
        }
      },
      "EngageModules": {
        "type": "object",
        "description": "Module switches.",
        "required": [
          "chat",
          "forms",
          "support"
        ],
        "properties": {
          "chat": {
            "type": "boolean"
          },
          "forms": {
            "type": "boolean"
          },
          "support": {
            "type": "boolean"
          }
        }
      },
      "IdentityMode": {
        "type": "string",
        "description": "anonymous, or email (an email is required before chatting).",
        "enum": [
          "anonymous",
          "email"
        ]
      },
      "AnswerMode": {
        "type": "string",
        "description": "**Our design.** `strict`: the assistant answers only from the site's\nknowledge and escalates when the knowledge has no answer. `open`: when\nthe knowledge has no answer it says so and offers a person, without\nescalating; a visitor who asks for a person is always escalated.\n",
        "enum": [
          "strict",
          "open"
        ]
      },
      "AccentColour": {
        "type": "string",
        "description": "Hex colour (our design; other CSS values are refused so the widget cannot be styled into an injection).",
        "pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"
      },
      "EngageConfig": {
        "type": "object",
        "description": "Public widget configuration.",
        "required": [
          "success",
          "ok",
          "name",
          "assistantName",
          "modules",
          "identityMode",
          "branding"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "ok": {
            "type": "boolean"
          },
          "name": {
            "type": "string",
            "description": "Site name."
          },
          "assistantName": {
            "type": "string"
          },
          "modules": {
            "$ref": "#/components/schemas/EngageModules"
          },
          "identityMode": {
            "$ref": "#/components/schemas/IdentityMode"
          },
          "requireVerifiedIdentity": {
            "type": "boolean",
            "description": "**Our design.** Chat needs `visitor.id` and `visitor.hash` (identify the visitor before the first turn)."
          },
          "hours": {
            "$ref": "#/components/schemas/HoursStatus"
          },
          "consent": {
            "$ref": "#/components/schemas/ConsentSettings"
          },
          "branding": {
            "type": "object",
            "required": [
              "launcherLabel",
              "accent",
              "greeting"
            ],
            "properties": {
              "launcherLabel": {
                "type": "string"
              },
              "accent": {
                "$ref": "#/components/schemas/AccentColour"
              },
              "greeting": {
                "type": "string"
              }
            }
          },
          "forms": {
            "type": "object",
            "description": "The site's managed form policies as a page needs them (our design): for each form label with a policy, the fields a submission must fill in, so a widget can show and check them before sending. Absent when the site has no form policy. In strict mode a label missing here is refused with FORM_NOT_CONFIGURED.",
            "maxProperties": 20,
            "propertyNames": {
              "maxLength": 40
            },
            "additionalProperties": {
              "type": "object",
              "required": [
                "requiredFields"
              ],
              "properties": {
                "requiredFields": {
                  "type": "array",
                  "maxItems": 24,
                  "items": {
                    "type": "string",
                    "maxLength": 40
                  }
                }
              }
            }
          }
        }
      },
      "ChatVisitor": {
        "type": "object",
        "description": "Optional visitor details; email is required when the site's identity mode is email.",
        "properties": {
          "id": {
            "type": "string",
            "maxLength": 100
          },
          "name": {
            "type": "string",
            "maxLength": 120
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 160
          },
          "hash": {
            "type": "string",
            "pattern": "^[0-9a-fA-F]{64}$",
            "description": "**Our design.** Proves `id`: the hex HMAC-SHA256 of `id`\nwith the site's identity secret as the key, made by your server\n(never in the page: the secret must stay on your server; see\n`identityHash` in @svc/capture-node). Required with `id` when the\nsite sets `requireVerifiedIdentity`; when given, it is checked\nwhatever the setting, and a wrong one is refused.\n"
          }
        }
      },
      "ChatRequest": {
        "type": "object",
        "description": "One visitor turn.",
        "required": [
          "message"
        ],
        "properties": {
          "message": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "visitorToken": {
            "type": "string",
            "maxLength": 128,
            "description": "From a prior response; resumes the thread."
          },
          "visitor": {
            "$ref": "#/components/schemas/ChatVisitor"
          },
          "page": {
            "type": "string",
            "maxLength": 300,
            "description": "Shown in the console."
          },
          "pageTitle": {
            "type": "string",
            "maxLength": 300,
            "description": "Shown in the console."
          },
          "consent": {
            "type": "boolean",
            "description": "**Our design.** The visitor accepted the site's notice; needed to start a thread while the site's `consent.required` is on."
          }
        }
      },
      "Citation": {
        "type": "object",
        "description": "A knowledge article an answer drew on.",
        "required": [
          "slug",
          "title"
        ],
        "properties": {
          "slug": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "url": {
            "type": "string",
            "format": "uri",
            "description": "The article's URL where the site gave one (our design)."
          }
        }
      },
      "ConversationStatus": {
        "type": "string",
        "description": "ai (the assistant answers), agent (a person holds the thread), closed (our design for the closed status; a visitor turn reopens it as ai, a console reopen gives back the status it had).",
        "enum": [
          "ai",
          "agent",
          "closed"
        ]
      },
      "ChatResponse": {
        "type": "object",
        "description": "The outcome of one turn. `answer` is absent while a person holds the thread (`queued` is true).",
        "required": [
          "success",
          "visitorToken",
          "conversationId",
          "citations",
          "escalate",
          "status"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "visitorToken": {
            "type": "string"
          },
          "conversationId": {
            "type": "string"
          },
          "answer": {
            "type": "string"
          },
          "messageId": {
            "type": "string",
            "description": "**Our design.** The id of the answer message, present with `answer`; the event stream carries the same message with this id."
          },
          "citations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Citation"
            }
          },
          "escalate": {
            "type": "boolean"
          },
          "status": {
            "$ref": "#/components/schemas/ConversationStatus"
          },
          "queued": {
            "type": "boolean",
            "description": "True when a person holds the thread and the message waits for them."
          },
          "ticketId": {
            "type": "string",
            "description": "**Our design.** The support ticket an escalation outside business hours opened (or had opened earlier for this thread)."
          },
          "hours": {
            "$ref": "#/components/schemas/HoursStatus"
          }
        }
      },
      "MessageRole": {
        "type": "string",
        "description": "**Our design.** visitor, assistant or agent.",
        "enum": [
          "visitor",
          "assistant",
          "agent"
        ]
      },
      "ConversationMessage": {
        "type": "object",
        "description": "One message of a thread.",
        "required": [
          "id",
          "role",
          "content",
          "citations",
          "sentAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "**Our design.** The message's id, the same in reads, transcripts and live events."
          },
          "role": {
            "$ref": "#/components/schemas/MessageRole"
          },
          "content": {
            "type": "string"
          },
          "citations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Citation"
            }
          },
          "sentAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ConversationRead": {
        "type": "object",
        "description": "The visitor's own thread.",
        "required": [
          "success",
          "conversationId",
          "status",
          "messages"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "conversationId": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/ConversationStatus"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConversationMessage"
            }
          }
        }
      },
      "ManagedFormRequest": {
        "type": "object",
        "description": "A managed form submission.",
        "required": [
          "fields"
        ],
        "properties": {
          "fields": {
            "type": "object",
            "minProperties": 1,
            "description": "Up to 24 string fields of at most 2,000 characters; website, url and homepage are honeypots and are dropped.",
            "additionalProperties": {
              "type": "string",
              "maxLength": 2000
            }
          },
          "page": {
            "type": "string",
            "maxLength": 300
          }
        }
      },
      "ManagedFormResult": {
        "type": "object",
        "description": "Stored. The first storage answers 201 without `duplicate`; a replay of\nan Idempotency-Key with identical content answers 200 with the\noriginal `id` and `duplicate: true`.\n",
        "required": [
          "success",
          "id"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "id": {
            "type": "string"
          },
          "successMessage": {
            "type": "string",
            "description": "Present when a configured form policy applies."
          },
          "duplicate": {
            "type": "boolean",
            "description": "Present and true only on a replay (200); absent on the first storage (201)."
          }
        }
      },
      "SupportRequest": {
        "type": "object",
        "description": "A support ticket.",
        "required": [
          "name",
          "email",
          "message"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 160
          },
          "message": {
            "type": "string",
            "minLength": 1,
            "maxLength": 5000
          },
          "phone": {
            "type": "string",
            "maxLength": 30
          },
          "category": {
            "type": "string",
            "maxLength": 40,
            "default": "general"
          },
          "subject": {
            "type": "string",
            "maxLength": 200,
            "description": "Default is the first 80 characters of the message."
          },
          "page": {
            "type": "string",
            "maxLength": 300
          },
          "conversationId": {
            "type": "string",
            "maxLength": 64,
            "description": "Links the ticket to a chat thread."
          }
        }
      },
      "SupportTicketResult": {
        "type": "object",
        "description": "Created. The first creation answers 201 without `duplicate`; an\nidempotent replay answers 200 with the original `ticketId` and\n`duplicate: true`.\n",
        "required": [
          "success",
          "ticketId"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "ticketId": {
            "type": "string"
          },
          "duplicate": {
            "type": "boolean",
            "description": "Present and true only on a replay (200); absent on the first creation (201)."
          }
        }
      },
      "StreamRequest": {
        "type": "object",
        "description": "The visitor token of the thread to watch.",
        "required": [
          "visitorToken"
        ],
        "properties": {
          "visitorToken": {
            "type": "string",
            "maxLength": 128
          }
        }
      },
      "StreamGrant": {
        "type": "object",
        "description": "A stream token for one thread (our design).",
        "required": [
          "success",
          "streamToken",
          "expiresAt",
          "cursor"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "streamToken": {
            "type": "string",
            "description": "Opens the thread's `events` and `poll` until `expiresAt`; kept in memory by the server only."
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time"
          },
          "cursor": {
            "type": "string",
            "description": "Where the thread stands now, as `<messages>-<status>`; pass it as `after` to hear only what follows."
          }
        }
      },
      "StreamStatus": {
        "type": "object",
        "description": "Who holds the thread now.",
        "required": [
          "status",
          "agentName"
        ],
        "properties": {
          "status": {
            "$ref": "#/components/schemas/ConversationStatus"
          },
          "agentName": {
            "type": [
              "string",
              "null"
            ],
            "description": "The display name the agent last replied or typed with; null when none was given."
          }
        }
      },
      "TypingSignal": {
        "type": "object",
        "description": "An agent started or stopped typing. Treat it as stopped after `ttlMs` unless another arrives, and when the agent's message arrives.",
        "required": [
          "typing",
          "agentName",
          "ttlMs"
        ],
        "properties": {
          "typing": {
            "type": "boolean"
          },
          "agentName": {
            "type": [
              "string",
              "null"
            ]
          },
          "ttlMs": {
            "type": "integer",
            "description": "How long the signal holds, in milliseconds (6000)."
          }
        }
      },
      "ConversationEvent": {
        "description": "One live event of a thread: on the stream, `event` is the SSE event name, `id` the `id:` line and `data` the `data:` line.",
        "oneOf": [
          {
            "type": "object",
            "title": "message",
            "required": [
              "event",
              "id",
              "data"
            ],
            "properties": {
              "event": {
                "type": "string",
                "const": "message"
              },
              "id": {
                "type": "string",
                "description": "The cursor after this event."
              },
              "data": {
                "$ref": "#/components/schemas/ConversationMessage"
              }
            }
          },
          {
            "type": "object",
            "title": "status",
            "required": [
              "event",
              "id",
              "data"
            ],
            "properties": {
              "event": {
                "type": "string",
                "const": "status"
              },
              "id": {
                "type": "string",
                "description": "The cursor after this event."
              },
              "data": {
                "$ref": "#/components/schemas/StreamStatus"
              }
            }
          },
          {
            "type": "object",
            "title": "typing",
            "required": [
              "event",
              "data"
            ],
            "properties": {
              "event": {
                "type": "string",
                "const": "typing"
              },
              "id": {
                "type": "string",
                "description": "Never present on typing events; they do not move the cursor."
              },
              "data": {
                "$ref": "#/components/schemas/TypingSignal"
              }
            }
          }
        ]
      },
      "ConversationEventBatch": {
        "type": "object",
        "description": "The events of one long poll.",
        "required": [
          "success",
          "events",
          "cursor"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "events": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConversationEvent"
            }
          },
          "cursor": {
            "type": "string",
            "description": "Pass as `after` to the next poll."
          }
        }
      },
      "RatingScore": {
        "type": "string",
        "description": "The visitor's verdict.",
        "enum": [
          "good",
          "bad"
        ]
      },
      "RatingRequest": {
        "type": "object",
        "description": "A rating of a closed thread.",
        "required": [
          "visitorToken",
          "score"
        ],
        "properties": {
          "visitorToken": {
            "type": "string",
            "maxLength": 128
          },
          "score": {
            "$ref": "#/components/schemas/RatingScore"
          },
          "comment": {
            "type": "string",
            "maxLength": 500,
            "description": "Optional; at most 500 characters, no control characters except line breaks."
          }
        }
      },
      "ConversationRating": {
        "type": "object",
        "description": "The visitor's rating of a thread (our design).",
        "required": [
          "score",
          "comment",
          "ratedAt"
        ],
        "properties": {
          "score": {
            "$ref": "#/components/schemas/RatingScore"
          },
          "comment": {
            "type": [
              "string",
              "null"
            ]
          },
          "ratedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "RatingResult": {
        "type": "object",
        "description": "The stored rating.",
        "required": [
          "success",
          "conversationId",
          "rating"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "conversationId": {
            "type": "string"
          },
          "rating": {
            "$ref": "#/components/schemas/ConversationRating"
          },
          "duplicate": {
            "type": "boolean",
            "description": "True when this exact rating was already stored."
          }
        }
      },
      "TypingRequest": {
        "type": "object",
        "description": "An agent's typing signal.",
        "required": [
          "typing"
        ],
        "additionalProperties": false,
        "properties": {
          "typing": {
            "type": "boolean"
          },
          "agentName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 60
          }
        }
      },
      "TypingResult": {
        "type": "object",
        "description": "The signal and how many open streams and polls heard it.",
        "required": [
          "success",
          "conversationId",
          "typing",
          "delivered"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "conversationId": {
            "type": "string"
          },
          "typing": {
            "type": "boolean"
          },
          "delivered": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "IdentitySecretSummary": {
        "type": "object",
        "description": "The site's identity-verification secret as the console shows it (our design); the secret itself is shown once, by `rotateSiteIdentitySecret`.",
        "required": [
          "prefix",
          "createdAt",
          "previousExpiresAt"
        ],
        "properties": {
          "prefix": {
            "type": "string",
            "description": "The first 10 characters (`idsec_` and 4 more), to tell secrets apart."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "previousExpiresAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "Until when the secret a rotation replaced is still accepted; null when it is not."
          }
        }
      },
      "Weekday": {
        "type": "string",
        "description": "A day of the week.",
        "enum": [
          "mon",
          "tue",
          "wed",
          "thu",
          "fri",
          "sat",
          "sun"
        ]
      },
      "OpeningPeriod": {
        "type": "object",
        "description": "One opening period of a weekday, in the site's time zone; `open` before `close`.",
        "required": [
          "day",
          "open",
          "close"
        ],
        "additionalProperties": false,
        "properties": {
          "day": {
            "$ref": "#/components/schemas/Weekday"
          },
          "open": {
            "type": "string",
            "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
            "description": "Opening time, HH:MM (24-hour clock)."
          },
          "close": {
            "type": "string",
            "pattern": "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$",
            "description": "Closing time, HH:MM, after `open`; 24:00 for midnight."
          }
        }
      },
      "BusinessHours": {
        "type": "object",
        "description": "When people answer chat (our design): weekly opening periods\nin an IANA time zone. At most 21 periods, no two overlapping on the\nsame day. Outside them the widget says when a person is back and an\nescalation opens a support ticket instead of waiting for an agent.\n",
        "required": [
          "timeZone",
          "weekly"
        ],
        "additionalProperties": false,
        "properties": {
          "timeZone": {
            "type": "string",
            "maxLength": 64,
            "description": "An IANA time zone such as Europe/Paris."
          },
          "weekly": {
            "type": "array",
            "maxItems": 21,
            "items": {
              "$ref": "#/components/schemas/OpeningPeriod"
            }
          },
          "awayMessage": {
            "type": "string",
            "maxLength": 400,
            "description": "What the widget shows outside opening hours; a default names when a person is back."
          }
        }
      },
      "HoursStatus": {
        "type": "object",
        "description": "Whether people answer chat now, by the server's clock when the\nconfiguration was made (our design). The configuration is\ncached for up to 300 seconds: use `nextOpenAt` and `nextCloseAt`\nto switch at the right moment without asking again.\n",
        "required": [
          "open",
          "nextOpenAt",
          "nextCloseAt",
          "timeZone",
          "awayMessage"
        ],
        "properties": {
          "open": {
            "type": "boolean"
          },
          "nextOpenAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When people are back (while closed); null while open or with no opening period at all."
          },
          "nextCloseAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the current opening period ends (while open); null while closed."
          },
          "timeZone": {
            "type": "string"
          },
          "awayMessage": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "ConsentSettings": {
        "type": "object",
        "description": "Whether the widget asks the visitor to accept a short notice before it\nstores anything in the visitor's browser or sends a message (our\ndesign), and the notice's text per language (BCP 47 tag,\nsuch as `en` or `fr-CA`; at most 20 languages, 400 characters each).\nWhile consent is required the service refuses a chat turn that starts\na thread without `consent: true`.\n",
        "required": [
          "required",
          "text"
        ],
        "additionalProperties": false,
        "properties": {
          "required": {
            "type": "boolean"
          },
          "text": {
            "type": "object",
            "maxProperties": 20,
            "propertyNames": {
              "pattern": "^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
              "maxLength": 35
            },
            "additionalProperties": {
              "type": "string",
              "minLength": 1,
              "maxLength": 400
            }
          }
        }
      },
      "SiteStatus": {
        "type": "string",
        "description": "active or disabled (our design for the values).",
        "enum": [
          "active",
          "disabled"
        ]
      },
      "SiteBranding": {
        "type": "object",
        "description": "Widget branding.",
        "properties": {
          "assistantName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40
          },
          "launcherLabel": {
            "type": "string",
            "maxLength": 60
          },
          "greeting": {
            "type": "string",
            "maxLength": 400
          },
          "accent": {
            "$ref": "#/components/schemas/AccentColour"
          }
        }
      },
      "FormPolicy": {
        "type": "object",
        "description": "Policy of one managed form (our design).",
        "properties": {
          "requiredFields": {
            "type": "array",
            "maxItems": 24,
            "items": {
              "type": "string",
              "maxLength": 40
            }
          },
          "successMessage": {
            "type": "string",
            "maxLength": 400
          }
        }
      },
      "FormSettings": {
        "type": "object",
        "description": "Managed form policies (our design). In strict mode a form label without a policy is refused.",
        "properties": {
          "strict": {
            "type": "boolean"
          },
          "policies": {
            "type": "object",
            "maxProperties": 20,
            "propertyNames": {
              "maxLength": 40
            },
            "additionalProperties": {
              "$ref": "#/components/schemas/FormPolicy"
            }
          }
        }
      },
      "AllowedOrigins": {
        "type": "array",
        "description": "Exact origins (scheme, host, optional port) allowed to call the public endpoints; at most 10.",
        "maxItems": 10,
        "items": {
          "type": "string",
          "maxLength": 200,
          "pattern": "^https?://[^/?#]+$"
        }
      },
      "WebhookUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "HTTPS URL of at most 400 characters, or null for none. Loopback, private and every other special-purpose address of the IANA IPv4 and IPv6 Special-Purpose Address Registries (100.64.0.0/10, documentation, benchmarking, multicast, IPv4-mapped IPv6 ...) are refused; host names are not resolved. The reference server in local-development mode also accepts them, over http too (our design).",
        "maxLength": 400,
        "pattern": "^https?://"
      },
      "SiteKeySummary": {
        "type": "object",
        "description": "The active key, without its secret part (our design).",
        "required": [
          "id",
          "prefix",
          "createdAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "prefix": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "Site": {
        "type": "object",
        "description": "An Engage site (our design for the shape).",
        "required": [
          "id",
          "name",
          "status",
          "allowedOrigins",
          "modules",
          "identityMode",
          "answerMode",
          "branding",
          "forms",
          "webhookUrl",
          "webhookSecret",
          "requireVerifiedIdentity",
          "identitySecret",
          "businessHours",
          "consent",
          "activeKey",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/SiteStatus"
          },
          "allowedOrigins": {
            "$ref": "#/components/schemas/AllowedOrigins"
          },
          "modules": {
            "$ref": "#/components/schemas/EngageModules"
          },
          "identityMode": {
            "$ref": "#/components/schemas/IdentityMode"
          },
          "answerMode": {
            "$ref": "#/components/schemas/AnswerMode"
          },
          "branding": {
            "$ref": "#/components/schemas/SiteBranding"
          },
          "forms": {
            "$ref": "#/components/schemas/FormSettings"
          },
          "webhookUrl": {
            "$ref": "#/components/schemas/WebhookUrl"
          },
          "webhookSecret": {
            "type": "string",
            "description": "The `whsec_` secret that signs this site's webhooks."
          },
          "requireVerifiedIdentity": {
            "type": "boolean",
            "description": "**Our design.** Chat turns must carry a visitor id signed by the customer's server (`visitor.hash`)."
          },
          "identitySecret": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/IdentitySecretSummary"
              },
              {
                "type": "null"
              }
            ]
          },
          "businessHours": {
            "description": "The site's opening hours; null when people answer at any time.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/BusinessHours"
              },
              {
                "type": "null"
              }
            ]
          },
          "consent": {
            "$ref": "#/components/schemas/ConsentSettings"
          },
          "activeKey": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/SiteKeySummary"
              },
              {
                "type": "null"
              }
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "SiteCreate": {
        "type": "object",
        "description": "A new site (our design).",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "allowedOrigins": {
            "$ref": "#/components/schemas/AllowedOrigins"
          },
          "modules": {
            "$ref": "#/components/schemas/EngageModules"
          },
          "identityMode": {
            "$ref": "#/components/schemas/IdentityMode"
          },
          "answerMode": {
            "$ref": "#/components/schemas/AnswerMode"
          },
          "branding": {
            "$ref": "#/components/schemas/SiteBranding"
          },
          "forms": {
            "$ref": "#/components/schemas/FormSettings"
          },
          "webhookUrl": {
            "$ref": "#/components/schemas/WebhookUrl"
          },
          "requireVerifiedIdentity": {
            "type": "boolean",
            "description": "Chat turns must carry a verified visitor id; needs an identity secret (`rotateSiteIdentitySecret`) first."
          },
          "businessHours": {
            "description": "Opening hours, or null for always open.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/BusinessHours"
              },
              {
                "type": "null"
              }
            ]
          },
          "consent": {
            "$ref": "#/components/schemas/ConsentSettings"
          }
        }
      },
      "SiteUpdate": {
        "type": "object",
        "description": "Properties to change; the rest keep their value (our design).",
        "minProperties": 1,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "allowedOrigins": {
            "$ref": "#/components/schemas/AllowedOrigins"
          },
          "modules": {
            "$ref": "#/components/schemas/EngageModules"
          },
          "identityMode": {
            "$ref": "#/components/schemas/IdentityMode"
          },
          "answerMode": {
            "$ref": "#/components/schemas/AnswerMode"
          },
          "branding": {
            "$ref": "#/components/schemas/SiteBranding"
          },
          "forms": {
            "$ref": "#/components/schemas/FormSettings"
          },
          "webhookUrl": {
            "$ref": "#/components/schemas/WebhookUrl"
          },
          "status": {
            "$ref": "#/components/schemas/SiteStatus"
          },
          "requireVerifiedIdentity": {
            "type": "boolean",
            "description": "Chat turns must carry a verified visitor id; needs an identity secret (`rotateSiteIdentitySecret`) first."
          },
          "businessHours": {
            "description": "Opening hours, or null for always open.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/BusinessHours"
              },
              {
                "type": "null"
              }
            ]
          },
          "consent": {
            "$ref": "#/components/schemas/ConsentSettings"
          }
        }
      },
      "SiteEnvelope": {
        "type": "object",
        "description": "One site.",
        "required": [
          "success",
          "site"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "site": {
            "$ref": "#/components/schemas/Site"
          }
        }
      },
      "SiteList": {
        "type": "object",
        "description": "The owner's sites.",
        "required": [
          "success",
          "sites"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "sites": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Site"
            }
          }
        }
      },
      "KnowledgeArticle": {
        "type": "object",
        "description": "A knowledge article.",
        "required": [
          "slug",
          "title",
          "body"
        ],
        "properties": {
          "slug": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9-]{0,79}$",
            "description": "Unique per site (our design)."
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "body": {
            "type": "string",
            "maxLength": 8000
          },
          "tags": {
            "type": "array",
            "maxItems": 10,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 40
            }
          },
          "url": {
            "type": "string",
            "format": "uri",
            "maxLength": 400,
            "pattern": "^https?://",
            "description": "Optional page the article is published at; citations link to it (our design)."
          }
        }
      },
      "KnowledgeInput": {
        "type": "object",
        "description": "The whole knowledge of a site.",
        "required": [
          "context",
          "articles"
        ],
        "properties": {
          "context": {
            "type": "string",
            "maxLength": 6000,
            "description": "Instructions that steer the assistant: tone, language, what to point\nvisitors to. **Our design:** the context is not a searchable document\nand is never quoted to a visitor; answers come from the articles only,\nand a question no article answers gets the fallback that offers a person\n(strict mode escalates with reason `no_answer`).\n"
          },
          "articles": {
            "type": "array",
            "maxItems": 40,
            "items": {
              "$ref": "#/components/schemas/KnowledgeArticle"
            }
          }
        }
      },
      "KnowledgeEnvelope": {
        "type": "object",
        "description": "The stored knowledge.",
        "required": [
          "success",
          "knowledge"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "knowledge": {
            "type": "object",
            "required": [
              "context",
              "articles",
              "updatedAt"
            ],
            "properties": {
              "context": {
                "type": "string"
              },
              "articles": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/KnowledgeArticle"
                }
              },
              "updatedAt": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time"
              }
            }
          }
        }
      },
      "IssuedKey": {
        "type": "object",
        "description": "A newly issued publishable key, shown in full once (our design).",
        "required": [
          "success",
          "key",
          "revokedKeyId"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "key": {
            "type": "object",
            "required": [
              "id",
              "publishableKey",
              "prefix",
              "createdAt"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "publishableKey": {
                "type": "string"
              },
              "prefix": {
                "type": "string"
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          },
          "revokedKeyId": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "SiteStats": {
        "type": "object",
        "description": "Counts (our design).",
        "required": [
          "success",
          "stats"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "stats": {
            "type": "object",
            "required": [
              "tickets",
              "conversations",
              "knowledge"
            ],
            "properties": {
              "tickets": {
                "type": "object",
                "required": [
                  "total",
                  "open",
                  "in_progress",
                  "resolved",
                  "form",
                  "support"
                ],
                "properties": {
                  "total": {
                    "type": "integer"
                  },
                  "open": {
                    "type": "integer"
                  },
                  "in_progress": {
                    "type": "integer"
                  },
                  "resolved": {
                    "type": "integer"
                  },
                  "form": {
                    "type": "integer"
                  },
                  "support": {
                    "type": "integer"
                  }
                }
              },
              "conversations": {
                "type": "object",
                "required": [
                  "total",
                  "ai",
                  "agent",
                  "closed"
                ],
                "properties": {
                  "total": {
                    "type": "integer"
                  },
                  "ai": {
                    "type": "integer"
                  },
                  "agent": {
                    "type": "integer"
                  },
                  "closed": {
                    "type": "integer"
                  }
                }
              },
              "knowledge": {
                "type": "object",
                "required": [
                  "articles",
                  "characters",
                  "contextCharacters"
                ],
                "properties": {
                  "articles": {
                    "type": "integer"
                  },
                  "characters": {
                    "type": "integer",
                    "description": "Characters in all article bodies."
                  },
                  "contextCharacters": {
                    "type": "integer"
                  }
                }
              }
            }
          }
        }
      },
      "TicketStatus": {
        "type": "string",
        "description": "open (initial, our design), in_progress, resolved.",
        "enum": [
          "open",
          "in_progress",
          "resolved"
        ]
      },
      "TicketSource": {
        "type": "string",
        "description": "form (a managed form submission) or support (a support request).",
        "enum": [
          "form",
          "support"
        ]
      },
      "TicketReply": {
        "type": "object",
        "description": "An agent reply.",
        "required": [
          "message",
          "resolve",
          "sentAt"
        ],
        "properties": {
          "message": {
            "type": "string"
          },
          "resolve": {
            "type": "boolean"
          },
          "sentAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "Ticket": {
        "type": "object",
        "description": "A ticket in the site's inbox (our design for the shape).",
        "required": [
          "id",
          "source",
          "form",
          "status",
          "name",
          "email",
          "phone",
          "subject",
          "message",
          "category",
          "page",
          "fields",
          "conversationId",
          "replies",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "source": {
            "$ref": "#/components/schemas/TicketSource"
          },
          "form": {
            "type": [
              "string",
              "null"
            ],
            "description": "The form label (source form only)."
          },
          "status": {
            "$ref": "#/components/schemas/TicketStatus"
          },
          "name": {
            "type": [
              "string",
              "null"
            ]
          },
          "email": {
            "type": [
              "string",
              "null"
            ]
          },
          "phone": {
            "type": [
              "string",
              "null"
            ]
          },
          "subject": {
            "type": [
              "string",
              "null"
            ]
          },
          "message": {
            "type": [
              "string",
              "null"
            ]
          },
          "category": {
            "type": [
              "string",
              "null"
            ]
          },
          "page": {
            "type": [
              "string",
              "null"
            ]
          },
          "fields": {
            "type": "object",
            "description": "The sanitised submitted fields (source form only; empty for support).",
            "additionalProperties": {
              "type": "string"
            }
          },
          "conversationId": {
            "type": [
              "string",
              "null"
            ]
          },
          "replies": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/TicketReply"
            }
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "TicketList": {
        "type": "object",
        "description": "One page of tickets.",
        "required": [
          "success",
          "tickets",
          "nextPage"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "tickets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Ticket"
            }
          },
          "nextPage": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "TicketReplyRequest": {
        "type": "object",
        "description": "An agent reply.",
        "required": [
          "message"
        ],
        "properties": {
          "message": {
            "type": "string",
            "minLength": 1,
            "maxLength": 5000
          },
          "resolve": {
            "type": "boolean",
            "default": false
          }
        }
      },
      "TicketReplyResult": {
        "type": "object",
        "description": "The ticket after the reply.",
        "required": [
          "success",
          "status",
          "ticket"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "status": {
            "type": "string",
            "enum": [
              "in_progress",
              "resolved"
            ]
          },
          "ticket": {
            "$ref": "#/components/schemas/Ticket"
          }
        }
      },
      "ConversationSummary": {
        "type": "object",
        "description": "A chat transcript (our design).",
        "required": [
          "id",
          "status",
          "visitor",
          "page",
          "pageTitle",
          "escalated",
          "messages",
          "identityVerified",
          "agentName",
          "rating",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/ConversationStatus"
          },
          "visitor": {
            "$ref": "#/components/schemas/ChatVisitor"
          },
          "page": {
            "type": [
              "string",
              "null"
            ]
          },
          "pageTitle": {
            "type": [
              "string",
              "null"
            ]
          },
          "escalated": {
            "type": "boolean"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConversationMessage"
            }
          },
          "identityVerified": {
            "type": "boolean",
            "description": "Whether the visitor's id was proved by a valid `visitor.hash`."
          },
          "agentName": {
            "type": [
              "string",
              "null"
            ],
            "description": "The display name the agent last replied or typed with."
          },
          "rating": {
            "description": "The visitor's rating, once given.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/ConversationRating"
              },
              {
                "type": "null"
              }
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ConversationList": {
        "type": "object",
        "description": "One page of transcripts.",
        "required": [
          "success",
          "conversations",
          "nextPage"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "conversations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConversationSummary"
            }
          },
          "nextPage": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "ConversationReplyRequest": {
        "type": "object",
        "description": "An agent message.",
        "required": [
          "message"
        ],
        "properties": {
          "message": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "agentName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 60,
            "description": "**Our design.** The agent's display name, shown to the visitor with the status; kept on the thread."
          }
        }
      },
      "ConversationStatusResult": {
        "type": "object",
        "description": "The thread's status after the operation.",
        "required": [
          "success",
          "conversationId",
          "status"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "conversationId": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/ConversationStatus"
          }
        }
      },
      "WebhookDelivery": {
        "type": "object",
        "description": "One webhook event's delivery (our design).",
        "required": [
          "id",
          "eventId",
          "type",
          "url",
          "status",
          "attempts",
          "responseStatus",
          "createdAt",
          "nextAttemptAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "eventId": {
            "type": "string",
            "description": "The `webhook-id` header value."
          },
          "type": {
            "type": "string",
            "enum": [
              "chat.escalated",
              "conversation.rated",
              "webhook.test"
            ]
          },
          "url": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "delivered",
              "failed"
            ],
            "description": "pending (a retry is scheduled), delivered, failed (retries exhausted or the URL was refused)."
          },
          "attempts": {
            "type": "integer",
            "minimum": 0
          },
          "responseStatus": {
            "type": [
              "integer",
              "null"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "nextAttemptAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          }
        }
      },
      "WebhookTestResult": {
        "type": "object",
        "description": "The delivery of the test event.",
        "required": [
          "success",
          "delivery"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "delivery": {
            "$ref": "#/components/schemas/WebhookDelivery"
          }
        }
      },
      "ChatEscalatedEvent": {
        "type": "object",
        "description": "Standard Webhooks envelope of chat.escalated (our design).",
        "required": [
          "type",
          "timestamp",
          "data"
        ],
        "properties": {
          "type": {
            "type": "string",
            "const": "chat.escalated"
          },
          "timestamp": {
            "type": "string",
            "format": "date-time"
          },
          "data": {
            "type": "object",
            "required": [
              "siteId",
              "conversationId",
              "reason",
              "message"
            ],
            "properties": {
              "siteId": {
                "type": "string"
              },
              "conversationId": {
                "type": "string"
              },
              "reason": {
                "type": "string",
                "enum": [
                  "no_answer",
                  "visitor_request"
                ],
                "description": "no_answer (the knowledge had no answer) or visitor_request (the visitor asked for a person)."
              },
              "message": {
                "type": "string",
                "description": "The visitor message that escalated."
              },
              "visitor": {
                "$ref": "#/components/schemas/ChatVisitor"
              },
              "page": {
                "type": [
                  "string",
                  "null"
                ]
              }
            }
          }
        }
      },
      "ConversationRatedEvent": {
        "type": "object",
        "description": "Standard Webhooks envelope of conversation.rated (our design).",
        "required": [
          "type",
          "timestamp",
          "data"
        ],
        "properties": {
          "type": {
            "type": "string",
            "const": "conversation.rated"
          },
          "timestamp": {
            "type": "string",
            "format": "date-time"
          },
          "data": {
            "type": "object",
            "required": [
              "siteId",
              "conversationId",
              "score",
              "comment",
              "ratedAt"
            ],
            "properties": {
              "siteId": {
                "type": "string"
              },
              "conversationId": {
                "type": "string"
              },
              "score": {
                "$ref": "#/components/schemas/RatingScore"
              },
              "comment": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The visitor's comment, trimmed; null when none was given."
              },
              "ratedAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        }
      },
      "WebhookTestEvent": {
        "type": "object",
        "description": "Standard Webhooks envelope of webhook.test (our design).",
        "required": [
          "type",
          "timestamp",
          "data"
        ],
        "properties": {
          "type": {
            "type": "string",
            "const": "webhook.test"
          },
          "timestamp": {
            "type": "string",
            "format": "date-time"
          },
          "data": {
            "type": "object",
            "required": [
              "siteId",
              "message"
            ],
            "properties": {
              "siteId": {
                "type": "string"
              },
              "message": {
                "type": "string"
              }
            }
          }
        }
      },
      "OpenapiDocument": {
        "type": "object",
        "description": "An OpenAPI 3.1 document (this contract); only the top-level members every document has are typed.",
        "required": [
          "openapi",
          "info",
          "paths"
        ],
        "additionalProperties": true,
        "properties": {
          "openapi": {
            "type": "string"
          },
          "info": {
            "$ref": "#/components/schemas/OpenapiInfo"
          },
          "paths": {
            "type": "object",
            "description": "The path items, keyed by path template.",
            "additionalProperties": {
              "type": "object",
              "additionalProperties": true
            }
          }
        }
      },
      "OpenapiInfo": {
        "type": "object",
        "description": "The document's `info` object.",
        "required": [
          "title",
          "version"
        ],
        "additionalProperties": true,
        "properties": {
          "title": {
            "type": "string"
          },
          "version": {
            "type": "string"
          }
        }
      },
      "AdminResetResult": {
        "type": "object",
        "description": "State reset.",
        "required": [
          "success"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "demo": {
            "$ref": "#/components/schemas/AdminDemoCredentials"
          }
        }
      },
      "AdminDemoCredentials": {
        "type": "object",
        "description": "The demo credentials, when reseeded with the demo (what `pnpm start` prints).",
        "required": [
          "console",
          "content",
          "capture",
          "engage"
        ],
        "properties": {
          "console": {
            "type": "object",
            "required": [
              "portalKey",
              "identitySub"
            ],
            "properties": {
              "portalKey": {
                "type": "string"
              },
              "identitySub": {
                "type": "string"
              }
            }
          },
          "content": {
            "type": "object",
            "required": [
              "siteId",
              "collections",
              "keys",
              "origin"
            ],
            "properties": {
              "siteId": {
                "type": "string"
              },
              "collections": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "keys": {
                "$ref": "#/components/schemas/AdminDemoKeys"
              },
              "origin": {
                "type": "string"
              }
            }
          },
          "capture": {
            "type": "object",
            "required": [
              "siteId",
              "keys"
            ],
            "properties": {
              "siteId": {
                "type": "string"
              },
              "keys": {
                "$ref": "#/components/schemas/AdminDemoKeys"
              }
            }
          },
          "engage": {
            "type": "object",
            "required": [
              "siteId",
              "publishableKey",
              "origin"
            ],
            "properties": {
              "siteId": {
                "type": "string"
              },
              "publishableKey": {
                "type": "string"
              },
              "origin": {
                "type": "string"
              }
            }
          }
        }
      },
      "AdminDemoKeys": {
        "type": "object",
        "description": "One demo key per environment.",
        "required": [
          "test",
          "live"
        ],
        "properties": {
          "test": {
            "type": "string"
          },
          "live": {
            "type": "string"
          }
        }
      },
      "AdminImportResult": {
        "type": "object",
        "description": "Imported; row counts per table.",
        "required": [
          "success",
          "tables"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "tables": {
            "type": "object",
            "additionalProperties": {
              "type": "integer"
            }
          }
        }
      },
      "AdminOutbox": {
        "type": "object",
        "description": "The notification emails the server keeps, oldest first, and how many it accepted and discarded.",
        "required": [
          "success",
          "emails",
          "limit",
          "accepted",
          "dropped"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "emails": {
            "type": "array",
            "description": "The newest accepted emails, at most `limit` of them, oldest first.",
            "items": {
              "$ref": "#/components/schemas/AdminEmail"
            }
          },
          "limit": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100000,
            "description": "How many emails the outbox keeps at most (the server's `outboxSize`, `--outbox-size`; default 1000). `0` keeps none (emails are still accepted and counted), as does a server given a notifier of its own."
          },
          "accepted": {
            "type": "integer",
            "minimum": 0,
            "description": "How many emails were accepted since the last reset, kept or not."
          },
          "dropped": {
            "type": "integer",
            "minimum": 0,
            "description": "How many of the accepted emails are no longer kept: the oldest, discarded to stay within `limit` (`accepted` minus the number of `emails`)."
          }
        }
      },
      "AdminFaultList": {
        "type": "object",
        "description": "The active faults.",
        "required": [
          "success",
          "faults"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "faults": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminFault"
            }
          }
        }
      },
      "AdminFaultEnvelope": {
        "type": "object",
        "description": "One injected fault.",
        "required": [
          "success",
          "fault"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "fault": {
            "$ref": "#/components/schemas/AdminFault"
          }
        }
      },
      "AdminWebsiteList": {
        "type": "object",
        "description": "The websites.",
        "required": [
          "success",
          "websites"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "websites": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminWebsite"
            }
          }
        }
      },
      "AdminWorldInput": {
        "type": "object",
        "description": "**Our design.** How a new world starts. Both properties are optional.",
        "additionalProperties": false,
        "properties": {
          "seed": {
            "type": "string",
            "enum": [
              "demo",
              "empty"
            ],
            "default": "empty",
            "description": "`demo` loads the demo data with keys of this world's own; `empty` starts with no data."
          },
          "ttlMs": {
            "type": "integer",
            "minimum": 1000,
            "maximum": 604800000,
            "description": "How long the world lives without a request, in milliseconds (1 second to 7 days); default the server's (1 hour, `--world-ttl`)."
          }
        }
      },
      "AdminWorld": {
        "type": "object",
        "description": "**Our design.** A world: a whole service of its own under `baseUrl`.",
        "required": [
          "id",
          "baseUrl",
          "seed",
          "createdAt",
          "expiresAt",
          "ttlMs"
        ],
        "properties": {
          "id": {
            "type": "string",
            "pattern": "^wld_[A-Za-z0-9]{16}$"
          },
          "baseUrl": {
            "type": "string",
            "format": "uri",
            "description": "Where the world answers, `<server>/w/<id>`; give it to a client, the widget's script tag or a browser as the service's address."
          },
          "seed": {
            "type": "string",
            "enum": [
              "demo",
              "empty"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the world ends if no request reaches it before (the server's wall clock, not the world's adjustable clock)."
          },
          "ttlMs": {
            "type": "integer",
            "description": "The idle time after which it ends."
          }
        }
      },
      "AdminWorldCreated": {
        "type": "object",
        "required": [
          "success",
          "world"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "world": {
            "$ref": "#/components/schemas/AdminWorld"
          },
          "demo": {
            "$ref": "#/components/schemas/AdminDemoCredentials"
          }
        }
      },
      "AdminWorldList": {
        "type": "object",
        "required": [
          "success",
          "worlds",
          "maxWorlds",
          "defaultTtlMs"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "worlds": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminWorld"
            }
          },
          "maxWorlds": {
            "type": "integer",
            "description": "How many worlds the server holds at most (`--max-worlds`)."
          },
          "defaultTtlMs": {
            "type": "integer",
            "description": "The idle time after which a world ends unless created with its own `ttlMs` (`--world-ttl`)."
          }
        }
      },
      "AdminOk": {
        "type": "object",
        "description": "Done.",
        "required": [
          "success"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          }
        }
      },
      "AdminHealth": {
        "type": "object",
        "description": "Liveness.",
        "required": [
          "success",
          "status",
          "time"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "status": {
            "type": "string",
            "const": "ok"
          },
          "time": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "AdminClock": {
        "type": "object",
        "description": "The server's time.",
        "required": [
          "success",
          "now"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "now": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "AdminRequestSummary": {
        "type": "object",
        "description": "One journalled request.",
        "required": [
          "id",
          "seq",
          "at",
          "method",
          "path",
          "operationId",
          "status",
          "durationMs",
          "keyFamily",
          "console",
          "reason"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The request id (`X-Request-Id`)."
          },
          "seq": {
            "type": "integer",
            "description": "The journal's sequence number (grows by one per request)."
          },
          "at": {
            "type": "string",
            "format": "date-time",
            "description": "When the request arrived, by the server clock."
          },
          "method": {
            "type": "string"
          },
          "path": {
            "type": "string"
          },
          "operationId": {
            "type": "string",
            "description": "The contract operation that answered, or `unknown`."
          },
          "status": {
            "type": "integer"
          },
          "durationMs": {
            "type": "number",
            "description": "Time to answer, in milliseconds."
          },
          "keyFamily": {
            "type": [
              "string",
              "null"
            ],
            "description": "The credential's family by its prefix (`sk_test`, `ck_live`, `pk_live`, `ptk`, `adm`, `vt`), or null."
          },
          "console": {
            "type": "boolean",
            "description": "True for the test console's own calls, hidden from the list unless asked for (our design)."
          },
          "reason": {
            "type": [
              "string",
              "null"
            ],
            "description": "For a 4xx or 5xx, the error body's message (at most 200 characters); otherwise null."
          }
        }
      },
      "AdminRequestList": {
        "type": "object",
        "description": "A page of the request journal, newest first.",
        "required": [
          "success",
          "size",
          "count",
          "matched",
          "requests",
          "nextCursor"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "size": {
            "type": "integer",
            "description": "How many requests the journal keeps."
          },
          "count": {
            "type": "integer",
            "description": "How many it holds now."
          },
          "matched": {
            "type": "integer",
            "description": "How many of those pass the filters, over every page (our design)."
          },
          "requests": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminRequestSummary"
            }
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass as `cursor` for the next page; null on the last."
          }
        }
      },
      "AdminRequestDetail": {
        "description": "A journalled request with its redacted headers and bodies.",
        "allOf": [
          {
            "$ref": "#/components/schemas/AdminRequestSummary"
          },
          {
            "type": "object",
            "required": [
              "query",
              "requestHeaders",
              "requestBody",
              "responseHeaders",
              "responseBody",
              "bodyOmitted"
            ],
            "properties": {
              "query": {
                "type": "string",
                "description": "The query string without `?`."
              },
              "requestHeaders": {
                "type": "object",
                "additionalProperties": {
                  "type": "string"
                }
              },
              "requestBody": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The body the route read (at most 16,384 characters), redacted; null when none was read."
              },
              "responseHeaders": {
                "type": "object",
                "additionalProperties": {
                  "type": "string"
                }
              },
              "responseBody": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The JSON answered, redacted and indented (at most 16,384 characters); null when none was kept."
              },
              "bodyOmitted": {
                "type": "boolean",
                "description": "True for bulk answers, whose bodies the journal does not keep."
              }
            }
          }
        ]
      },
      "AdminRequestDetailEnvelope": {
        "type": "object",
        "description": "One journalled request.",
        "required": [
          "success",
          "request"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "request": {
            "$ref": "#/components/schemas/AdminRequestDetail"
          }
        }
      },
      "AdminStateSnapshot": {
        "type": "object",
        "description": "Every table of the reference server. Import checks every row against its table's schema and every reference between tables, and changes nothing when one is broken.",
        "required": [
          "format",
          "version",
          "tables"
        ],
        "additionalProperties": false,
        "properties": {
          "format": {
            "type": "string",
            "const": "svc-reference-state"
          },
          "version": {
            "type": "integer",
            "const": 1
          },
          "savedAt": {
            "type": "string",
            "format": "date-time"
          },
          "tables": {
            "$ref": "#/components/schemas/AdminStateTables"
          }
        }
      },
      "AdminStateTables": {
        "type": "object",
        "description": "The tables by name; a table with no rows may be left out. Export leaves out empty tables.",
        "additionalProperties": false,
        "properties": {
          "websites": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateWebsite"
            }
          },
          "content.collections": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateContentCollection"
            }
          },
          "content.entries": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateContentEntry"
            }
          },
          "content.secrets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateContentSecret"
            }
          },
          "keys": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateApiKey"
            }
          },
          "capture.submissions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateCaptureSubmission"
            }
          },
          "console.portal_keys": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStatePortalKey"
            }
          },
          "engage.sites": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateEngageSite"
            }
          },
          "engage.conversations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateConversation"
            }
          },
          "engage.tickets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateTicket"
            }
          },
          "webhooks.deliveries": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateWebhookDelivery"
            }
          },
          "idempotency": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStateIdempotencyRecord"
            }
          },
          "webhooks.previous_secrets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminStatePreviousWebhookSecret"
            }
          }
        }
      },
      "AdminStateId": {
        "type": "string",
        "description": "A row's id, unique within its table.",
        "minLength": 1,
        "maxLength": 300
      },
      "AdminStateTimestamp": {
        "type": "string",
        "format": "date-time"
      },
      "AdminStateNullableTimestamp": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time"
      },
      "AdminStateEnvironment": {
        "type": "string",
        "enum": [
          "test",
          "live"
        ]
      },
      "AdminStateWebsite": {
        "description": "A row of `websites`. The Form Capture site, once configured, is kept as `capture`.",
        "allOf": [
          {
            "$ref": "#/components/schemas/AdminWebsite"
          },
          {
            "type": "object",
            "properties": {
              "id": {
                "$ref": "#/components/schemas/AdminStateId"
              },
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 120
              },
              "members": {
                "type": "array",
                "minItems": 1,
                "maxItems": 50,
                "items": {
                  "$ref": "#/components/schemas/AdminWebsiteMember"
                }
              },
              "content": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "enabled": {
                    "type": "boolean"
                  },
                  "allowedOrigins": {
                    "$ref": "#/components/schemas/AllowedOrigins"
                  }
                }
              },
              "capture": {
                "$ref": "#/components/schemas/AdminCaptureSite"
              }
            }
          }
        ],
        "unevaluatedProperties": false
      },
      "AdminStateContentCollection": {
        "type": "object",
        "description": "A row of `content.collections`; its id is `{websiteId}/{key}` and its website must exist.",
        "required": [
          "id",
          "websiteId",
          "key",
          "name",
          "schema",
          "createdAt",
          "updatedAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "websiteId": {
            "type": "string"
          },
          "key": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$"
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "schema": {
            "$ref": "#/components/schemas/AdminContentSchema"
          },
          "createdAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          }
        }
      },
      "AdminStateContentEntry": {
        "type": "object",
        "description": "A row of `content.entries`; its website and collection must exist.",
        "required": [
          "id",
          "websiteId",
          "environment",
          "collection",
          "status",
          "slug",
          "slugPublished",
          "formerSlugs",
          "draft",
          "published",
          "publishedAt",
          "publishedUpdatedAt",
          "createdAt",
          "updatedAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "websiteId": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/AdminStateEnvironment"
          },
          "collection": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "enum": [
              "draft",
              "published",
              "unpublished"
            ]
          },
          "slug": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9-]{0,199}$"
          },
          "slugPublished": {
            "type": "boolean",
            "description": "Whether the current slug has been served publicly."
          },
          "formerSlugs": {
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "^[a-z0-9][a-z0-9-]{0,199}$"
            }
          },
          "draft": {
            "$ref": "#/components/schemas/AdminContentEntryContent"
          },
          "published": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/AdminContentEntryContent"
              },
              {
                "type": "null"
              }
            ]
          },
          "publishedAt": {
            "$ref": "#/components/schemas/AdminStateNullableTimestamp"
          },
          "publishedUpdatedAt": {
            "$ref": "#/components/schemas/AdminStateNullableTimestamp"
          },
          "createdAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          }
        }
      },
      "AdminStateContentSecret": {
        "type": "object",
        "description": "A row of `content.secrets`; the key that signs list cursors (base64 of at least 16 bytes).",
        "required": [
          "id",
          "secret"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "enum": [
              "cursor-hmac"
            ]
          },
          "secret": {
            "type": "string",
            "minLength": 24,
            "maxLength": 1000,
            "pattern": "^[A-Za-z0-9+/]+={0,2}$"
          }
        }
      },
      "AdminStateApiKey": {
        "type": "object",
        "description": "A row of `keys`, any family; the plaintext is never stored, only its SHA-256. A content or capture key belongs to a website, an Engage key to an Engage site.",
        "required": [
          "id",
          "family",
          "siteId",
          "environment",
          "hash",
          "prefix",
          "status",
          "label",
          "createdAt",
          "lastUsedAt",
          "revokedAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "family": {
            "type": "string",
            "enum": [
              "content",
              "capture",
              "engage"
            ]
          },
          "siteId": {
            "type": "string"
          },
          "environment": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/AdminStateEnvironment"
              },
              {
                "type": "null"
              }
            ]
          },
          "hash": {
            "type": "string",
            "pattern": "^[0-9a-f]{64}$"
          },
          "prefix": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40
          },
          "status": {
            "type": "string",
            "enum": [
              "active",
              "revoked"
            ]
          },
          "label": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 120
          },
          "createdAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          },
          "lastUsedAt": {
            "$ref": "#/components/schemas/AdminStateNullableTimestamp"
          },
          "revokedAt": {
            "$ref": "#/components/schemas/AdminStateNullableTimestamp"
          },
          "meta": {
            "type": "object",
            "additionalProperties": true,
            "description": "State of the key's area (a staged replacement, deployment use)."
          }
        }
      },
      "AdminStateCaptureSubmission": {
        "description": "A row of `capture.submissions`; its website and the key that stored it must exist.",
        "allOf": [
          {
            "$ref": "#/components/schemas/AdminCaptureSubmission"
          },
          {
            "type": "object",
            "properties": {
              "id": {
                "$ref": "#/components/schemas/AdminStateId"
              }
            }
          }
        ],
        "unevaluatedProperties": false
      },
      "AdminStatePortalKey": {
        "type": "object",
        "description": "A row of `console.portal_keys`; only the SHA-256 of the key is stored.",
        "required": [
          "id",
          "hash",
          "prefix",
          "label",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "hash": {
            "type": "string",
            "pattern": "^[0-9a-f]{64}$"
          },
          "prefix": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40
          },
          "label": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 120
          },
          "createdAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          }
        }
      },
      "AdminStateEngageSite": {
        "type": "object",
        "description": "A row of `engage.sites`; the contract's Site without the derived `activeKey`, plus its owner and knowledge.",
        "required": [
          "id",
          "ownerSub",
          "name",
          "status",
          "allowedOrigins",
          "modules",
          "identityMode",
          "answerMode",
          "branding",
          "forms",
          "webhookUrl",
          "webhookSecret",
          "knowledge",
          "createdAt",
          "updatedAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "ownerSub": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "status": {
            "$ref": "#/components/schemas/SiteStatus"
          },
          "allowedOrigins": {
            "$ref": "#/components/schemas/AllowedOrigins"
          },
          "modules": {
            "$ref": "#/components/schemas/EngageModules"
          },
          "identityMode": {
            "$ref": "#/components/schemas/IdentityMode"
          },
          "answerMode": {
            "$ref": "#/components/schemas/AnswerMode"
          },
          "branding": {
            "type": "object",
            "description": "The site's SiteBranding with every default filled in.",
            "required": [
              "assistantName",
              "launcherLabel",
              "greeting",
              "accent"
            ],
            "additionalProperties": false,
            "properties": {
              "assistantName": {
                "type": "string",
                "minLength": 1,
                "maxLength": 40
              },
              "launcherLabel": {
                "type": "string",
                "maxLength": 60
              },
              "greeting": {
                "type": "string",
                "maxLength": 400
              },
              "accent": {
                "$ref": "#/components/schemas/AccentColour"
              }
            }
          },
          "forms": {
            "$ref": "#/components/schemas/FormSettings"
          },
          "webhookUrl": {
            "$ref": "#/components/schemas/WebhookUrl"
          },
          "webhookSecret": {
            "type": "string",
            "pattern": "^whsec_[A-Za-z0-9+/]+={0,2}$"
          },
          "requireVerifiedIdentity": {
            "type": "boolean"
          },
          "identitySecret": {
            "oneOf": [
              {
                "type": "null"
              },
              {
                "type": "object",
                "required": [
                  "secret",
                  "createdAt",
                  "previous"
                ],
                "additionalProperties": false,
                "properties": {
                  "secret": {
                    "type": "string",
                    "pattern": "^idsec_[A-Za-z0-9]+$"
                  },
                  "createdAt": {
                    "$ref": "#/components/schemas/AdminStateTimestamp"
                  },
                  "previous": {
                    "oneOf": [
                      {
                        "type": "null"
                      },
                      {
                        "type": "object",
                        "required": [
                          "secret",
                          "expiresAt"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "secret": {
                            "type": "string",
                            "pattern": "^idsec_[A-Za-z0-9]+$"
                          },
                          "expiresAt": {
                            "$ref": "#/components/schemas/AdminStateTimestamp"
                          }
                        }
                      }
                    ]
                  }
                }
              }
            ]
          },
          "businessHours": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/BusinessHours"
              },
              {
                "type": "null"
              }
            ]
          },
          "consent": {
            "$ref": "#/components/schemas/ConsentSettings"
          },
          "knowledge": {
            "type": "object",
            "required": [
              "context",
              "articles",
              "updatedAt"
            ],
            "additionalProperties": false,
            "properties": {
              "context": {
                "type": "string",
                "maxLength": 8000
              },
              "articles": {
                "type": "array",
                "maxItems": 200,
                "items": {
                  "$ref": "#/components/schemas/KnowledgeArticle"
                }
              },
              "updatedAt": {
                "$ref": "#/components/schemas/AdminStateNullableTimestamp"
              }
            }
          },
          "createdAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          }
        }
      },
      "AdminStateConversation": {
        "type": "object",
        "description": "A row of `engage.conversations`; its Engage site must exist. Only the SHA-256 of the visitor token is stored.",
        "required": [
          "id",
          "siteId",
          "visitorTokenHash",
          "status",
          "visitor",
          "page",
          "pageTitle",
          "escalated",
          "messages",
          "createdAt",
          "updatedAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "siteId": {
            "type": "string"
          },
          "visitorTokenHash": {
            "type": "string",
            "pattern": "^[0-9a-f]{64}$"
          },
          "status": {
            "$ref": "#/components/schemas/ConversationStatus"
          },
          "visitor": {
            "$ref": "#/components/schemas/ChatVisitor"
          },
          "page": {
            "type": [
              "string",
              "null"
            ]
          },
          "pageTitle": {
            "type": [
              "string",
              "null"
            ]
          },
          "escalated": {
            "type": "boolean"
          },
          "messages": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "id",
                "role",
                "content",
                "citations",
                "sentAt"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string"
                },
                "role": {
                  "$ref": "#/components/schemas/MessageRole"
                },
                "content": {
                  "type": "string"
                },
                "citations": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Citation"
                  }
                },
                "sentAt": {
                  "$ref": "#/components/schemas/AdminStateTimestamp"
                },
                "answered": {
                  "type": "boolean",
                  "description": "Visitor messages only; whether an answer followed."
                },
                "escalate": {
                  "type": "boolean",
                  "description": "Assistant messages only; whether the answer escalated (a replayed answer says so again)."
                }
              }
            }
          },
          "agentName": {
            "type": [
              "string",
              "null"
            ]
          },
          "rating": {
            "$ref": "#/components/schemas/ConversationRating"
          },
          "verifiedVisitorId": {
            "type": [
              "string",
              "null"
            ],
            "description": "The visitor id a chat turn proved with a valid hash."
          },
          "consentAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          },
          "escalationTicketId": {
            "type": "string",
            "description": "The ticket an escalation outside business hours opened."
          },
          "closedFrom": {
            "type": "string",
            "enum": [
              "ai",
              "agent"
            ],
            "description": "Closed threads only; the status the thread had when it was closed, which a console reopen gives back."
          },
          "createdAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          }
        }
      },
      "AdminStateTicket": {
        "description": "A row of `engage.tickets`; its Engage site, and its conversation when it names one, must exist.",
        "allOf": [
          {
            "$ref": "#/components/schemas/Ticket"
          },
          {
            "type": "object",
            "required": [
              "siteId"
            ],
            "properties": {
              "id": {
                "$ref": "#/components/schemas/AdminStateId"
              },
              "siteId": {
                "type": "string"
              }
            }
          }
        ],
        "unevaluatedProperties": false
      },
      "AdminStateWebhookDelivery": {
        "description": "A row of `webhooks.deliveries`; its Engage site must exist.",
        "allOf": [
          {
            "$ref": "#/components/schemas/WebhookDelivery"
          },
          {
            "type": "object",
            "required": [
              "siteId",
              "body",
              "operation",
              "log",
              "failureReason"
            ],
            "properties": {
              "id": {
                "$ref": "#/components/schemas/AdminStateId"
              },
              "siteId": {
                "type": "string"
              },
              "body": {
                "type": "string",
                "description": "The exact signed body, identical on every attempt."
              },
              "operation": {
                "type": "string",
                "description": "The operation that raised the event (faults injected for it apply to every attempt)."
              },
              "log": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/AdminConsoleWebhookAttempt"
                }
              },
              "failureReason": {
                "type": [
                  "string",
                  "null"
                ]
              }
            }
          }
        ],
        "unevaluatedProperties": false
      },
      "AdminStatePreviousWebhookSecret": {
        "type": "object",
        "description": "A row of `webhooks.previous_secrets`: the signing secret a rotation replaced, which keeps signing beside the new one until `expiresAt`; its id is the Engage site's id, and that site must exist.",
        "required": [
          "id",
          "secret",
          "expiresAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "secret": {
            "type": "string",
            "minLength": 1
          },
          "expiresAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          }
        }
      },
      "AdminStateIdempotencyRecord": {
        "type": "object",
        "description": "A row of `idempotency`; its id is `{scope}|{key}`.",
        "required": [
          "id",
          "scope",
          "key",
          "fingerprint",
          "resultId",
          "createdAt"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AdminStateId"
          },
          "scope": {
            "type": "string",
            "minLength": 1
          },
          "key": {
            "type": "string",
            "pattern": "^[A-Za-z0-9_-]{8,100}$"
          },
          "fingerprint": {
            "type": "string",
            "pattern": "^[0-9a-f]{64}$"
          },
          "resultId": {
            "type": "string",
            "minLength": 1
          },
          "createdAt": {
            "$ref": "#/components/schemas/AdminStateTimestamp"
          }
        }
      },
      "AdminEmail": {
        "type": "object",
        "description": "An accepted notification email.",
        "required": [
          "id",
          "to",
          "subject",
          "text",
          "ref",
          "acceptedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "to": {
            "type": "string"
          },
          "subject": {
            "type": "string"
          },
          "text": {
            "type": "string"
          },
          "ref": {
            "type": "string",
            "description": "What the email is about, e.g. `capture.submission:sub_...`."
          },
          "acceptedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "AdminFaultInput": {
        "type": "object",
        "description": "A fault to inject.",
        "required": [
          "operation",
          "kind"
        ],
        "properties": {
          "operation": {
            "type": "string",
            "maxLength": 100,
            "description": "An operationId, or `*`."
          },
          "kind": {
            "type": "string",
            "enum": [
              "rate_limit",
              "key_verification_unavailable",
              "assistant_unavailable",
              "notification_failure",
              "webhook_failure",
              "latency",
              "site_disabled",
              "module_disabled",
              "origin_denied",
              "agent_takeover"
            ]
          },
          "times": {
            "type": "integer",
            "minimum": 1,
            "description": "How many calls fail; omit for every call until cleared."
          },
          "resetSeconds": {
            "type": "number",
            "minimum": 0,
            "description": "For `rate_limit`, the RateLimit-Reset and Retry-After of the 429, in seconds (default 60)."
          },
          "retryAfterMs": {
            "type": "number",
            "minimum": 0,
            "description": "**Our design.** For `key_verification_unavailable`, when the 503 tells the client to retry, in milliseconds (default 2000); Retry-After carries it in whole seconds, rounded up, so 0 lets a test's client retry at once."
          },
          "latencyMs": {
            "type": "number",
            "minimum": 0,
            "description": "For `latency`, the milliseconds before the answer (required for this kind)."
          }
        }
      },
      "AdminFault": {
        "description": "An active fault.",
        "allOf": [
          {
            "$ref": "#/components/schemas/AdminFaultInput"
          },
          {
            "type": "object",
            "required": [
              "id",
              "remaining"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "remaining": {
                "type": [
                  "integer",
                  "null"
                ],
                "description": "Calls left; null until cleared."
              }
            }
          }
        ]
      },
      "AdminWebsiteMember": {
        "type": "object",
        "description": "A member of a website and their access.",
        "required": [
          "sub",
          "roles"
        ],
        "properties": {
          "sub": {
            "type": "string",
            "maxLength": 200
          },
          "name": {
            "type": "string",
            "maxLength": 120
          },
          "roles": {
            "type": "array",
            "items": {
              "type": "string",
              "enum": [
                "manage",
                "publish",
                "leads"
              ]
            }
          }
        }
      },
      "AdminWebsite": {
        "type": "object",
        "description": "A website (owner of Content collections and of a Form Capture site).",
        "required": [
          "id",
          "name",
          "members",
          "createdAt",
          "content"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "members": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminWebsiteMember"
            }
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "content": {
            "type": "object",
            "required": [
              "enabled",
              "allowedOrigins"
            ],
            "properties": {
              "enabled": {
                "type": "boolean"
              },
              "allowedOrigins": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            }
          },
          "capture": {
            "type": "object",
            "description": "The Form Capture site's stored record, when configured (free-form here; `adminGetCaptureSite` answers it typed as `AdminCaptureSite`).",
            "additionalProperties": true
          }
        }
      },
      "AdminWebsiteEnvelope": {
        "type": "object",
        "description": "One website.",
        "required": [
          "success",
          "website"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "website": {
            "$ref": "#/components/schemas/AdminWebsite"
          }
        }
      },
      "AdminConsolePortalKeyRequest": {
        "type": "object",
        "description": "Optional details of a new portal key.",
        "properties": {
          "label": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 120,
            "description": "A name to tell keys apart."
          }
        }
      },
      "AdminConsolePortalKeyIssued": {
        "type": "object",
        "description": "A newly issued portal key.",
        "required": [
          "success",
          "portalKey"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "portalKey": {
            "type": "object",
            "required": [
              "id",
              "key",
              "prefix",
              "label",
              "createdAt"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "key": {
                "type": "string",
                "description": "The full credential for `X-Portal-Key`; shown once."
              },
              "prefix": {
                "type": "string",
                "description": "First characters of the key, for display; not secret."
              },
              "label": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        }
      },
      "AdminConsoleWebhookAttempt": {
        "type": "object",
        "description": "One delivery attempt.",
        "required": [
          "at",
          "status",
          "error",
          "requestHeaders"
        ],
        "properties": {
          "at": {
            "type": "string",
            "format": "date-time"
          },
          "status": {
            "type": [
              "integer",
              "null"
            ],
            "description": "The receiver's HTTP status, or null when no answer came."
          },
          "error": {
            "type": [
              "string",
              "null"
            ],
            "description": "The cause of a failed attempt (network error, timeout, injected `webhook_failure` fault, or the receiver's non-2xx status); null when delivered."
          },
          "requestHeaders": {
            "type": [
              "object",
              "null"
            ],
            "description": "The headers of the request sent (`webhook-id`, `webhook-timestamp`, `webhook-signature` with every signature, `content-type`); null when no request was built.",
            "additionalProperties": {
              "type": "string"
            }
          },
          "responseBody": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 4096,
            "description": "The first 4 KB of the receiver's answer, as text (our design); null when no answer came or the server's sender does not read answers."
          },
          "durationMs": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0,
            "description": "Time from sending the request to the receiver's answer or the failure, in milliseconds (our design); null when no request was sent."
          }
        }
      },
      "AdminConsoleWebhookDeliveryEntry": {
        "description": "A delivery with its site, payload and attempts.",
        "allOf": [
          {
            "$ref": "#/components/schemas/WebhookDelivery"
          },
          {
            "type": "object",
            "required": [
              "siteId",
              "payload",
              "failureReason",
              "log"
            ],
            "properties": {
              "siteId": {
                "type": "string"
              },
              "payload": {
                "type": "string",
                "description": "The exact signed body, identical on every attempt."
              },
              "failureReason": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Why the delivery is `failed` (retries exhausted, URL refused, no webhook URL)."
              },
              "log": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/AdminConsoleWebhookAttempt"
                }
              }
            }
          }
        ]
      },
      "AdminConsoleWebhookDeliveryLog": {
        "type": "object",
        "description": "The delivery log, newest first.",
        "required": [
          "success",
          "deliveries"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "deliveries": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminConsoleWebhookDeliveryEntry"
            }
          }
        }
      },
      "AdminContentFieldDefinition": {
        "type": "object",
        "description": "One field of a collection schema.",
        "required": [
          "key",
          "label",
          "type"
        ],
        "properties": {
          "key": {
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9_]{0,39}$",
            "description": "Unique within the collection."
          },
          "label": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80,
            "description": "Defaults to the key on input."
          },
          "type": {
            "type": "string",
            "enum": [
              "text",
              "date",
              "time",
              "number",
              "url",
              "boolean",
              "select"
            ]
          },
          "options": {
            "type": "array",
            "description": "Select fields only: 1 to 50 distinct values.",
            "minItems": 1,
            "maxItems": 50,
            "uniqueItems": true,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100
            }
          },
          "required": {
            "type": "boolean",
            "description": "Every draft and published snapshot must have a value."
          }
        }
      },
      "AdminContentSchema": {
        "type": "object",
        "description": "A collection schema, shared by Test and Live.",
        "required": [
          "revision",
          "fields",
          "eventsHidden"
        ],
        "properties": {
          "revision": {
            "type": "integer",
            "minimum": 1,
            "description": "Send it back when saving."
          },
          "fields": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "$ref": "#/components/schemas/AdminContentFieldDefinition"
            }
          },
          "eventsHidden": {
            "type": "boolean",
            "description": "A website display convention only; not access control."
          }
        }
      },
      "AdminContentCollection": {
        "type": "object",
        "description": "A collection of a website.",
        "required": [
          "key",
          "name",
          "schema",
          "servesLive",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "key": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "schema": {
            "$ref": "#/components/schemas/AdminContentSchema"
          },
          "servesLive": {
            "type": "boolean",
            "description": "Whether any Live entry is published; then schema changes need the `publish` role."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "AdminContentCollectionEnvelope": {
        "type": "object",
        "description": "One collection.",
        "required": [
          "success",
          "collection"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "collection": {
            "$ref": "#/components/schemas/AdminContentCollection"
          }
        }
      },
      "AdminContentCollectionList": {
        "type": "object",
        "description": "Collections of a website.",
        "required": [
          "success",
          "collections"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "collections": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminContentCollection"
            }
          }
        }
      },
      "AdminContentCollectionInput": {
        "type": "object",
        "description": "A new collection.",
        "required": [
          "key",
          "name"
        ],
        "properties": {
          "key": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$"
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "fields": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "$ref": "#/components/schemas/AdminContentFieldDefinition"
            }
          },
          "eventsHidden": {
            "type": "boolean",
            "default": false
          }
        }
      },
      "AdminContentSchemaSave": {
        "type": "object",
        "description": "A schema save: the whole field list and the revision it was based on.",
        "required": [
          "revision",
          "fields"
        ],
        "properties": {
          "revision": {
            "type": "integer",
            "minimum": 1,
            "description": "The revision the client loaded."
          },
          "fields": {
            "type": "array",
            "maxItems": 30,
            "items": {
              "$ref": "#/components/schemas/AdminContentFieldDefinition"
            }
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "eventsHidden": {
            "type": "boolean"
          }
        }
      },
      "AdminContentEntryContent": {
        "type": "object",
        "description": "What an editor writes: a draft, or a published snapshot of one.",
        "required": [
          "title",
          "summary",
          "image",
          "fields"
        ],
        "properties": {
          "title": {
            "type": "string"
          },
          "summary": {
            "type": [
              "string",
              "null"
            ]
          },
          "image": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri"
          },
          "fields": {
            "type": "object",
            "additionalProperties": {
              "$ref": "#/components/schemas/ContentFieldValue"
            }
          }
        }
      },
      "AdminContentEntry": {
        "type": "object",
        "description": "An entry as an editor sees it, drafts included.",
        "required": [
          "id",
          "collection",
          "environment",
          "status",
          "slug",
          "formerSlugs",
          "draft",
          "published",
          "publishedAt",
          "updatedAt",
          "createdAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "collection": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "status": {
            "type": "string",
            "enum": [
              "draft",
              "published",
              "unpublished"
            ]
          },
          "slug": {
            "type": "string",
            "description": "Current slug."
          },
          "formerSlugs": {
            "type": "array",
            "description": "Slugs once public; they resolve to this entry.",
            "items": {
              "type": "string"
            }
          },
          "draft": {
            "$ref": "#/components/schemas/AdminContentEntryContent"
          },
          "published": {
            "description": "The published snapshot, or null if never published.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/AdminContentEntryContent"
              },
              {
                "type": "null"
              }
            ]
          },
          "publishedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "First publication."
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "AdminContentEntryEnvelope": {
        "type": "object",
        "description": "One entry.",
        "required": [
          "success",
          "entry"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "entry": {
            "$ref": "#/components/schemas/AdminContentEntry"
          }
        }
      },
      "AdminContentEntryList": {
        "type": "object",
        "description": "Entries of a collection in one environment.",
        "required": [
          "success",
          "entries"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "entries": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminContentEntry"
            }
          }
        }
      },
      "AdminContentEntryInput": {
        "type": "object",
        "description": "A new draft.",
        "required": [
          "slug",
          "title"
        ],
        "properties": {
          "slug": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9-]{0,199}$"
          },
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "summary": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 1000
          },
          "image": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2000
          },
          "fields": {
            "type": "object",
            "description": "Values by field key, checked against the schema.",
            "additionalProperties": {
              "$ref": "#/components/schemas/ContentFieldValue"
            }
          }
        }
      },
      "AdminContentEntryPatch": {
        "type": "object",
        "description": "A draft change; omitted properties stay, `fields` are merged and null clears one.",
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "summary": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 1000
          },
          "image": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 2000
          },
          "fields": {
            "type": "object",
            "additionalProperties": {
              "$ref": "#/components/schemas/ContentFieldValue"
            }
          }
        }
      },
      "AdminContentSlugInput": {
        "type": "object",
        "description": "A new slug.",
        "required": [
          "slug"
        ],
        "properties": {
          "slug": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9-]{0,199}$"
          }
        }
      },
      "AdminContentKey": {
        "type": "object",
        "description": "A content key as listed: never the plaintext or its hash.",
        "required": [
          "id",
          "environment",
          "prefix",
          "status",
          "label",
          "createdAt",
          "lastUsedAt",
          "revokedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "prefix": {
            "type": "string",
            "description": "First characters of the key, for display; not secret."
          },
          "status": {
            "type": "string",
            "enum": [
              "active",
              "revoked"
            ]
          },
          "label": {
            "type": [
              "string",
              "null"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "lastUsedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "revokedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          }
        }
      },
      "AdminContentKeyEnvelope": {
        "type": "object",
        "description": "One key.",
        "required": [
          "success",
          "key"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "key": {
            "$ref": "#/components/schemas/AdminContentKey"
          }
        }
      },
      "AdminContentKeyList": {
        "type": "object",
        "description": "Content keys of a website.",
        "required": [
          "success",
          "keys"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "keys": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminContentKey"
            }
          }
        }
      },
      "AdminContentKeyIssued": {
        "type": "object",
        "description": "A newly issued key.",
        "required": [
          "success",
          "key",
          "plaintext"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "key": {
            "$ref": "#/components/schemas/AdminContentKey"
          },
          "plaintext": {
            "type": "string",
            "description": "The full key for `X-Api-Key`; shown once and never again."
          }
        }
      },
      "AdminContentKeyInput": {
        "type": "object",
        "description": "A key to issue.",
        "required": [
          "environment"
        ],
        "properties": {
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "label": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 80
          }
        }
      },
      "AdminContentSettings": {
        "type": "object",
        "description": "A website's Content settings.",
        "required": [
          "enabled",
          "allowedOrigins"
        ],
        "properties": {
          "enabled": {
            "type": "boolean",
            "description": "Off: every read is 403 CONTENT_DISABLED."
          },
          "allowedOrigins": {
            "type": "array",
            "maxItems": 10,
            "description": "Exact browser origins allowed to read.",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "AdminContentSettingsEnvelope": {
        "type": "object",
        "description": "Content settings.",
        "required": [
          "success",
          "content"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "content": {
            "$ref": "#/components/schemas/AdminContentSettings"
          }
        }
      },
      "AdminContentSettingsInput": {
        "type": "object",
        "description": "Settings to change; omitted ones stay.",
        "properties": {
          "enabled": {
            "type": "boolean"
          },
          "allowedOrigins": {
            "type": "array",
            "maxItems": 10,
            "items": {
              "type": "string",
              "maxLength": 200
            }
          }
        }
      },
      "AdminCaptureSiteTest": {
        "type": "object",
        "description": "Outcome of the last test notification.",
        "required": [
          "at",
          "to",
          "outcome",
          "providerId",
          "error"
        ],
        "properties": {
          "at": {
            "type": "string",
            "format": "date-time"
          },
          "to": {
            "type": "string",
            "description": "The address the test went to."
          },
          "outcome": {
            "type": "string",
            "enum": [
              "accepted",
              "failed"
            ],
            "description": "accepted: the provider took the email (not proof of delivery)."
          },
          "providerId": {
            "type": [
              "string",
              "null"
            ]
          },
          "error": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "AdminCaptureSite": {
        "type": "object",
        "description": "A website's Form Capture site. **Our design:** draft → active (activate, needs a notification address), active → disabled (disable), disabled → active (resume); other moves are 409 INVALID_TRANSITION.",
        "required": [
          "status",
          "notificationEmail",
          "defaultForm",
          "createdAt",
          "updatedAt",
          "activatedAt",
          "disabledAt",
          "lastTest"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "draft",
              "active",
              "disabled"
            ],
            "description": "Captures are accepted only while active."
          },
          "notificationEmail": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 254,
            "description": "Where alert emails go; null (drafts only) falls back to the server default."
          },
          "defaultForm": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40,
            "description": "Form name used when a capture sends none."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "activatedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "disabledAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "lastTest": {
            "anyOf": [
              {
                "$ref": "#/components/schemas/AdminCaptureSiteTest"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "AdminCaptureSiteInput": {
        "type": "object",
        "description": "Site settings; absent properties are left unchanged.",
        "properties": {
          "notificationEmail": {
            "type": [
              "string",
              "null"
            ],
            "format": "email",
            "maxLength": 254
          },
          "defaultForm": {
            "type": "string",
            "minLength": 1,
            "maxLength": 40
          }
        }
      },
      "AdminCaptureSiteEnvelope": {
        "type": "object",
        "required": [
          "success",
          "websiteId",
          "site"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "websiteId": {
            "type": "string"
          },
          "site": {
            "$ref": "#/components/schemas/AdminCaptureSite"
          }
        }
      },
      "AdminCaptureSiteTestResult": {
        "type": "object",
        "required": [
          "success",
          "websiteId",
          "site",
          "test"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "websiteId": {
            "type": "string"
          },
          "site": {
            "$ref": "#/components/schemas/AdminCaptureSite"
          },
          "test": {
            "$ref": "#/components/schemas/AdminCaptureSiteTest"
          }
        }
      },
      "AdminCaptureKey": {
        "type": "object",
        "description": "A capture key as listed: never its plaintext or hash.",
        "required": [
          "id",
          "websiteId",
          "prefix",
          "environment",
          "label",
          "status",
          "stage",
          "replaces",
          "replacedBy",
          "inUse",
          "createdAt",
          "lastUsedAt",
          "revokedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "websiteId": {
            "type": "string"
          },
          "prefix": {
            "type": "string",
            "description": "First 16 characters of the key; not secret."
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "label": {
            "type": [
              "string",
              "null"
            ]
          },
          "status": {
            "type": "string",
            "enum": [
              "active",
              "revoked"
            ],
            "description": "Whether /v1/capture accepts the key."
          },
          "stage": {
            "type": "string",
            "enum": [
              "current",
              "staged",
              "retired",
              "revoked"
            ],
            "description": "current: the environment's key; staged: its replacement, already accepted; retired: replaced by promotion; revoked: revoked directly."
          },
          "replaces": {
            "type": [
              "string",
              "null"
            ]
          },
          "replacedBy": {
            "type": [
              "string",
              "null"
            ]
          },
          "inUse": {
            "type": "boolean",
            "description": "Used by a deployment in the last 24 hours of server time."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "lastUsedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "revokedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          }
        },
        "additionalProperties": false
      },
      "AdminCaptureKeyInput": {
        "type": "object",
        "required": [
          "environment"
        ],
        "properties": {
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "label": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 80
          }
        }
      },
      "AdminCaptureKeyOptions": {
        "type": "object",
        "description": "Options of a key action; all optional.",
        "properties": {
          "label": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 80,
            "description": "Replacement only: label of the new key."
          },
          "force": {
            "type": "boolean",
            "description": "Promote and revoke: retire the key even if a deployment used it in the last 24 hours."
          },
          "emergency": {
            "type": "boolean",
            "description": "Revoke only: immediate revocation whatever the key’s use."
          }
        }
      },
      "AdminCaptureKeyIssued": {
        "type": "object",
        "required": [
          "success",
          "key",
          "plaintext"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "key": {
            "$ref": "#/components/schemas/AdminCaptureKey"
          },
          "plaintext": {
            "type": "string",
            "description": "The key itself: shown in this response only, never again."
          }
        }
      },
      "AdminCaptureKeyStaged": {
        "type": "object",
        "required": [
          "success",
          "key",
          "plaintext",
          "current"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "key": {
            "$ref": "#/components/schemas/AdminCaptureKey"
          },
          "plaintext": {
            "type": "string",
            "description": "The replacement key: shown in this response only."
          },
          "current": {
            "$ref": "#/components/schemas/AdminCaptureKey"
          }
        }
      },
      "AdminCaptureKeyList": {
        "type": "object",
        "required": [
          "success",
          "keys"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "keys": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminCaptureKey"
            }
          }
        }
      },
      "AdminCaptureKeyPromoted": {
        "type": "object",
        "required": [
          "success",
          "key",
          "retired"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "key": {
            "$ref": "#/components/schemas/AdminCaptureKey"
          },
          "retired": {
            "anyOf": [
              {
                "$ref": "#/components/schemas/AdminCaptureKey"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "AdminCaptureKeyRevoked": {
        "type": "object",
        "required": [
          "success",
          "key",
          "emergency",
          "promoted"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "key": {
            "$ref": "#/components/schemas/AdminCaptureKey"
          },
          "emergency": {
            "type": "boolean"
          },
          "promoted": {
            "anyOf": [
              {
                "$ref": "#/components/schemas/AdminCaptureKey"
              },
              {
                "type": "null"
              }
            ],
            "description": "The staged replacement that became current, if the revoked key had one."
          }
        }
      },
      "AdminCaptureNotification": {
        "type": "object",
        "description": "Notification state of a stored submission: storage, acceptance and delivery are distinct outcomes.",
        "required": [
          "status",
          "to",
          "attempts",
          "lastAttemptAt",
          "lastError",
          "acceptedAt",
          "deliveredAt",
          "providerId"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "accepted",
              "failed",
              "delivered"
            ],
            "description": "pending: stored, not tried; accepted: the provider took the email; failed: it did not (retry from the record); delivered: the provider confirmed delivery."
          },
          "to": {
            "type": [
              "string",
              "null"
            ]
          },
          "attempts": {
            "type": "integer",
            "minimum": 0
          },
          "lastAttemptAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "lastError": {
            "type": [
              "string",
              "null"
            ]
          },
          "acceptedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "deliveredAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "providerId": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "AdminCaptureLeadState": {
        "type": "object",
        "required": [
          "status",
          "assignee",
          "updatedAt"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "unread",
              "active",
              "closed",
              "archived"
            ]
          },
          "assignee": {
            "type": [
              "string",
              "null"
            ]
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "AdminCaptureSubmission": {
        "type": "object",
        "description": "A stored Form Capture submission with everything retained.",
        "required": [
          "id",
          "websiteId",
          "environment",
          "form",
          "page",
          "fields",
          "receivedAt",
          "context",
          "device",
          "country",
          "countryCode",
          "ipRemovedAt",
          "keyId",
          "lead",
          "notification"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "Permanent id (the one /v1/capture answered)."
          },
          "websiteId": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "form": {
            "type": "string"
          },
          "page": {
            "type": [
              "string",
              "null"
            ]
          },
          "fields": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            },
            "description": "Fields after sanitising."
          },
          "receivedAt": {
            "type": "string",
            "format": "date-time"
          },
          "context": {
            "$ref": "#/components/schemas/AdminCaptureContext"
          },
          "device": {
            "type": [
              "string",
              "null"
            ]
          },
          "country": {
            "type": [
              "string",
              "null"
            ]
          },
          "countryCode": {
            "type": [
              "string",
              "null"
            ]
          },
          "ipRemovedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the retention job removed the raw IP."
          },
          "keyId": {
            "type": "string",
            "description": "The key that stored it."
          },
          "lead": {
            "$ref": "#/components/schemas/AdminCaptureLeadState"
          },
          "notification": {
            "$ref": "#/components/schemas/AdminCaptureNotification"
          }
        }
      },
      "AdminCaptureContext": {
        "type": "object",
        "description": "The visitor context as stored (only the properties that passed their rule, as sent); `ip` is removed after 30 days.",
        "additionalProperties": false,
        "properties": {
          "ip": {
            "type": "string",
            "maxLength": 45,
            "description": "IPv4 or IPv6 literal."
          },
          "userAgent": {
            "type": "string",
            "maxLength": 500
          },
          "referrer": {
            "type": "string",
            "maxLength": 500,
            "pattern": "^https?://"
          },
          "landingPage": {
            "type": "string",
            "maxLength": 300,
            "pattern": "^/"
          },
          "language": {
            "type": "string",
            "maxLength": 35
          },
          "timezone": {
            "type": "string",
            "maxLength": 64
          },
          "screen": {
            "type": "string",
            "pattern": "^[0-9]{2,5}x[0-9]{2,5}$"
          },
          "utm": {
            "$ref": "#/components/schemas/CaptureUtm"
          }
        }
      },
      "AdminCaptureContact": {
        "type": "object",
        "description": "Contact picked from common field names (name, fullName, full_name, firstName + lastName, email, company, phone, ...).",
        "required": [
          "name",
          "email",
          "company",
          "phone"
        ],
        "properties": {
          "name": {
            "type": [
              "string",
              "null"
            ]
          },
          "email": {
            "type": [
              "string",
              "null"
            ]
          },
          "company": {
            "type": [
              "string",
              "null"
            ]
          },
          "phone": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "AdminCaptureLead": {
        "type": "object",
        "description": "A lead as the inbox shows it.",
        "required": [
          "id",
          "websiteId",
          "environment",
          "form",
          "page",
          "receivedAt",
          "status",
          "assignee",
          "contact",
          "fields",
          "device",
          "country",
          "countryCode",
          "context",
          "notification"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "websiteId": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          },
          "form": {
            "type": "string"
          },
          "page": {
            "type": [
              "string",
              "null"
            ]
          },
          "receivedAt": {
            "type": "string",
            "format": "date-time"
          },
          "status": {
            "type": "string",
            "enum": [
              "unread",
              "active",
              "closed",
              "archived"
            ]
          },
          "assignee": {
            "type": [
              "string",
              "null"
            ]
          },
          "contact": {
            "$ref": "#/components/schemas/AdminCaptureContact"
          },
          "fields": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            }
          },
          "device": {
            "type": [
              "string",
              "null"
            ]
          },
          "country": {
            "type": [
              "string",
              "null"
            ]
          },
          "countryCode": {
            "type": [
              "string",
              "null"
            ]
          },
          "context": {
            "$ref": "#/components/schemas/AdminCaptureContext"
          },
          "notification": {
            "type": "string",
            "enum": [
              "pending",
              "accepted",
              "failed",
              "delivered"
            ]
          }
        }
      },
      "AdminCaptureLeadScope": {
        "type": "object",
        "required": [
          "websiteId",
          "environment"
        ],
        "properties": {
          "websiteId": {
            "type": "string"
          },
          "environment": {
            "$ref": "#/components/schemas/EnvironmentName"
          }
        }
      },
      "AdminCaptureLeadList": {
        "type": "object",
        "required": [
          "success",
          "scope",
          "forms",
          "total",
          "limit",
          "leads",
          "nextPage"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "scope": {
            "$ref": "#/components/schemas/AdminCaptureLeadScope"
          },
          "forms": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Form names existing for the scope (for the form filter)."
          },
          "total": {
            "type": "integer",
            "minimum": 0,
            "description": "Leads matching the filters."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "description": "Page size applied."
          },
          "leads": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminCaptureLead"
            }
          },
          "nextPage": {
            "type": [
              "string",
              "null"
            ],
            "description": "Token of the next page; null on the last page."
          }
        }
      },
      "AdminCaptureLeadUpdate": {
        "type": "object",
        "minProperties": 1,
        "description": "A status move, an assignment, or both.",
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "unread",
              "active",
              "closed",
              "archived"
            ]
          },
          "assignee": {
            "type": [
              "string",
              "null"
            ],
            "description": "A website member with the leads role; null unassigns."
          }
        }
      },
      "AdminCaptureLeadEnvelope": {
        "type": "object",
        "required": [
          "success",
          "lead"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "lead": {
            "$ref": "#/components/schemas/AdminCaptureLead"
          }
        }
      },
      "AdminCaptureLeadExport": {
        "type": "object",
        "description": "Every lead of the current selection (not paginated), with everything retained.",
        "required": [
          "success",
          "exportedAt",
          "scope",
          "filters",
          "count",
          "leads"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "exportedAt": {
            "type": "string",
            "format": "date-time"
          },
          "scope": {
            "$ref": "#/components/schemas/AdminCaptureLeadScope"
          },
          "filters": {
            "type": "object",
            "required": [
              "q",
              "form",
              "status",
              "assignment"
            ],
            "properties": {
              "q": {
                "type": "string"
              },
              "form": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "status": {
                "type": "string",
                "enum": [
                  "all",
                  "unread",
                  "active",
                  "closed",
                  "archived"
                ]
              },
              "assignment": {
                "type": "string",
                "enum": [
                  "everyone",
                  "me",
                  "unassigned"
                ]
              }
            }
          },
          "count": {
            "type": "integer",
            "minimum": 0
          },
          "leads": {
            "type": "array",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/AdminCaptureSubmission"
                },
                {
                  "type": "object",
                  "required": [
                    "contact"
                  ],
                  "properties": {
                    "contact": {
                      "$ref": "#/components/schemas/AdminCaptureContact"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "AdminCaptureSubmissionList": {
        "type": "object",
        "required": [
          "success",
          "submissions"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "submissions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminCaptureSubmission"
            }
          }
        }
      },
      "AdminCaptureSubmissionEnvelope": {
        "type": "object",
        "required": [
          "success",
          "submission"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "submission": {
            "$ref": "#/components/schemas/AdminCaptureSubmission"
          }
        }
      },
      "AdminCaptureNotificationResult": {
        "type": "object",
        "required": [
          "success",
          "id",
          "notification"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true
          },
          "id": {
            "type": "string"
          },
          "notification": {
            "$ref": "#/components/schemas/AdminCaptureNotification"
          }
        }
      },
      "AdminCaptureDeliveryReceipt": {
        "type": "object",
        "description": "The provider's delivery receipt.",
        "properties": {
          "providerId": {
            "type": "string",
            "description": "If given, must match the accepted message."
          }
        }
      }
    }
  }
};
