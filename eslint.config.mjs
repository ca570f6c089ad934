// ESLint flat config. Run with `npm run lint`; `npm test` runs it too, with no warnings allowed.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Constants that webpack's DefinePlugin puts into the bundles: Gatsby's __PATH_PREFIX__ and
// ours from src/node/webpackHook.ts. Their types are in src/types/globals.d.ts.
const definedConstants = {
  __PATH_PREFIX__: "readonly",
  __PREFETCHED_SCRIPTS__: "readonly",
  __BROWSER_BUILD__: "readonly",
};

// Hooks that give a component state or an effect, which an MDX component may not use (below).
const mdxStatefulHooks = [
  "useState",
  "useReducer",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useSyncExternalStore",
  "useTransition",
  "useDeferredValue",
  "useOptimistic",
  "useActionState",
  "useImperativeHandle",
];
const MDX_BEHAVIOUR =
  "MDX components run only on the server and in develop: state, effects and event handlers do nothing on the built site. Make the part an island (src/article/islands/islands.tsx).";

// Code that runs in Node: the Gatsby build (config, node APIs, src/node, the features' build folders),
// the command-line scripts, the benchmark and the tools' own config files.
const nodeFiles = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "site.config.ts",
  "playwright.config.ts",
  "src/node/**",
  "src/*/build/**",
  "plugins/**",
  "scripts/**",
  "bench/**",
  "__mocks__/**",
  "*.js",
  "*.cjs",
  "*.mjs",
];

export default defineConfig([
  {
    // Build output, caches and generated files.
    ignores: [
      "public/",
      ".cache/",
      "bench/out/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      "src/gatsby-types.d.ts",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The code leaves out properties by destructuring them next to a rest element
      // (`const { children: _text, ...props } = ...`); the left-out names are unused on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },

  {
    // The site's runtime code: React in the browser (and in Gatsby's server-side rendering).
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    ignores: ["src/node/**", "src/*/build/**"],
    extends: [react.configs.flat.recommended, reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser, ...definedConstants } },
    settings: { react: { version: "detect" } },
    rules: {
      // Not react.configs.flat["jsx-runtime"]: the site compiles JSX with the classic runtime
      // (tsconfig.json "jsx": "react" and Gatsby's default), so every file with JSX imports React.
      // That config would call those imports unused, and removing them breaks the build.

      // Props are typed with TypeScript; propTypes would repeat the types at runtime.
      "react/prop-types": "off",

      // react-hooks 7 adds the React Compiler's checks to its recommended set. The site is not
      // built with the compiler, but most of these checks catch real render bugs (mutating props
      // or state, reading refs or impure values while rendering, assigning module variables),
      // so they stay on. This one is off: every page is rendered on the server and hydrated, so
      // a value only the browser knows (location, localStorage, navigator) has to start as the
      // server rendered it and be set in an effect after hydration, which is what it reports.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // The MDX components run only on the server and in `npm run develop`: a built page's browser
    // gets their HTML, not their code (docs/developers.md, "Code"). State, an effect or an event handler in
    // them would work in develop and do nothing on the built site. A part with behaviour is an
    // island (src/article/islands/islands.tsx).
    files: ["src/article/mdx/**/*.{ts,tsx}"],
    ignores: ["src/article/mdx/**/__tests__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: [...mdxStatefulHooks],
              message: MDX_BEHAVIOUR,
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `MemberExpression[property.name=/^(${mdxStatefulHooks.join("|")})$/]`,
          message: MDX_BEHAVIOUR,
        },
        {
          selector: "JSXAttribute[name.name=/^on[A-Z]/]",
          message: MDX_BEHAVIOUR,
        },
      ],
    },
  },
  {
    // The search runs in a web worker.
    files: ["src/search/worker/**"],
    ignores: ["src/search/worker/__tests__/**"],
    languageOptions: { globals: globals.worker },
  },
  {
    files: nodeFiles,
    languageOptions: { globals: globals.node },
  },
  {
    // The .js files are CommonJS (Babel, Jest and benchmark modules that Jest loads with require), as
    // is dependency-cruiser's configuration.
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Jest: unit tests run in jsdom, so they also see the browser's globals.
    files: ["**/__tests__/**", "**/__mocks__/**", "checks/**", "jest-setup.js"],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node, ...definedConstants } },
  },
  {
    // Playwright: the specs and the benchmark's search run in Node, and the callbacks they pass
    // to page.evaluate run in the page.
    files: ["e2e/**", "bench/lib/search.ts"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // A Playwright fixture that uses no other fixture still has to take `{}`: Playwright reads
    // the fixtures a function needs from its destructured first parameter.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
]);
