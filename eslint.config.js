// ESLint 9 flat config: typescript-eslint strict, React hooks rules and jsx-a11y on the whole tree.
// Formatting is Prettier's job (.prettierrc.json); no rule here touches layout.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/', // the root site's build, and a site folder's own (SITE_DIR=examples/… npm run build)
      '.e2e/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.outbox/',
      // The office's builds (the editor app, the renderer) and its data folder.
      'office/.build/',
      '.office/',
      // Broken on purpose.
      'tests/fixtures/',
      // Written by `npm run gen`; the generator is linted instead.
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use (tsc's noUnusedParameters agrees).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Unstyled lists keep role="list": Safari drops the list semantics of `list-style: none`.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
      // Matching control characters is the point of the URL, path and log-line sanitisers.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests use non-null assertions on what they have just checked.
    files: ['tests/**', '{src,editor}/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
