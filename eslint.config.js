import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'storybook-static/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
      'bench-results/**',
      'packages/site/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Limits that count by address and lastLogInIp read one value, which applies TRUST_PROXY the same way for all.
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['ip', 'ips'].map((property) => ({
          object: 'request',
          property,
          message: 'Read the client address with clientAddress(request) from lib/clientAddress.ts.',
        })),
      ],
    },
  },
  {
    files: ['packages/{ui,site}/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
);
