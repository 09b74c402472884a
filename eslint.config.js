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
  { ignores: ['**/dist/**', '**/node_modules/**', '**/temp/**', '**/generated/**', '**/coverage/**', '**/.tools/**', '**/.vitepress/cache/**'] },
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
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
