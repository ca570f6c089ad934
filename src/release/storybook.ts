import { z } from "zod";
import { schemaProblem } from "./inputError";

/** Storybook's index.json (Storybook 7 and later): an entry per story and per docs page. */
const indexJson = z.object({
  v: z.number(),
  entries: z.record(z.string(), z.object({ id: z.string(), type: z.enum(["story", "docs"]) })),
});

/** The ids of the stories (not the docs pages) of one built Storybook, sorted. */
export function storyIdsOf(json: unknown, file: string): string[] {
  const parsed = indexJson.safeParse(json);
  if (!parsed.success) throw schemaProblem(file, "a Storybook index.json (v and entries)", parsed.error);
  return Object.values(parsed.data.entries)
    .filter((entry) => entry.type === "story")
    .map((entry) => entry.id)
    .sort();
}
