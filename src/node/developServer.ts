/**
 * `gatsby develop` has no playground. Its frame addresses on the development server's own host
 * (links.playgroundFrames in site.config.ts) get a short 404, so each example shows its failure
 * state at once, instead of the development app's own 404 page, which loads the whole app into
 * every frame and slows the server's hot reload while an author writes.
 */
export function playgroundFramePath(frames: string): RegExp | undefined {
  if (!frames.startsWith("/")) return undefined;
  const path = frames.split("?")[0];
  const pattern = path
    .split(/\{[a-z]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${pattern}$`);
}

export interface Response {
  status: (code: number) => Response;
  type: (type: string) => Response;
  send: (body: string) => void;
}
export type Handler = (request: { path: string }, response: Response, next: () => void) => void;

export const NO_PLAYGROUND =
  'The development server has no playground (docs/operators.md, "Versions of the site and the playground").';

/** developMiddleware of gatsby-config.ts. */
export function answerPlaygroundFrames(frames: string) {
  const framePath = playgroundFramePath(frames);
  // The part of the development server's express app that this uses.
  return (app: { use: (handler: Handler) => void }) =>
    app.use((request, response, next) => {
      if (framePath?.test(request.path)) response.status(404).type("text/plain").send(NO_PLAYGROUND);
      else next();
    });
}
