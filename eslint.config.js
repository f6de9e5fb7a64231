import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/src/db/migrations/**',
      'coverage/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by convention, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature never imports another feature's internals, only its public files (README.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // auth/session: who is signed in, without the account forms the index also offers.
              // <feature>/admin: its back-office tab, kept out of the index so that no public
              // page's chunks carry it.
              // <feature>/forms and <feature>/queries: its forms, or only its data hooks, kept
              // apart so that a page showing its content loads no form code.
              group: [
                '@/features/*/*',
                '!@/features/auth/session',
                '!@/features/*/admin',
                '!@/features/*/forms',
                '!@/features/*/queries',
              ],
              message: 'Import another feature through its public files only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // expect.any() and friends are typed `any`.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
