import { catalogue } from "./catalogue";

/** Interface text of the live examples, a chunk of their own (see ./catalogue.ts). */
const messages = {
  "example.implementations": "Implementatie van het voorbeeld {variant}",
  "example.title": "Voorbeeld van {component}, variant {variant}, in {implementation}",
  "example.failed": "Dit voorbeeld kon niet worden geladen.",
  "example.playground": "Open in de playground",
} as const;

export const exampleText = catalogue(messages);
