export type LabelText = string;
