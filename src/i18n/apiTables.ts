import { catalogue } from "./catalogue";

/** Interface text of the API tables of a component page, a chunk of their own (see ./catalogue.ts). */
const messages = {
  "api.properties": "Properties van {tag}",
  "api.events": "Events van {tag}",
  "api.methods": "Methods van {tag}",
  "api.slots": "Slots van {tag}",
  "api.parts": "Shadow parts van {tag}",
  "api.cssProperties": "CSS custom properties van {tag}",
  "api.property": "Property en attribuut",
  "api.attributeIs": "attribuut",
  "api.noAttribute": "attribuut —, alleen als JavaScript-property te zetten",
  "api.type": "Type en standaardwaarde",
  "api.defaultIs": "standaard",
  "api.required": "Verplicht",
  "api.yes": "ja",
  "api.no": "nee",
  "api.event": "Event",
  "api.detail": "Detail",
  "api.signature": "Signatuur",
  "api.slot": "Slot",
  "api.defaultSlot": "standaard",
  "api.part": "Part",
  "api.cssProperty": "Custom property",
  "api.description": "Beschrijving",
  "api.deprecated": "deprecated",
  "api.componentDeprecated": "Deze release markeert {tag} als deprecated: het verdwijnt in een volgende major release.",
} as const;

export type ApiTableMessageId = keyof typeof messages;
export const apiTableText = catalogue(messages);
