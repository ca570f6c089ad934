/**
 * html-validate over every built page (`npm run test:html`): the recommended
 * rule set, with these exceptions. Most concern how React's server renderer
 * writes markup that is valid HTML, only in another style than the rule prefers.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (`<link/>`, `<input/>`); both forms are valid HTML.
    "void-style": "off",
    // React writes boolean attributes as `hidden=""` and `disabled=""`; valid HTML.
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    // Attribute names are case-insensitive in HTML; React writes them as spelled in JSX (`charSet`, `dateTime`).
    "attr-case": "off",
    // HTML allows any id without spaces: Gatsby's root `___gatsby`, React's useId `:R1:`, heading slugs such as `1-changelog`.
    "valid-id": ["error", { relaxed: true }],
    // The components overview's filter form filters as you type: there is nothing to submit, and nothing changes context.
    "wcag/h32": "off",
  },
};
