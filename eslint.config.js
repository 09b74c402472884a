// Code lint: typescript-eslint's recommended rules, plus the boundaries the architecture sets.
import tseslint from 'typescript-eslint';

/** Node built-ins stay in node/ adapters. */
const nodeBuiltIns = { group: ['node:*'], message: 'Runtime-neutral code: Node built-ins only in node/ adapters.' };

/** Runtime-neutral code: no Node built-ins, no process, no Buffer. Node-only files are named node-*.ts or live in node/ folders. */
const neutral = {
  'no-restricted-imports': ['error', { patterns: [nodeBuiltIns] }],
  'no-restricted-globals': [
    'error',
    { name: 'process', message: 'Runtime-neutral code: no process outside node/ adapters.' },
    { name: 'Buffer', message: 'Runtime-neutral code: use Uint8Array and TextEncoder.' },
  ],
};

/**
 * One way to refuse: outside the HTTP layer (src/http/) a rule returns a `Refusal` and a route answers it with
 * `refuse` (http/validation.ts). `fail` and `failRetryable` are the HTTP layer's own.
 */
const failOnlyInHttp = {
  regex: '(^|/)http/errors\\.js$',
  importNames: ['fail', 'failRetryable'],
  message: 'Return a Refusal (http/validation.ts) and answer it with refuse(c, refusal): fail is for src/http/ only.',
};

/**
 * Nor does a helper outside src/http/ hand back a ready answer beside its value (`T | Response`, checked with
 * `instanceof Response`): it returns `T | Refusal`, told apart with `isRefusal`.
 */
const refusalsNotResponses = [
  { selector: 'ExportAllDeclaration', message: 'Public API discipline: explicit named exports, no export *.' },
  {
    selector: "BinaryExpression[operator='instanceof'][right.name='Response']",
    message: 'A rule or helper returns `T | Refusal`; tell them apart with isRefusal and answer with refuse (http/validation.ts).',
  },
  {
    // A handler's `Response | Promise<Response>` is not a rule's outcome.
    selector: "TSUnionType:not(:has(TSTypeReference[typeName.name='Promise'])) > TSTypeReference[typeName.name='Response']",
    message: 'Return `T | Refusal` rather than `T | Response`; the route answers the refusal with refuse (http/validation.ts).',
  },
];

/**
 * The reference server's rules take plain values and return plain outcomes, so they can be read, changed and tested
 * without HTTP; only the HTTP layer (src/http/ and the route files: routes.ts, *-routes.ts) speaks HTTP, reading a
 * request into a rule's inputs and writing its outcome as the answer. A request context outside that layer is a rule
 * that cannot be tested without a request.
 */
const noRequestContext = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'hono',
          importNames: ['Context'],
          message: 'Request contexts belong to the HTTP layer: src/http/, routes.ts, *-routes.ts.',
        },
      ],
      patterns: [
        nodeBuiltIns,
        {
          regex: '(^|/)http/env\\.js$',
          importNames: ['AppContext'],
          message: 'Rules take plain values: read the request in a route file (routes.ts, *-routes.ts) and pass the rule what it needs.',
        },
        failOnlyInHttp,
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/temp/**',
      '**/generated/**',
      '**/coverage/**',
      '**/.tools/**',
      '**/.vitepress/cache/**',
      // Built or fetched by docs:build (ignored by git too).
      'docs/public/**',
      'docs/.api-models/**',
      'docs/generated/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Public API discipline: explicit named exports, no export *.' },
      ],
    },
  },
  {
    // Typed lint where background work lives: a promise nobody awaits or handles is a lost error (or an unhandled
    // rejection that ends the process), and a promise where a plain value is expected is always truthy.
    // Package sources only (tests await what they test), so the typed pass stays short.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/*/src/**/*.test.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The server's Node files are outside its neutral tsconfig.json; tsconfig.node.json holds them all.
        project: ['packages/server/tsconfig.node.json', 'packages/*/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      ...Object.assign({}, ...tseslint.configs.recommendedTypeCheckedOnly.map((c) => c.rules ?? {})),
      // Off, each for its reason (the figures are the findings when the preset was turned on):
      // - 34 assertions TypeScript 6 (which typescript-eslint runs) finds unneeded where TypeScript 7 (pnpm typecheck)
      //   or the inference around them needs them; the rule's fix removed casts the code needs (a `.catch` fallback).
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // - 16 async functions without await: port implementations (geo, notifier, webhook sender, key verifier) are
      //   async to meet their interface, and a synchronous body behind it is the design.
      '@typescript-eslint/require-await': 'off',
      // - 19 methods passed as values (msw's setup and state, the widget's store, the server's ports) that do not use
      //   `this`; marking each `this: void` would change public signatures for nothing.
      '@typescript-eslint/unbound-method': 'off',
      // An abort passes on the signal's reason, and a caught error is rethrown as it came: not an Error by type.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      // Lists of allowed values are shown in messages as the list (`a,b,c`).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowArray: true }],
    },
  },
  {
    // The widget's JSX compiles to classic h() calls: h and Fragment are used by the JSX.
    files: ['**/*.tsx'],
    languageOptions: { parserOptions: { jsxPragma: 'h', jsxFragmentName: 'Fragment' } },
  },
  {
    files: ['packages/*/src/**/*.ts'],
    ignores: ['packages/*/src/**/node/**', 'packages/*/src/**/node-*.ts', 'packages/*/src/**/*.test.ts'],
    rules: neutral,
  },
  {
    // Every server file outside the HTTP layer (and the Node adapter) refuses through a Refusal; the block below adds
    // the request-context rule for the files that are not routes.
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/http/**',
      'packages/server/src/node/**',
      'packages/server/src/**/node-*.ts',
      'packages/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [nodeBuiltIns, failOnlyInHttp] }],
      'no-restricted-syntax': ['error', ...refusalsNotResponses],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/http/**',
      'packages/server/src/**/routes.ts',
      'packages/server/src/**/*-routes.ts',
      'packages/server/src/**/*.test.ts',
      'packages/server/src/node/**',
      'packages/server/src/**/node-*.ts',
    ],
    rules: noRequestContext,
  },
  {
    // Short functions and files in hand-written package sources: a function that does one thing fits on a screen, a
    // file holds one subject, and more than three positional parameters become an options object (named at the call).
    // Each exception is disabled in place with its reason.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/generated/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 3],
    },
  },
  {
    // CommonJS customers' files (the consumer matrix's fixtures, examples): require() is what they write.
    files: ['**/*.cjs', '**/*.cts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
