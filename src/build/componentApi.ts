/** Web-component API metadata (content/web-components.json, from the shared facts). */
export interface ComponentProp {
  name: string;
  attribute?: string;
  type: string;
  optional: boolean;
  default?: string;
}
export interface ComponentMeta {
  tag: string;
  props: ComponentProp[];
  methods: Array<{ name: string; signature: string }>;
  events: Array<{ name: string; detail: string }>;
}

const API_USE = /<ComponentApi\s+tag=["']([^"']+)["']\s*\/>/g;

/** The API metadata a page needs, found from its `<ComponentApi tag="…" />` uses. Unknown tags name the file. */
export function componentApiFor(body: string, file: string, metadata: ComponentMeta[]): ComponentMeta[] {
  const tags = [...new Set([...body.matchAll(API_USE)].map((match) => match[1]))];
  return tags.map((tag) => {
    const meta = metadata.find((candidate) => candidate.tag === tag);
    if (!meta) throw new Error(`${file}: <ComponentApi tag="${tag}" /> names a web component that is not in content/web-components.json`);
    return meta;
  });
}
