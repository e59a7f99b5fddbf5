// One lint config for every workspace. Areas are matched by globs, not a list of packages, so a new
// workspace is covered as soon as it exists: any `*-ui/` folder is a browser app, everything else is Node.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', 'shared-dto/src/generated/', '**/dist-server/', '**/coverage/', 'data/', 'tmp/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: globals.node },
    rules: {
      // `_`-prefixed names mark what a signature or a destructuring must take but does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  {
    files: ['*-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The plugin ships these as warnings; here a finding is fixed or the lint fails.
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
      // autoFocus is used only to move focus into the field the user's own step just showed (the login
      // form, the next login step, an inline rename); the rule cannot tell that from a page stealing focus.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  // Vite and Vitest configs run in Node.
  { files: ['*-ui/vite*.config.ts'], languageOptions: { globals: globals.node } },

  // Jest (test/api, shared-dto) and Vitest (UI component tests) globals; the globals merge with the above.
  {
    files: ['test/**/*.ts', '**/*.spec.{ts,tsx}', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.vitest } },
  },

  // CommonJS config files (jest.config.js).
  { files: ['**/*.{js,cjs}'], languageOptions: { sourceType: 'commonjs' } },
  // Plain scripts a UI serves as they are (public-ui/public/after-paint.js).
  { files: ['*-ui/public/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
);
