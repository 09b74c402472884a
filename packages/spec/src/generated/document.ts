// Generated from openapi.yaml by scripts/gen.ts (the contract as data). Do not edit: run `pnpm gen`.
/* eslint-disable */
/** The svc OpenAPI 3.1 document, aliases resolved. @public */
export const openapiDocument: Readonly<Record<string, unknown>> = {
  "openapi": "3.1.0",
  "info": {
    "title": "svc API",
    "version": "1.0.0",
    "summary": "Content, Form Capture and Engage interfaces of the svc service.",
    "description": "The contract of the svc service: the read-only **Content** API, the\nserver-to-server **Form Capture** API, and **Engage** (AI chat, managed\nforms, support desk and the console endpoints under `/api/engage/sites`).\n\nEverything stated by the service description is reproduced here word for\nword (messages, limits, status codes, headers). Where the description says\n\"not shown\", this document carries our design, and every such place says\n**Our design** in its description.\n\n## Conventions\n- Every error body is an `Error`: `success: false`, a stable\n  machine-readable `code` (our design, except the codes the service names:\n  `CORS_ORIGIN_DENIED`, `MODULE_DISABLED`, `IDENTITY_REQUIRED`,\n  `ASSISTANT_UNAVAILABLE`) and the service's human `message`.\n- Every response carries `X-Request-Id` (our design).\n- Every authenticated Capture and Engage response whose key was verified\n  carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`\n  (seconds until the window resets); Content responses carry them too\n  (our design). 429 and 503 responses carry `Retry-After` (seconds).\n- Machine-readable extensions: `x-svc-pagination` (cursor in, next cursor\n  out), `x-svc-retry` (statuses worth retrying and the headers that say\n  when), `x-svc-idempotency` (header, key format, scope, fingerprint).\n- Webhooks follow Standard Webhooks (https://www.standardwebhooks.com):\n  `webhook-id`, `webhook-timestamp`, and `webhook-signature: v1,<base64\n  HMAC-SHA256 of \"id.timestamp.body\">` keyed by the site's `whsec_`\n  secret; receivers reject timestamps more than 5 minutes away from now.\n  Our design.\n",
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
    }
  ],
  "security": [],
  "paths": {
    "/v1/content/{siteId}/{collection}": {
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
      "post": {
        "operationId": "createCapture",
        "summary": "Store a form submission",
        "description": "Called from the customer's server with the site key in `X-Api-Key`\n(alias `X-Service-Key`). The service sanitises the fields, validates\neach context property on its own (a malformed one is dropped\nsilently), stores the record, then tries the team notification.\nStorage, notification acceptance and confirmed delivery are distinct\noutcomes: a stored submission does not prove that an email arrived.\n\nField sanitising, in order: (1) at most 20 fields, extra fields dropped\nin object order; (2) names trimmed to 40 characters keeping only\n`A-Z a-z 0-9 _ -`, a name that becomes empty is dropped; (3) values\nconverted to strings, trimmed and cut at 2,000 characters, null and\nundefined dropped; (4) nested objects and arrays stringified; (5)\nhoneypot fields are not filtered, the caller drops them.\n\nBrowser requests (any `Origin` header), preflight included, are\nrefused with 403 `CORS_ORIGIN_DENIED`.\n\n**Our design:** a `form` longer than 40 characters or a `page` longer\nthan 200 characters is a 400 `VALIDATION_FAILED` rather than silently\ncut.\n",
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
                  "$ref": "#/components/schemas/CaptureDuplicate"
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
                  "$ref": "#/components/schemas/CaptureCreated"
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
                  "$ref": "#/components/schemas/Error"
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
                  "$ref": "#/components/schemas/Error"
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
                  "$ref": "#/components/schemas/Error"
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
                  "$ref": "#/components/schemas/Error"
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
                  "$ref": "#/components/schemas/Error"
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
                  "$ref": "#/components/schemas/Error"
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
        "description": "The widget loader, one script for every module. No key. Embed it with a\nscript tag whose `src` is this URL and whose `data-key` attribute holds\nthe site's publishable key.\n\n**Our design:** served with `Cache-Control: public, max-age=300` and\nan `ETag`; a 404 means this deployment carries no built loader.\n",
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
                "description": "Entity tag of this build of the loader.",
                "schema": {
                  "type": "string"
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
                  "loader": {
                    "value": "(()=>{/* svc engage loader */})();"
                  }
                }
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
                  "$ref": "#/components/schemas/Error"
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
    "/v1/engage/config": {
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
      "post": {
        "operationId": "sendChatMessage",
        "summary": "Send one visitor chat turn",
        "description": "One visitor turn. Without `visitorToken` a new thread starts; with it\nthe thread resumes. When a person holds the thread the answer is\n`success: true, queued: true, status: agent` with no assistant answer.\nWhen the assistant escalates (`escalate: true`) the answer points to\nthe support form and a `chat.escalated` webhook is delivered.\n\nNaturally idempotent per message; it does not use Idempotency-Key.\n**Our design:** a turn identical to the thread's last visitor message\nthat has no answer yet (the assistant failed), or that was answered\nless than 60 seconds ago, is not stored again: the retry answers the\nstored message. A turn on a `closed` thread reopens it with status\n`ai`. 12 messages per minute per site key and visitor IP.\n",
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
                  "$ref": "#/components/schemas/Error"
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
                  "$ref": "#/components/schemas/Error"
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
                          "role": "visitor",
                          "content": "What are your opening hours?",
                          "citations": [],
                          "sentAt": "2026-03-05T08:00:00Z"
                        },
                        {
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
                  "$ref": "#/components/schemas/Error"
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
    "/v1/engage/forms/{form}": {
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
                  "$ref": "#/components/schemas/ManagedFormDuplicate"
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
                  "$ref": "#/components/schemas/ManagedFormCreated"
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
                  "$ref": "#/components/schemas/Error"
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
      "post": {
        "operationId": "createSupportTicket",
        "summary": "Create a support ticket",
        "description": "Creates a ticket in the site's inbox with `source: support`. `subject`\ndefaults to the first 80 characters of the message and `category` to\n`general`; `conversationId` links the ticket to a chat thread.\n\n**Our design:** a field over its bound is a 400 `VALIDATION_FAILED`\nnaming the field; a `conversationId` that is not a thread of this\nsite is a 400 too.\n",
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
                  "$ref": "#/components/schemas/SupportDuplicate"
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
                  "$ref": "#/components/schemas/SupportCreated"
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
                  "$ref": "#/components/schemas/Error"
                },
                "examples": {
                  "identity": {
                    "value": {
                      "success": false,
                      "code": "NAME_AND_EMAIL_REQUIRED",
                      "message": "name and a valid email are required"
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
                              "role": "visitor",
                              "content": "Can I talk to someone?",
                              "citations": [],
                              "sentAt": "2026-03-05T08:00:00Z"
                            },
                            {
                              "role": "agent",
                              "content": "Hi, this is Sam. How can I help?",
                              "citations": [],
                              "sentAt": "2026-03-05T08:01:00Z"
                            }
                          ],
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
        "description": "**Our design:** the resulting status is `closed`; closing again changes nothing. A later visitor turn reopens the thread with status `ai`.",
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
    }
  },
  "webhooks": {
    "chat.escalated": {
      "post": {
        "operationId": "chatEscalatedWebhook",
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
          "400": {
            "description": "Any other status, or no reply within 10 seconds, is retried with backoff."
          }
        }
      }
    },
    "webhook.test": {
      "post": {
        "operationId": "webhookTestWebhook",
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
          "400": {
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
        "description": "A secret Form Capture site key, sent from the server only. Verified by SHA-256 hash."
      },
      "CaptureServiceKey": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Service-Key",
        "description": "Alias of `X-Api-Key` for Form Capture."
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
          "$ref": "#/components/schemas/Environment"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
              "$ref": "#/components/schemas/Error"
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
      "Error": {
        "type": "object",
        "description": "The one error body of every interface. `message` is the service's\nhuman text, word for word where the description gives it; `code` is\nstable and machine-readable. Known codes: FIELDS_REQUIRED,\nVALIDATION_FAILED, MISSING_KEY, INVALID_KEY, KEY_NOT_ALLOWED,\nSITE_NOT_ACTIVE, CORS_ORIGIN_DENIED, IDEMPOTENCY_CONFLICT,\nRATE_LIMITED, KEY_VERIFICATION_UNAVAILABLE, INVALID_LIMIT,\nINVALID_CURSOR, WRONG_SITE, ENVIRONMENT_MISMATCH, ORIGIN_NOT_ALLOWED,\nCONTENT_DISABLED, DRAFT_ACCESS_DENIED, NOT_FOUND, SITE_NOT_FOUND,\nSITE_DISABLED, MODULE_DISABLED, MESSAGE_REQUIRED, IDENTITY_REQUIRED,\nASSISTANT_UNAVAILABLE, REQUIRED_FIELDS_MISSING, FORM_NOT_CONFIGURED,\nNAME_AND_EMAIL_REQUIRED, MISSING_CREDENTIALS, INVALID_CREDENTIALS,\nCONVERSATION_CLOSED, WEBHOOK_NOT_CONFIGURED, REVISION_CONFLICT.\nNew codes may be added; treat unknown codes by status.\n",
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
            "description": "Stable machine-readable code (our design, except the codes the description names)."
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
      "Environment": {
        "type": "string",
        "description": "Delivery environment.",
        "enum": [
          "test",
          "live"
        ]
      },
      "ContentFieldValue": {
        "description": "A collection-defined field value. text, date (YYYY-MM-DD), time (HH:MM), URL and select are strings; number is a number; boolean is a boolean. An unset field is null.",
        "type": [
          "string",
          "number",
          "boolean",
          "null"
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
            "$ref": "#/components/schemas/Environment"
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
            "$ref": "#/components/schemas/Environment"
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
            "oneOf": [
              {
                "format": "ipv4"
              },
              {
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
      "CaptureCreated": {
        "type": "object",
        "description": "Stored; `id` is permanent.",
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
          }
        }
      },
      "CaptureDuplicate": {
        "type": "object",
        "description": "Replay of an Idempotency-Key with identical content.",
        "required": [
          "success",
          "id",
          "duplicate"
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
            "const": true
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
        "description": "ai (the assistant answers), agent (a person holds the thread), closed (our design for the closed status).",
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
          "role",
          "content",
          "citations",
          "sentAt"
        ],
        "properties": {
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
      "ManagedFormCreated": {
        "type": "object",
        "description": "Stored.",
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
          }
        }
      },
      "ManagedFormDuplicate": {
        "type": "object",
        "description": "Replay of an Idempotency-Key with identical content.",
        "required": [
          "success",
          "id",
          "duplicate"
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
            "type": "string"
          },
          "duplicate": {
            "type": "boolean",
            "const": true
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
      "SupportCreated": {
        "type": "object",
        "description": "Created.",
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
          }
        }
      },
      "SupportDuplicate": {
        "type": "object",
        "description": "Idempotent replay.",
        "required": [
          "success",
          "ticketId",
          "duplicate"
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
            "const": true
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
        "description": "HTTPS URL of at most 400 characters, or null for none.",
        "maxLength": 400,
        "pattern": "^https://"
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
            "maxLength": 6000
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
      }
    }
  }
};
