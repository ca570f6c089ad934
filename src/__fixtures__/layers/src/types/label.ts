import type { LabelText } from "../lib/label";
export type Label = LabelText;
