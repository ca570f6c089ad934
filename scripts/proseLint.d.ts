export interface ProseMessage {
  ruleId: string;
  message: string;
  line: number;
  column: number;
  severity: number;
}
export interface ProseResult {
  filePath: string;
  messages: ProseMessage[];
}
export interface ProseLinter {
  lintFiles(filesOrGlobs: string[]): Promise<ProseResult[]>;
  lintText(text: string, filePath: string): Promise<ProseResult>;
}
export const HOUSE_RULES: string[];
export const RULES_DIR: string;
export function createProseLinter(root?: string): Promise<ProseLinter>;
export function lintApiDescriptions(linter: ProseLinter, jsonText: string, filePath: string): Promise<ProseResult>;
