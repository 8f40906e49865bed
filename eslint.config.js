import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TYPED_FILES = ['packages/*/src/**/*.ts', 'apps/**/*.{ts,tsx}', 'e2e/**/*.ts'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** Server: a module reaches another module only through its entry file (modules/<m>/index.ts), never its files. */
const serverEntryPattern = {
  regex: '^\\.\\./[a-z-]+/(?!index\\.js$)',
  message: '模块之间只能通过对方的 index.ts 引用（服务、仓储、路由与内部文件不对外）。',
};
/** A table file keeps its foreign-key imports of other modules' table files. */
const serverTablePattern = {
  regex: '^\\.\\./[a-z-]+/(?!index\\.js$|[a-z-]+\\.table\\.js$)',
  message: '表文件只能引用其他模块的 *.table 文件（外键）或其 index.ts。',
};

/**
 * A web feature's file `depth` folders below the feature root imports its own feature relatively and everything else
 * through `@/`; it may neither climb out of the feature nor reach another feature through the alias.
 */
function featureBoundary(depth) {
  const inFeature = ['apps/web/src/features/*', ...Array(depth).fill('*'), '*.{ts,tsx}'].join('/');
  const message = '功能模块不能引用另一个功能模块：共用的放到 lib/ 或 components/，组合放到 app/。';
  return {
    files: [inFeature],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\.\\./){${depth + 1}}`, message: `${message}（本模块外的文件用 @/ 引用）` },
            { regex: '^@/features/', message },
            // app/ composes the features (router, shell, route table): a feature importing it back ties the two in a circle.
            { regex: '^@/app/', message: '功能模块不能引用 app/：app/ 组合各功能模块，共用的放到 lib/ 或 components/。' },
          ],
        },
      ],
    },
  };
}

/**
 * A call's URL is written once, in its definition in packages/domain: the server serves the definition, the web and
 * the tests call it (callApi/useCall/callOf, or its `url`), so a URL elsewhere is a second copy that can drift.
 */
const CALL_URL_MESSAGE = '接口地址只写在 packages/domain 的调用定义中：用调用定义（callApi / useCall / callOf，或它的 url）。';
const CALL_URL_LITERALS = [
  { selector: 'Literal[value=/^\\/api\\//]', message: CALL_URL_MESSAGE },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]', message: CALL_URL_MESSAGE },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', 'apps/server/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware: a promise nobody awaits or catches (the live channel crash) fails the lint, not production.
    files: TYPED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Import boundaries. Web: features import neither each other nor app/; lib/ and components/ serve everyone and import
  // neither features nor app/ (tests may assemble across them).
  featureBoundary(0),
  featureBoundary(1),
  featureBoundary(2),
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@/|(\\.\\./)+)(features|app)/', message: 'lib/ 与 components/ 不能引用 features/ 或 app/。' }] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['scripts/lint-rules.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CALL_URL_LITERALS] },
  },
  {
    // The web's calls type requests and replies from the server's schemas (z.infer / z.input of packages/domain), never
    // by hand: a reply shape written here drifts from what the server sends. Aliases and re-exports of those types are fine.
    files: ['apps/web/src/features/*/api/**/*.{ts,tsx}', 'apps/web/src/lib/iot-data/get-*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TSInterfaceDeclaration', 'TSTypeAliasDeclaration TSTypeLiteral', 'TSTypeAliasDeclaration > TSUnionType:has(> TSLiteralType)', 'CallExpression > TSTypeParameterInstantiation TSTypeLiteral', 'TSAsExpression TSTypeLiteral'].map(
          (selector) => ({ selector, message: '接口文件不手写请求/响应类型：用 packages/domain 中 schema 的 z.infer / z.input（或 lib/request 的 BodyOf、ListBody、FacBody、OkReply、DataReply）。' }),
        ),
        ...CALL_URL_LITERALS,
      ],
    },
  },
  {
    // Server: a module reaches another module only through its entry (index.ts); a module's tests likewise.
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['apps/server/src/modules/*/*.table.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverEntryPattern] }] },
  },
  {
    files: ['apps/server/src/modules/*/*.table.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverTablePattern] }] },
  },
);
