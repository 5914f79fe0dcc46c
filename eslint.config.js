import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const VALTIO_SNAPSHOT = {
  name: 'valtio',
  importNames: ['useSnapshot'],
  message:
    "Use useSnapshot from runtime/app/stores/use-snapshot.ts: valtio's sends React's sliced renders to blocking ones when an unrelated part of the store changes.",
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      '.navigator',
      'schemas/generated',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [VALTIO_SNAPSHOT],
        },
      ],
    },
  },
  {
    // The widget SDK boundary (docs/widgets.md): a widget type imports the app only through
    // runtime/widget-sdk, so the app's internals can change without breaking widgets.
    // tests/repo/widget-boundary.test.ts checks the same rule on resolved paths.
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [VALTIO_SNAPSHOT],
          patterns: [
            {
              regex: '(^|/)(runtime/app|builder|server|app)(/|$)',
              message:
                'Widgets import the app only through runtime/widget-sdk (see docs/widgets.md); add what you need there.',
            },
          ],
        },
      ],
    },
  },
  {
    // The other side of the boundary: the app knows widget types only through the registries.
    files: ['runtime/**/*.{ts,tsx}', 'builder/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [VALTIO_SNAPSHOT],
          patterns: [
            {
              regex: '^(\\.\\./)+widgets/(?!registry(-core|-prefetch)?\\.ts$)',
              message:
                'The app knows widget types only through widgets/registry.ts (registry-core.ts, and registry-prefetch.ts for code hooks).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
