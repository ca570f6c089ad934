export interface ApiDescription {
  tag: string;
  kind: "props" | "events" | "methods" | "slots" | "parts" | "cssProperties";
  name: string;
  description: string;
  line: number;
  column: number;
}
export const KINDS: ApiDescription["kind"][];
export function apiDescriptions(jsonText: string): ApiDescription[];
export function spellCheckText(description: string): string;
