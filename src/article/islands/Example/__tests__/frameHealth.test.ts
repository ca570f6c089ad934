import { frameContentHeight, outOfFlowElements } from "../frameHealth";
import { frameState } from "../frameState";

/** A same-origin frame whose document the test writes, as a story's would be. */
function frameWith(body: string, bodyClass = ""): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const story = frame.contentDocument!;
  story.body.innerHTML = body;
  story.body.className = bodyClass;
  return frame;
}

afterEach(() => document.body.replaceChildren());

describe("what a story frame shows", () => {
  it("is its story once Storybook marks the body so, and while it has no marks at all", () => {
    expect(frameState(frameWith("<p>story</p>", "sb-show-main"))).toBe("shown");
    expect(frameState(frameWith("<p>plain page</p>"))).toBe("shown");
  });

  it("is still being prepared while Storybook says so", () => {
    expect(frameState(frameWith("", "sb-show-preparing-story"))).toBe("preparing");
  });

  it("is a failure when Storybook shows its error display or has no preview", () => {
    expect(frameState(frameWith("<pre>Couldn't find story</pre>", "sb-show-errordisplay"))).toBe("failed");
    expect(frameState(frameWith("", "sb-show-nopreview"))).toBe("failed");
  });
});

describe("what a story draws out of flow", () => {
  it("finds open dialogs and positioned boxes, also inside shadow roots, and not hidden ones", () => {
    const frame = frameWith(
      '<div id="host"></div><div style="position:absolute">tip</div><div style="position:fixed;display:none">gone</div><dialog>closed</dialog>',
    );
    const story = frame.contentDocument!;
    const dialog = story.createElement("dialog");
    dialog.setAttribute("open", "");
    story.getElementById("host")!.attachShadow({ mode: "open" }).append(dialog);
    expect(outOfFlowElements(story).map((element) => element.textContent || element.tagName)).toEqual([
      "DIALOG",
      "tip",
    ]);
  });

  it("counts an open dialog in the height the story needs, and says so", () => {
    const frame = frameWith('<dialog open style="display:block">modal</dialog>');
    expect(frameContentHeight(frame)).toMatchObject({ height: expect.any(Number), overlay: true });
    expect(frameContentHeight(frameWith("<p>plain</p>"))?.overlay).toBe(false);
  });
});
