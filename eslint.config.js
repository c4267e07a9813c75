import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/context-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        crypto: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        clearTimeout: 'readonly',
        setImmediate: 'readonly',
        Buffer: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-undef': 'off',
    },
  },
  {
    // platform/ is cross-cutting: it imports no module (a module's piece comes in as a dependency, like GuardDeps).
    // Tests may build module data.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message:
                'platform/ imports no module: pass what it needs in as a dependency (see GuardDeps in guard.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // a context reaches another only through its face (eslint/context-boundaries.js; docs/ARCHITECTURE.md)
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    plugins: { caduceus: boundaries },
    rules: { 'caduceus/context-boundaries': 'error' },
  },
);
