// Code lint: typescript-eslint's recommended rules, plus the boundaries the architecture sets.
import tseslint from 'typescript-eslint';

/** Runtime-neutral code: no Node built-ins, no process, no Buffer. Node-only files are named node-*.ts or live in node/ folders. */
const neutral = {
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['node:*'], message: 'Runtime-neutral code: Node built-ins only in node/ adapters.' }] },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'process', message: 'Runtime-neutral code: no process outside node/ adapters.' },
    { name: 'Buffer', message: 'Runtime-neutral code: use Uint8Array and TextEncoder.' },
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
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
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
    // CommonJS customers' files (the consumer matrix's fixtures, examples): require() is what they write.
    files: ['**/*.cjs', '**/*.cts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
