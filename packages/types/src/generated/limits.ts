// Generated from openapi.yaml by scripts/gen.ts (the bounds of its schemas, parameters and extensions). Do not edit: run `pnpm gen`.
/* eslint-disable */

/**
 * Every bounded value of the contract's component schemas, by schema and property name, e.g.
 * `limits.SupportRequest.name.maxLength` (120). Each entry holds the JSON Schema keywords that bound it
 * (`minLength`, `maxLength`, `minimum`, `maximum`, `pattern`, `enum`, `minItems`, `maxItems`, ...); an array's
 * items are under `items`, a nested object's properties under `properties`, a map's keys under `propertyNames`.
 * A bound the service applies by cutting rather than refusing is `maxPropertiesKept` (only the first N properties,
 * in object order, are kept) or `maxLengthKept` (a longer text is cut to N characters).
 * Lengths count characters (code points).
 * @public
 */
export const limits = {
  /** `EnvironmentName`: one of "test", "live". */
  EnvironmentName: {
    enum: ["test","live"],
  },
  /** The bounded properties of `ContentListMeta`. */
  ContentListMeta: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** minimum 0 */
    count: {
      minimum: 0,
    },
    /** minimum 1; maximum 200 */
    limit: {
      minimum: 1,
      maximum: 200,
    },
  },
  /** The bounded properties of `ContentEntryMeta`. */
  ContentEntryMeta: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
  },
  /** The bounded properties of `CaptureRequest`. */
  CaptureRequest: {
    /** at least 1 properties; the first 20 properties kept, the rest dropped; each value bounded as `additionalProperties` says; each property name bounded as `propertyNames` says */
    fields: {
      minProperties: 1,
      maxPropertiesKept: 20,
      /** cut at 40 characters */
      propertyNames: {
        maxLengthKept: 40,
      },
      /** cut at 2000 characters */
      additionalProperties: {
        maxLengthKept: 2000,
      },
    },
    /** at most 40 characters */
    form: {
      maxLength: 40,
    },
    /** at most 200 characters */
    page: {
      maxLength: 200,
    },
  },
  /** The bounded properties of `CaptureContext`. */
  CaptureContext: {
    /** at most 500 characters */
    userAgent: {
      maxLength: 500,
    },
    /** at most 500 characters; matches `^https?://` */
    referrer: {
      maxLength: 500,
      pattern: "^https?://",
    },
    /** at most 300 characters; matches `^/` */
    landingPage: {
      maxLength: 300,
      pattern: "^/",
    },
    /** at most 35 characters */
    language: {
      maxLength: 35,
    },
    /** at most 64 characters */
    timezone: {
      maxLength: 64,
    },
    /** matches `^[0-9]{2,5}x[0-9]{2,5}$` */
    screen: {
      pattern: "^[0-9]{2,5}x[0-9]{2,5}$",
    },
  },
  /** The bounded properties of `CaptureUtm`. */
  CaptureUtm: {
    /** at most 120 characters */
    source: {
      maxLength: 120,
    },
    /** at most 120 characters */
    medium: {
      maxLength: 120,
    },
    /** at most 120 characters */
    campaign: {
      maxLength: 120,
    },
    /** at most 120 characters */
    term: {
      maxLength: 120,
    },
    /** at most 120 characters */
    content: {
      maxLength: 120,
    },
  },
  /** `IdentityMode`: one of "anonymous", "email". */
  IdentityMode: {
    enum: ["anonymous","email"],
  },
  /** `AnswerMode`: one of "strict", "open". */
  AnswerMode: {
    enum: ["strict","open"],
  },
  /** `AccentColour`: matches `^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`. */
  AccentColour: {
    pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",
  },
  /** The bounded properties of `EngageConfig`. */
  EngageConfig: {
    /** one of "anonymous", "email" */
    identityMode: {
      enum: ["anonymous","email"],
    },
    /** its properties bounded as `properties` says */
    branding: {
      /** The bounds of `properties`. */
      properties: {
        /** matches `^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$` */
        accent: {
          pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",
        },
      },
    },
    /** at most 20 properties; each value bounded as `additionalProperties` says; each property name bounded as `propertyNames` says */
    forms: {
      maxProperties: 20,
      /** at most 40 characters */
      propertyNames: {
        maxLength: 40,
      },
      /** its properties bounded as `properties` says */
      additionalProperties: {
        /** The bounds of `properties`. */
        properties: {
          /** at most 24 items; each item bounded as `items` says */
          requiredFields: {
            maxItems: 24,
            /** at most 40 characters */
            items: {
              maxLength: 40,
            },
          },
        },
      },
    },
  },
  /** The bounded properties of `ChatVisitor`. */
  ChatVisitor: {
    /** at most 100 characters */
    id: {
      maxLength: 100,
    },
    /** at most 120 characters */
    name: {
      maxLength: 120,
    },
    /** at most 160 characters */
    email: {
      maxLength: 160,
    },
    /** matches `^[0-9a-fA-F]{64}$` */
    hash: {
      pattern: "^[0-9a-fA-F]{64}$",
    },
  },
  /** The bounded properties of `ChatRequest`. */
  ChatRequest: {
    /** 1 to 2000 characters */
    message: {
      minLength: 1,
      maxLength: 2000,
    },
    /** at most 128 characters */
    visitorToken: {
      maxLength: 128,
    },
    /** at most 300 characters */
    page: {
      maxLength: 300,
    },
    /** at most 300 characters */
    pageTitle: {
      maxLength: 300,
    },
  },
  /** `ConversationStatus`: one of "ai", "agent", "closed". */
  ConversationStatus: {
    enum: ["ai","agent","closed"],
  },
  /** The bounded properties of `ChatResponse`. */
  ChatResponse: {
    /** one of "ai", "agent", "closed" */
    status: {
      enum: ["ai","agent","closed"],
    },
  },
  /** `MessageRole`: one of "visitor", "assistant", "agent". */
  MessageRole: {
    enum: ["visitor","assistant","agent"],
  },
  /** The bounded properties of `ConversationMessage`. */
  ConversationMessage: {
    /** one of "visitor", "assistant", "agent" */
    role: {
      enum: ["visitor","assistant","agent"],
    },
  },
  /** The bounded properties of `ConversationRead`. */
  ConversationRead: {
    /** one of "ai", "agent", "closed" */
    status: {
      enum: ["ai","agent","closed"],
    },
  },
  /** The bounded properties of `ManagedFormRequest`. */
  ManagedFormRequest: {
    /** at least 1 properties; the first 24 properties kept, the rest dropped; each value bounded as `additionalProperties` says; each property name bounded as `propertyNames` says */
    fields: {
      minProperties: 1,
      maxPropertiesKept: 24,
      /** cut at 40 characters */
      propertyNames: {
        maxLengthKept: 40,
      },
      /** at most 2000 characters */
      additionalProperties: {
        maxLength: 2000,
      },
    },
    /** at most 300 characters */
    page: {
      maxLength: 300,
    },
  },
  /** The bounded properties of `SupportRequest`. */
  SupportRequest: {
    /** 1 to 120 characters */
    name: {
      minLength: 1,
      maxLength: 120,
    },
    /** at most 160 characters */
    email: {
      maxLength: 160,
    },
    /** 1 to 5000 characters */
    message: {
      minLength: 1,
      maxLength: 5000,
    },
    /** at most 30 characters */
    phone: {
      maxLength: 30,
    },
    /** at most 40 characters */
    category: {
      maxLength: 40,
    },
    /** at most 200 characters */
    subject: {
      maxLength: 200,
    },
    /** at most 300 characters */
    page: {
      maxLength: 300,
    },
    /** at most 64 characters */
    conversationId: {
      maxLength: 64,
    },
  },
  /** The bounded properties of `StreamRequest`. */
  StreamRequest: {
    /** at most 128 characters */
    visitorToken: {
      maxLength: 128,
    },
  },
  /** The bounded properties of `StreamStatus`. */
  StreamStatus: {
    /** one of "ai", "agent", "closed" */
    status: {
      enum: ["ai","agent","closed"],
    },
  },
  /** `RatingScore`: one of "good", "bad". */
  RatingScore: {
    enum: ["good","bad"],
  },
  /** The bounded properties of `RatingRequest`. */
  RatingRequest: {
    /** at most 128 characters */
    visitorToken: {
      maxLength: 128,
    },
    /** one of "good", "bad" */
    score: {
      enum: ["good","bad"],
    },
    /** at most 500 characters */
    comment: {
      maxLength: 500,
    },
  },
  /** The bounded properties of `ConversationRating`. */
  ConversationRating: {
    /** one of "good", "bad" */
    score: {
      enum: ["good","bad"],
    },
  },
  /** The bounded properties of `TypingRequest`. */
  TypingRequest: {
    /** 1 to 60 characters */
    agentName: {
      minLength: 1,
      maxLength: 60,
    },
  },
  /** The bounded properties of `TypingResult`. */
  TypingResult: {
    /** minimum 0 */
    delivered: {
      minimum: 0,
    },
  },
  /** `Weekday`: one of "mon", "tue", "wed", "thu", "fri", "sat", "sun". */
  Weekday: {
    enum: ["mon","tue","wed","thu","fri","sat","sun"],
  },
  /** The bounded properties of `OpeningPeriod`. */
  OpeningPeriod: {
    /** one of "mon", "tue", "wed", "thu", "fri", "sat", "sun" */
    day: {
      enum: ["mon","tue","wed","thu","fri","sat","sun"],
    },
    /** matches `^([01][0-9]|2[0-3]):[0-5][0-9]$` */
    open: {
      pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
    },
    /** matches `^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$` */
    close: {
      pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$",
    },
  },
  /** The bounded properties of `BusinessHours`. */
  BusinessHours: {
    /** at most 64 characters */
    timeZone: {
      maxLength: 64,
    },
    /** at most 21 items */
    weekly: {
      maxItems: 21,
    },
    /** at most 400 characters */
    awayMessage: {
      maxLength: 400,
    },
  },
  /** The bounded properties of `ConsentSettings`. */
  ConsentSettings: {
    /** at most 20 properties; each value bounded as `additionalProperties` says; each property name bounded as `propertyNames` says */
    text: {
      maxProperties: 20,
      /** at most 35 characters; matches `^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$` */
      propertyNames: {
        maxLength: 35,
        pattern: "^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
      },
      /** 1 to 400 characters */
      additionalProperties: {
        minLength: 1,
        maxLength: 400,
      },
    },
  },
  /** `SiteStatus`: one of "active", "disabled". */
  SiteStatus: {
    enum: ["active","disabled"],
  },
  /** The bounded properties of `SiteBranding`. */
  SiteBranding: {
    /** 1 to 40 characters */
    assistantName: {
      minLength: 1,
      maxLength: 40,
    },
    /** at most 60 characters */
    launcherLabel: {
      maxLength: 60,
    },
    /** at most 400 characters */
    greeting: {
      maxLength: 400,
    },
    /** matches `^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$` */
    accent: {
      pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",
    },
  },
  /** The bounded properties of `FormPolicy`. */
  FormPolicy: {
    /** at most 24 items; each item bounded as `items` says */
    requiredFields: {
      maxItems: 24,
      /** at most 40 characters */
      items: {
        maxLength: 40,
      },
    },
    /** at most 400 characters */
    successMessage: {
      maxLength: 400,
    },
  },
  /** The bounded properties of `FormSettings`. */
  FormSettings: {
    /** at most 20 properties; each property name bounded as `propertyNames` says */
    policies: {
      maxProperties: 20,
      /** at most 40 characters */
      propertyNames: {
        maxLength: 40,
      },
    },
  },
  /** `AllowedOrigins`: at most 10 items; each item bounded as `items` says. */
  AllowedOrigins: {
    maxItems: 10,
    /** at most 200 characters; matches `^https?://[^/?#]+$` */
    items: {
      maxLength: 200,
      pattern: "^https?://[^/?#]+$",
    },
  },
  /** `WebhookUrl`: at most 400 characters; matches `^https?://`. */
  WebhookUrl: {
    maxLength: 400,
    pattern: "^https?://",
  },
  /** The bounded properties of `Site`. */
  Site: {
    /** one of "active", "disabled" */
    status: {
      enum: ["active","disabled"],
    },
    /** at most 10 items; each item bounded as `items` says */
    allowedOrigins: {
      maxItems: 10,
      /** at most 200 characters; matches `^https?://[^/?#]+$` */
      items: {
        maxLength: 200,
        pattern: "^https?://[^/?#]+$",
      },
    },
    /** one of "anonymous", "email" */
    identityMode: {
      enum: ["anonymous","email"],
    },
    /** one of "strict", "open" */
    answerMode: {
      enum: ["strict","open"],
    },
    /** at most 400 characters; matches `^https?://` */
    webhookUrl: {
      maxLength: 400,
      pattern: "^https?://",
    },
  },
  /** The bounded properties of `SiteCreate`. */
  SiteCreate: {
    /** 1 to 80 characters */
    name: {
      minLength: 1,
      maxLength: 80,
    },
    /** at most 10 items; each item bounded as `items` says */
    allowedOrigins: {
      maxItems: 10,
      /** at most 200 characters; matches `^https?://[^/?#]+$` */
      items: {
        maxLength: 200,
        pattern: "^https?://[^/?#]+$",
      },
    },
    /** one of "anonymous", "email" */
    identityMode: {
      enum: ["anonymous","email"],
    },
    /** one of "strict", "open" */
    answerMode: {
      enum: ["strict","open"],
    },
    /** at most 400 characters; matches `^https?://` */
    webhookUrl: {
      maxLength: 400,
      pattern: "^https?://",
    },
  },
  /** The bounded properties of `SiteUpdate`. */
  SiteUpdate: {
    /** 1 to 80 characters */
    name: {
      minLength: 1,
      maxLength: 80,
    },
    /** at most 10 items; each item bounded as `items` says */
    allowedOrigins: {
      maxItems: 10,
      /** at most 200 characters; matches `^https?://[^/?#]+$` */
      items: {
        maxLength: 200,
        pattern: "^https?://[^/?#]+$",
      },
    },
    /** one of "anonymous", "email" */
    identityMode: {
      enum: ["anonymous","email"],
    },
    /** one of "strict", "open" */
    answerMode: {
      enum: ["strict","open"],
    },
    /** at most 400 characters; matches `^https?://` */
    webhookUrl: {
      maxLength: 400,
      pattern: "^https?://",
    },
    /** one of "active", "disabled" */
    status: {
      enum: ["active","disabled"],
    },
  },
  /** The bounded properties of `KnowledgeArticle`. */
  KnowledgeArticle: {
    /** matches `^[a-z0-9][a-z0-9-]{0,79}$` */
    slug: {
      pattern: "^[a-z0-9][a-z0-9-]{0,79}$",
    },
    /** 1 to 200 characters */
    title: {
      minLength: 1,
      maxLength: 200,
    },
    /** at most 8000 characters */
    body: {
      maxLength: 8000,
    },
    /** at most 10 items; each item bounded as `items` says */
    tags: {
      maxItems: 10,
      /** 1 to 40 characters */
      items: {
        minLength: 1,
        maxLength: 40,
      },
    },
    /** at most 400 characters; matches `^https?://` */
    url: {
      maxLength: 400,
      pattern: "^https?://",
    },
  },
  /** The bounded properties of `KnowledgeInput`. */
  KnowledgeInput: {
    /** at most 6000 characters */
    context: {
      maxLength: 6000,
    },
    /** at most 40 items */
    articles: {
      maxItems: 40,
    },
  },
  /** `TicketStatus`: one of "open", "in_progress", "resolved". */
  TicketStatus: {
    enum: ["open","in_progress","resolved"],
  },
  /** `TicketSource`: one of "form", "support". */
  TicketSource: {
    enum: ["form","support"],
  },
  /** The bounded properties of `Ticket`. */
  Ticket: {
    /** one of "form", "support" */
    source: {
      enum: ["form","support"],
    },
    /** one of "open", "in_progress", "resolved" */
    status: {
      enum: ["open","in_progress","resolved"],
    },
  },
  /** The bounded properties of `TicketReplyRequest`. */
  TicketReplyRequest: {
    /** 1 to 5000 characters */
    message: {
      minLength: 1,
      maxLength: 5000,
    },
  },
  /** The bounded properties of `TicketReplyResult`. */
  TicketReplyResult: {
    /** one of "in_progress", "resolved" */
    status: {
      enum: ["in_progress","resolved"],
    },
  },
  /** The bounded properties of `ConversationSummary`. */
  ConversationSummary: {
    /** one of "ai", "agent", "closed" */
    status: {
      enum: ["ai","agent","closed"],
    },
  },
  /** The bounded properties of `ConversationReplyRequest`. */
  ConversationReplyRequest: {
    /** 1 to 2000 characters */
    message: {
      minLength: 1,
      maxLength: 2000,
    },
    /** 1 to 60 characters */
    agentName: {
      minLength: 1,
      maxLength: 60,
    },
  },
  /** The bounded properties of `ConversationStatusResult`. */
  ConversationStatusResult: {
    /** one of "ai", "agent", "closed" */
    status: {
      enum: ["ai","agent","closed"],
    },
  },
  /** The bounded properties of `WebhookDelivery`. */
  WebhookDelivery: {
    /** one of "chat.escalated", "conversation.rated", "webhook.test" */
    type: {
      enum: ["chat.escalated","conversation.rated","webhook.test"],
    },
    /** one of "pending", "delivered", "failed" */
    status: {
      enum: ["pending","delivered","failed"],
    },
    /** minimum 0 */
    attempts: {
      minimum: 0,
    },
  },
  /** The bounded properties of `ChatEscalatedEvent`. */
  ChatEscalatedEvent: {
    /** its properties bounded as `properties` says */
    data: {
      /** The bounds of `properties`. */
      properties: {
        /** one of "no_answer", "visitor_request" */
        reason: {
          enum: ["no_answer","visitor_request"],
        },
      },
    },
  },
  /** The bounded properties of `ConversationRatedEvent`. */
  ConversationRatedEvent: {
    /** its properties bounded as `properties` says */
    data: {
      /** The bounds of `properties`. */
      properties: {
        /** one of "good", "bad" */
        score: {
          enum: ["good","bad"],
        },
      },
    },
  },
  /** The bounded properties of `AdminOutbox`. */
  AdminOutbox: {
    /** minimum 0; maximum 100000 */
    limit: {
      minimum: 0,
      maximum: 100000,
    },
    /** minimum 0 */
    accepted: {
      minimum: 0,
    },
    /** minimum 0 */
    dropped: {
      minimum: 0,
    },
  },
  /** The bounded properties of `AdminWorldInput`. */
  AdminWorldInput: {
    /** one of "demo", "empty" */
    seed: {
      enum: ["demo","empty"],
    },
    /** minimum 1000; maximum 604800000 */
    ttlMs: {
      minimum: 1000,
      maximum: 604800000,
    },
  },
  /** The bounded properties of `AdminWorld`. */
  AdminWorld: {
    /** matches `^wld_[A-Za-z0-9]{16}$` */
    id: {
      pattern: "^wld_[A-Za-z0-9]{16}$",
    },
    /** one of "demo", "empty" */
    seed: {
      enum: ["demo","empty"],
    },
  },
  /** The bounded properties of `AdminRequestExpectation`. */
  AdminRequestExpectation: {
    /** matches `^[A-Za-z][A-Za-z0-9]{0,99}$` */
    operation: {
      pattern: "^[A-Za-z][A-Za-z0-9]{0,99}$",
    },
    /** minimum 0; maximum 100000 */
    times: {
      minimum: 0,
      maximum: 100000,
    },
  },
  /** The bounded properties of `AdminExpectationMet`. */
  AdminExpectationMet: {
    /** minimum 0 */
    matched: {
      minimum: 0,
    },
  },
  /** `AdminStateId`: 1 to 300 characters. */
  AdminStateId: {
    minLength: 1,
    maxLength: 300,
  },
  /** `AdminStateEnvironment`: one of "test", "live". */
  AdminStateEnvironment: {
    enum: ["test","live"],
  },
  /** The bounded properties of `AdminStateContentCollection`. */
  AdminStateContentCollection: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** matches `^[a-z0-9][a-z0-9_-]{0,63}$` */
    key: {
      pattern: "^[a-z0-9][a-z0-9_-]{0,63}$",
    },
    /** 1 to 120 characters */
    name: {
      minLength: 1,
      maxLength: 120,
    },
  },
  /** The bounded properties of `AdminStateContentEntry`. */
  AdminStateContentEntry: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** one of "draft", "published", "unpublished" */
    status: {
      enum: ["draft","published","unpublished"],
    },
    /** matches `^[a-z0-9][a-z0-9-]{0,199}$` */
    slug: {
      pattern: "^[a-z0-9][a-z0-9-]{0,199}$",
    },
    /** each item bounded as `items` says */
    formerSlugs: {
      /** matches `^[a-z0-9][a-z0-9-]{0,199}$` */
      items: {
        pattern: "^[a-z0-9][a-z0-9-]{0,199}$",
      },
    },
  },
  /** The bounded properties of `AdminStateContentSecret`. */
  AdminStateContentSecret: {
    /** one of "cursor-hmac" */
    id: {
      enum: ["cursor-hmac"],
    },
    /** 24 to 1000 characters; matches `^[A-Za-z0-9+/]+={0,2}$` */
    secret: {
      minLength: 24,
      maxLength: 1000,
      pattern: "^[A-Za-z0-9+/]+={0,2}$",
    },
  },
  /** The bounded properties of `AdminStateApiKey`. */
  AdminStateApiKey: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** one of "content", "capture", "engage" */
    family: {
      enum: ["content","capture","engage"],
    },
    /** matches `^[0-9a-f]{64}$` */
    hash: {
      pattern: "^[0-9a-f]{64}$",
    },
    /** 1 to 40 characters */
    prefix: {
      minLength: 1,
      maxLength: 40,
    },
    /** one of "active", "revoked" */
    status: {
      enum: ["active","revoked"],
    },
    /** at most 120 characters */
    label: {
      maxLength: 120,
    },
  },
  /** The bounded properties of `AdminStatePortalKey`. */
  AdminStatePortalKey: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** matches `^[0-9a-f]{64}$` */
    hash: {
      pattern: "^[0-9a-f]{64}$",
    },
    /** 1 to 40 characters */
    prefix: {
      minLength: 1,
      maxLength: 40,
    },
    /** at most 120 characters */
    label: {
      maxLength: 120,
    },
  },
  /** The bounded properties of `AdminStateEngageSite`. */
  AdminStateEngageSite: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** 1 to 200 characters */
    ownerSub: {
      minLength: 1,
      maxLength: 200,
    },
    /** 1 to 80 characters */
    name: {
      minLength: 1,
      maxLength: 80,
    },
    /** one of "active", "disabled" */
    status: {
      enum: ["active","disabled"],
    },
    /** at most 10 items; each item bounded as `items` says */
    allowedOrigins: {
      maxItems: 10,
      /** at most 200 characters; matches `^https?://[^/?#]+$` */
      items: {
        maxLength: 200,
        pattern: "^https?://[^/?#]+$",
      },
    },
    /** one of "anonymous", "email" */
    identityMode: {
      enum: ["anonymous","email"],
    },
    /** one of "strict", "open" */
    answerMode: {
      enum: ["strict","open"],
    },
    /** its properties bounded as `properties` says */
    branding: {
      /** The bounds of `properties`. */
      properties: {
        /** 1 to 40 characters */
        assistantName: {
          minLength: 1,
          maxLength: 40,
        },
        /** at most 60 characters */
        launcherLabel: {
          maxLength: 60,
        },
        /** at most 400 characters */
        greeting: {
          maxLength: 400,
        },
        /** matches `^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$` */
        accent: {
          pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",
        },
      },
    },
    /** at most 400 characters; matches `^https?://` */
    webhookUrl: {
      maxLength: 400,
      pattern: "^https?://",
    },
    /** matches `^whsec_[A-Za-z0-9+/]+={0,2}$` */
    webhookSecret: {
      pattern: "^whsec_[A-Za-z0-9+/]+={0,2}$",
    },
    /** its properties bounded as `properties` says */
    knowledge: {
      /** The bounds of `properties`. */
      properties: {
        /** at most 8000 characters */
        context: {
          maxLength: 8000,
        },
        /** at most 200 items */
        articles: {
          maxItems: 200,
        },
      },
    },
  },
  /** The bounded properties of `AdminStateConversation`. */
  AdminStateConversation: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** matches `^[0-9a-f]{64}$` */
    visitorTokenHash: {
      pattern: "^[0-9a-f]{64}$",
    },
    /** one of "ai", "agent", "closed" */
    status: {
      enum: ["ai","agent","closed"],
    },
    /** each item bounded as `items` says */
    messages: {
      /** its properties bounded as `properties` says */
      items: {
        /** The bounds of `properties`. */
        properties: {
          /** one of "visitor", "assistant", "agent" */
          role: {
            enum: ["visitor","assistant","agent"],
          },
        },
      },
    },
    /** one of "ai", "agent" */
    closedFrom: {
      enum: ["ai","agent"],
    },
  },
  /** The bounded properties of `AdminStatePreviousWebhookSecret`. */
  AdminStatePreviousWebhookSecret: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** at least 1 characters */
    secret: {
      minLength: 1,
    },
  },
  /** The bounded properties of `AdminStateIdempotencyRecord`. */
  AdminStateIdempotencyRecord: {
    /** 1 to 300 characters */
    id: {
      minLength: 1,
      maxLength: 300,
    },
    /** at least 1 characters */
    scope: {
      minLength: 1,
    },
    /** matches `^[A-Za-z0-9_-]{8,100}$` */
    key: {
      pattern: "^[A-Za-z0-9_-]{8,100}$",
    },
    /** matches `^[0-9a-f]{64}$` */
    fingerprint: {
      pattern: "^[0-9a-f]{64}$",
    },
    /** at least 1 characters */
    resultId: {
      minLength: 1,
    },
  },
  /** The bounded properties of `AdminFaultInput`. */
  AdminFaultInput: {
    /** at most 100 characters */
    operation: {
      maxLength: 100,
    },
    /** one of "rate_limit", "key_verification_unavailable", "assistant_unavailable", "notification_failure", "webhook_failure", "latency", "site_disabled", "module_disabled", "origin_denied", "agent_takeover" */
    kind: {
      enum: ["rate_limit","key_verification_unavailable","assistant_unavailable","notification_failure","webhook_failure","latency","site_disabled","module_disabled","origin_denied","agent_takeover"],
    },
    /** minimum 1 */
    times: {
      minimum: 1,
    },
    /** minimum 0; maximum 1000000 */
    after: {
      minimum: 0,
      maximum: 1000000,
    },
    /** minimum 0 */
    resetSeconds: {
      minimum: 0,
    },
    /** minimum 0 */
    retryAfterMs: {
      minimum: 0,
    },
    /** minimum 0 */
    latencyMs: {
      minimum: 0,
    },
  },
  /** The bounded properties of `AdminWebsiteMember`. */
  AdminWebsiteMember: {
    /** at most 200 characters */
    sub: {
      maxLength: 200,
    },
    /** at most 120 characters */
    name: {
      maxLength: 120,
    },
    /** each item bounded as `items` says */
    roles: {
      /** one of "manage", "publish", "leads" */
      items: {
        enum: ["manage","publish","leads"],
      },
    },
  },
  /** The bounded properties of `AdminConsolePortalKeyRequest`. */
  AdminConsolePortalKeyRequest: {
    /** at most 120 characters */
    label: {
      maxLength: 120,
    },
  },
  /** The bounded properties of `AdminConsoleWebhookAttempt`. */
  AdminConsoleWebhookAttempt: {
    /** at most 4096 characters */
    responseBody: {
      maxLength: 4096,
    },
    /** minimum 0 */
    durationMs: {
      minimum: 0,
    },
  },
  /** The bounded properties of `AdminContentFieldDefinition`. */
  AdminContentFieldDefinition: {
    /** matches `^[A-Za-z][A-Za-z0-9_]{0,39}$` */
    key: {
      pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
    },
    /** 1 to 80 characters */
    label: {
      minLength: 1,
      maxLength: 80,
    },
    /** one of "text", "date", "time", "number", "url", "boolean", "select" */
    type: {
      enum: ["text","date","time","number","url","boolean","select"],
    },
    /** 1 to 50 items; each item bounded as `items` says */
    options: {
      minItems: 1,
      maxItems: 50,
      /** 1 to 100 characters */
      items: {
        minLength: 1,
        maxLength: 100,
      },
    },
  },
  /** The bounded properties of `AdminContentSchema`. */
  AdminContentSchema: {
    /** minimum 1 */
    revision: {
      minimum: 1,
    },
    /** at most 30 items */
    fields: {
      maxItems: 30,
    },
  },
  /** The bounded properties of `AdminContentCollectionInput`. */
  AdminContentCollectionInput: {
    /** matches `^[a-z0-9][a-z0-9_-]{0,63}$` */
    key: {
      pattern: "^[a-z0-9][a-z0-9_-]{0,63}$",
    },
    /** 1 to 120 characters */
    name: {
      minLength: 1,
      maxLength: 120,
    },
    /** at most 30 items */
    fields: {
      maxItems: 30,
    },
  },
  /** The bounded properties of `AdminContentSchemaSave`. */
  AdminContentSchemaSave: {
    /** minimum 1 */
    revision: {
      minimum: 1,
    },
    /** at most 30 items */
    fields: {
      maxItems: 30,
    },
    /** 1 to 120 characters */
    name: {
      minLength: 1,
      maxLength: 120,
    },
  },
  /** The bounded properties of `AdminContentEntry`. */
  AdminContentEntry: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** one of "draft", "published", "unpublished" */
    status: {
      enum: ["draft","published","unpublished"],
    },
  },
  /** The bounded properties of `AdminContentEntryInput`. */
  AdminContentEntryInput: {
    /** matches `^[a-z0-9][a-z0-9-]{0,199}$` */
    slug: {
      pattern: "^[a-z0-9][a-z0-9-]{0,199}$",
    },
    /** 1 to 200 characters */
    title: {
      minLength: 1,
      maxLength: 200,
    },
    /** at most 1000 characters */
    summary: {
      maxLength: 1000,
    },
    /** at most 2000 characters */
    image: {
      maxLength: 2000,
    },
  },
  /** The bounded properties of `AdminContentEntryPatch`. */
  AdminContentEntryPatch: {
    /** 1 to 200 characters */
    title: {
      minLength: 1,
      maxLength: 200,
    },
    /** at most 1000 characters */
    summary: {
      maxLength: 1000,
    },
    /** at most 2000 characters */
    image: {
      maxLength: 2000,
    },
  },
  /** The bounded properties of `AdminContentSlugInput`. */
  AdminContentSlugInput: {
    /** matches `^[a-z0-9][a-z0-9-]{0,199}$` */
    slug: {
      pattern: "^[a-z0-9][a-z0-9-]{0,199}$",
    },
  },
  /** The bounded properties of `AdminContentKey`. */
  AdminContentKey: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** one of "active", "revoked" */
    status: {
      enum: ["active","revoked"],
    },
  },
  /** The bounded properties of `AdminContentKeyInput`. */
  AdminContentKeyInput: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** at most 80 characters */
    label: {
      maxLength: 80,
    },
  },
  /** The bounded properties of `AdminContentSettings`. */
  AdminContentSettings: {
    /** at most 10 items */
    allowedOrigins: {
      maxItems: 10,
    },
  },
  /** The bounded properties of `AdminContentSettingsInput`. */
  AdminContentSettingsInput: {
    /** at most 10 items; each item bounded as `items` says */
    allowedOrigins: {
      maxItems: 10,
      /** at most 200 characters */
      items: {
        maxLength: 200,
      },
    },
  },
  /** The bounded properties of `AdminCaptureSiteTest`. */
  AdminCaptureSiteTest: {
    /** one of "accepted", "failed" */
    outcome: {
      enum: ["accepted","failed"],
    },
  },
  /** The bounded properties of `AdminCaptureSite`. */
  AdminCaptureSite: {
    /** one of "draft", "active", "disabled" */
    status: {
      enum: ["draft","active","disabled"],
    },
    /** at most 254 characters */
    notificationEmail: {
      maxLength: 254,
    },
    /** 1 to 40 characters */
    defaultForm: {
      minLength: 1,
      maxLength: 40,
    },
  },
  /** The bounded properties of `AdminCaptureSiteInput`. */
  AdminCaptureSiteInput: {
    /** at most 254 characters */
    notificationEmail: {
      maxLength: 254,
    },
    /** 1 to 40 characters */
    defaultForm: {
      minLength: 1,
      maxLength: 40,
    },
  },
  /** The bounded properties of `AdminCaptureKey`. */
  AdminCaptureKey: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** one of "active", "revoked" */
    status: {
      enum: ["active","revoked"],
    },
    /** one of "current", "staged", "retired", "revoked" */
    stage: {
      enum: ["current","staged","retired","revoked"],
    },
  },
  /** The bounded properties of `AdminCaptureKeyInput`. */
  AdminCaptureKeyInput: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** at most 80 characters */
    label: {
      maxLength: 80,
    },
  },
  /** The bounded properties of `AdminCaptureKeyOptions`. */
  AdminCaptureKeyOptions: {
    /** at most 80 characters */
    label: {
      maxLength: 80,
    },
  },
  /** The bounded properties of `AdminCaptureNotification`. */
  AdminCaptureNotification: {
    /** one of "pending", "accepted", "failed", "delivered" */
    status: {
      enum: ["pending","accepted","failed","delivered"],
    },
    /** minimum 0 */
    attempts: {
      minimum: 0,
    },
  },
  /** The bounded properties of `AdminCaptureLeadState`. */
  AdminCaptureLeadState: {
    /** one of "unread", "active", "closed", "archived" */
    status: {
      enum: ["unread","active","closed","archived"],
    },
  },
  /** The bounded properties of `AdminCaptureSubmission`. */
  AdminCaptureSubmission: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
  },
  /** The bounded properties of `AdminCaptureContext`. */
  AdminCaptureContext: {
    /** at most 45 characters */
    ip: {
      maxLength: 45,
    },
    /** at most 500 characters */
    userAgent: {
      maxLength: 500,
    },
    /** at most 500 characters; matches `^https?://` */
    referrer: {
      maxLength: 500,
      pattern: "^https?://",
    },
    /** at most 300 characters; matches `^/` */
    landingPage: {
      maxLength: 300,
      pattern: "^/",
    },
    /** at most 35 characters */
    language: {
      maxLength: 35,
    },
    /** at most 64 characters */
    timezone: {
      maxLength: 64,
    },
    /** matches `^[0-9]{2,5}x[0-9]{2,5}$` */
    screen: {
      pattern: "^[0-9]{2,5}x[0-9]{2,5}$",
    },
  },
  /** The bounded properties of `AdminCaptureLead`. */
  AdminCaptureLead: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
    /** one of "unread", "active", "closed", "archived" */
    status: {
      enum: ["unread","active","closed","archived"],
    },
    /** one of "pending", "accepted", "failed", "delivered" */
    notification: {
      enum: ["pending","accepted","failed","delivered"],
    },
  },
  /** The bounded properties of `AdminCaptureLeadScope`. */
  AdminCaptureLeadScope: {
    /** one of "test", "live" */
    environment: {
      enum: ["test","live"],
    },
  },
  /** The bounded properties of `AdminCaptureLeadList`. */
  AdminCaptureLeadList: {
    /** minimum 0 */
    total: {
      minimum: 0,
    },
    /** minimum 1; maximum 100 */
    limit: {
      minimum: 1,
      maximum: 100,
    },
  },
  /** The bounded properties of `AdminCaptureLeadUpdate`. */
  AdminCaptureLeadUpdate: {
    /** one of "unread", "active", "closed", "archived" */
    status: {
      enum: ["unread","active","closed","archived"],
    },
  },
  /** The bounded properties of `AdminCaptureLeadExport`. */
  AdminCaptureLeadExport: {
    /** its properties bounded as `properties` says */
    filters: {
      /** The bounds of `properties`. */
      properties: {
        /** one of "all", "unread", "active", "closed", "archived" */
        status: {
          enum: ["all","unread","active","closed","archived"],
        },
        /** one of "everyone", "me", "unassigned" */
        assignment: {
          enum: ["everyone","me","unassigned"],
        },
      },
    },
    /** minimum 0 */
    count: {
      minimum: 0,
    },
  },
} as const;

/**
 * The bounds of the contract's shared parameters (`components.parameters`), by parameter name, e.g.
 * `parameterLimits.SiteId.maxLength`.
 * @public
 */
export const parameterLimits = {
  /** `SiteId`: 1 to 64 characters. */
  SiteId: {
    minLength: 1,
    maxLength: 64,
  },
  /** `Collection`: 1 to 64 characters. */
  Collection: {
    minLength: 1,
    maxLength: 64,
  },
  /** `Environment`: one of "test", "live". */
  Environment: {
    enum: ["test","live"],
  },
  /** `ConversationIdPath`: at most 64 characters. */
  ConversationIdPath: {
    maxLength: 64,
  },
  /** `StreamToken`: at most 64 characters. */
  StreamToken: {
    maxLength: 64,
  },
  /** `StreamAfter`: at most 20 characters; matches `^[0-9]{1,6}-(ai|agent|closed)$`. */
  StreamAfter: {
    maxLength: 20,
    pattern: "^[0-9]{1,6}-(ai|agent|closed)$",
  },
  /** `ConsoleSiteId`: at most 64 characters. */
  ConsoleSiteId: {
    maxLength: 64,
  },
  /** `ConsoleConversationId`: at most 64 characters. */
  ConsoleConversationId: {
    maxLength: 64,
  },
  /** `ConsolePage`: at most 512 characters. */
  ConsolePage: {
    maxLength: 512,
  },
  /** `ConsoleLimit`: minimum 1; maximum 100. */
  ConsoleLimit: {
    minimum: 1,
    maximum: 100,
  },
  /** `WebhookTimestamp`: matches `^[0-9]+$`. */
  WebhookTimestamp: {
    pattern: "^[0-9]+$",
  },
  /** `AdminWebsiteId`: at most 64 characters. */
  AdminWebsiteId: {
    maxLength: 64,
  },
  /** `AdminWorldId`: at most 64 characters. */
  AdminWorldId: {
    maxLength: 64,
  },
} as const;

/**
 * The Idempotency-Key format of every operation that accepts one (openapi.yaml `x-svc-idempotency.pattern`):
 * `^[A-Za-z0-9_-]{8,100}$`. A malformed key is ignored by the service, never rejected.
 * @public
 */
export const IDEMPOTENCY_KEY_PATTERN: RegExp = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The response headers every interface lets a browser page read (openapi.yaml `x-svc-exposed-headers`), as the
 * `Access-Control-Expose-Headers` value: RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Svc-Fault, X-Request-Id.
 * @public
 */
export const EXPOSED_HEADERS = "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Svc-Fault, X-Request-Id";

/**
 * The fixed headers of each path's CORS preflight answer (its `OPTIONS` operation), by path template, e.g.
 * `preflightHeaders['/v1/engage/chat']['Access-Control-Allow-Headers']`.
 * @public
 */
export const preflightHeaders = {
  "/v1/content/{siteId}/{collection}": {
    "Access-Control-Allow-Methods": "GET, OPTIONS",
    "Access-Control-Allow-Headers": "X-Api-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/content/{siteId}/{collection}/{slug}": {
    "Access-Control-Allow-Methods": "GET, OPTIONS",
    "Access-Control-Allow-Headers": "X-Api-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/engage/config": {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/engage/chat": {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/engage/conversations/{conversationId}": {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/engage/conversations/{conversationId}/stream": {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/engage/conversations/{conversationId}/rating": {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/engage/forms/{form}": {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  },
  "/v1/engage/support": {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin"
  }
} as const;

/**
 * Every error code the contract documents, by the HTTP status that carries it (openapi.yaml
 * `ErrorBody.code` `x-svc-codes`). New codes may be added; treat unknown codes by status.
 * @public
 */
export const errorCodes = {
  /** The codes of 400 answers. */
  400: ["FIELDS_REQUIRED","VALIDATION_FAILED","INVALID_LIMIT","INVALID_CURSOR","MESSAGE_REQUIRED","IDENTITY_REQUIRED","CONSENT_REQUIRED","REQUIRED_FIELDS_MISSING","FORM_NOT_CONFIGURED","NAME_AND_EMAIL_REQUIRED","WEBHOOK_NOT_CONFIGURED"],
  /** The codes of 401 answers. */
  401: ["MISSING_KEY","INVALID_KEY","MISSING_CREDENTIALS","INVALID_CREDENTIALS","IDENTITY_VERIFICATION_REQUIRED","INVALID_STREAM_TOKEN","ADMIN_TOKEN_REQUIRED"],
  /** The codes of 403 answers. */
  403: ["KEY_NOT_ALLOWED","SITE_NOT_ACTIVE","CORS_ORIGIN_DENIED","WRONG_SITE","ENVIRONMENT_MISMATCH","ORIGIN_NOT_ALLOWED","CONTENT_DISABLED","DRAFT_ACCESS_DENIED","SITE_NOT_FOUND","SITE_DISABLED","MODULE_DISABLED","IDENTITY_VERIFICATION_FAILED","FORBIDDEN","ADMIN_ORIGIN_DENIED","ADMIN_HOST_DENIED"],
  /** The codes of 404 answers. */
  404: ["NOT_FOUND"],
  /** The codes of 405 answers. */
  405: ["METHOD_NOT_ALLOWED"],
  /** The codes of 409 answers. */
  409: ["IDEMPOTENCY_CONFLICT","REVISION_CONFLICT","CONVERSATION_CLOSED","CONVERSATION_OPEN","ALREADY_RATED","WEBHOOK_NOT_CONFIGURED","COLLECTION_EXISTS","SCHEMA_INCOMPATIBLE","SLUG_TAKEN","NOT_PUBLISHED","INVALID_TRANSITION","KEY_EXISTS","KEY_IN_USE","WORLD_EXISTS","EXPECTATION_FAILED"],
  /** The codes of 413 answers. */
  413: ["PAYLOAD_TOO_LARGE"],
  /** The codes of 415 answers. */
  415: ["UNSUPPORTED_MEDIA_TYPE"],
  /** The codes of 429 answers. */
  429: ["RATE_LIMITED","TOO_MANY_STREAMS"],
  /** The codes of 503 answers. */
  503: ["KEY_VERIFICATION_UNAVAILABLE","ASSISTANT_UNAVAILABLE","STORAGE_UNAVAILABLE","UNAVAILABLE"],
} as const;

/** A status the contract documents error codes for. @public */
export type ErrorStatus = keyof typeof errorCodes;

/** The documented error codes of one status, e.g. `ErrorCodeOf<409>`. @public */
export type ErrorCodeOf<Status extends ErrorStatus> = (typeof errorCodes)[Status][number];

/** Every error code the contract documents. @public */
export type ErrorCode = ErrorCodeOf<ErrorStatus>;

/**
 * The codes that refuse a request as the caller's mistake (validation, a missing or wrong key, a media type or body
 * size), each with what to change (openapi.yaml `ErrorBody.code` `x-svc-caller-mistakes`). Business outcomes (409,
 * 429, a disabled site) are not among them. A path no operation has (404 `NOT_FOUND` with no operation) is a
 * caller's mistake too; its fix names the nearest operation.
 * @public
 */
export const callerMistakes: Readonly<Partial<Record<ErrorCode, string>>> = {
  "VALIDATION_FAILED": "change the properties named in fields to what openapi.yaml allows for this operation (type, length, format)",
  "FIELDS_REQUIRED": "send fields as an object with at least one value",
  "INVALID_LIMIT": "send limit as a whole number within the operation's bounds, or leave it out",
  "INVALID_CURSOR": "send the cursor or page token of the previous page exactly as it came, or none for the first page",
  "MESSAGE_REQUIRED": "send a non-empty message",
  "IDENTITY_REQUIRED": "send what the message names (the visitor's email, or the X-Identity-Sub header)",
  "CONSENT_REQUIRED": "send consent true once the visitor has agreed, as the site's consent setting requires",
  "REQUIRED_FIELDS_MISSING": "send every field the form's policy requires (named in fields)",
  "FORM_NOT_CONFIGURED": "send a form id the site's forms policy configures, or turn strict mode off",
  "NAME_AND_EMAIL_REQUIRED": "send a name and a valid email",
  "MISSING_KEY": "send the key in the X-Api-Key header",
  "INVALID_KEY": "send a key the service issued and has not revoked, copied whole",
  "MISSING_CREDENTIALS": "send X-Portal-Key and X-Identity-Sub",
  "INVALID_CREDENTIALS": "send a portal key the service issued, with the X-Identity-Sub of a member",
  "KEY_NOT_ALLOWED": "use the key family of this interface (Content ck_, Form Capture sk_, Engage pk_)",
  "CORS_ORIGIN_DENIED": "call Form Capture from your server, never from a browser page",
  "METHOD_NOT_ALLOWED": "use one of the methods in the Allow header",
  "PAYLOAD_TOO_LARGE": "send a smaller body (at most 1 MiB unless the server was started with another --max-body-bytes)",
  "UNSUPPORTED_MEDIA_TYPE": "send the body as JSON with Content-Type application/json"
};

/**
 * The operations each injected fault kind can fire on, by kind (openapi.yaml `AdminFaultInput.kind`
 * `x-svc-fault-operations`); `'*'` for every operation. A fault naming another operation could never fire.
 * @public
 */
export const faultOperations = {
  "rate_limit": [
    "listContentEntries",
    "getContentEntry",
    "createCapture",
    "getEngageConfig",
    "sendChatMessage",
    "getConversation",
    "createConversationStream",
    "rateConversation",
    "submitManagedForm",
    "createSupportTicket"
  ],
  "key_verification_unavailable": [
    "listContentEntries",
    "getContentEntry",
    "createCapture",
    "getEngageConfig",
    "sendChatMessage",
    "getConversation",
    "createConversationStream",
    "rateConversation",
    "submitManagedForm",
    "createSupportTicket"
  ],
  "site_disabled": [
    "listContentEntries",
    "getContentEntry",
    "createCapture",
    "getEngageConfig",
    "sendChatMessage",
    "getConversation",
    "createConversationStream",
    "rateConversation",
    "submitManagedForm",
    "createSupportTicket"
  ],
  "origin_denied": [
    "listContentEntries",
    "getContentEntry",
    "createCapture",
    "getEngageConfig",
    "sendChatMessage",
    "getConversation",
    "createConversationStream",
    "rateConversation",
    "submitManagedForm",
    "createSupportTicket"
  ],
  "module_disabled": [
    "sendChatMessage",
    "getConversation",
    "createConversationStream",
    "rateConversation",
    "submitManagedForm",
    "createSupportTicket"
  ],
  "assistant_unavailable": [
    "sendChatMessage",
    "releaseSiteConversation"
  ],
  "agent_takeover": [
    "sendChatMessage"
  ],
  "notification_failure": [
    "createCapture",
    "adminTestCaptureSite",
    "adminRetryCaptureNotification",
    "adminReset"
  ],
  "webhook_failure": [
    "sendChatMessage",
    "rateConversation",
    "testSiteWebhook"
  ],
  "latency": "*"
} as const;
