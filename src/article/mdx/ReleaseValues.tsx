import React from "react";
import { siteConfig } from "@site-config";
import { releaseGraphics, releaseVariables } from "../shared/releaseData";
import { articleText } from "../../i18n/article";
import { ScrollableTable } from "../../components/ScrollableTable";
import {
  DEFAULT_BACKGROUNDS,
  LIGHT_BACKGROUND,
  colourRow,
  contrastFigure,
  dutchValue,
  galleryGraphics,
  graphicUrl,
  namesOf,
  requireColour,
  requireValue,
  scaleRows,
  shownSize,
  shownValue,
  typeRows,
  viewports,
} from "../shared/releaseValues";
import * as styles from "./styles.module.css";

/*
 * The MDX components that show the release's own values (content/release/, written by the sync), so
 * no figure on a guideline page is typed by hand. Server HTML only, like the rest of the article:
 * the swatches and scales are SVG with presentation attributes, which the Content-Security-Policy
 * does not govern, as it would a style attribute. The check before the build names the file and line
 * of a name the release lacks (plugins/content-model/preflight.ts); the errors here are for `npm run develop`.
 */
const { modules } = releaseVariables;
const { version, graphics } = releaseGraphics;

const code = (name: string) => <code>${name}</code>;

/** A `<Note name="…">` inside a table or gallery: the author's words for one row, by its name. */
export function Note({ children }: { name: string; children?: React.ReactNode }) {
  return <>{children}</>;
}

/** The notes among `children`, also inside the paragraph MDX puts them in when no blank line parts them. */
function notesOf(children: React.ReactNode, notes = new Map<string, React.ReactNode>()): Map<string, React.ReactNode> {
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement<{ name?: string; children?: React.ReactNode }>(child)) return;
    if (child.type === Note) notes.set(child.props.name!, child.props.children);
    else notesOf(child.props.children, notes);
  });
  return notes;
}

/** A colour as a filled square with a border in the text colour, kept in forced colours (styles.swatch). */
function Swatch({ hex, label }: { hex: string; label?: string }) {
  return (
    <svg
      className={styles.swatch}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <rect x="0.5" y="0.5" width="23" height="23" rx="3" fill={hex} stroke="currentColor" />
    </svg>
  );
}

/** `$grijs-90` with its swatch, hex and contrast on white, in running text. */
export function Colour({ name }: { name: string }) {
  const row = colourRow(modules, name, [LIGHT_BACKGROUND]);
  return (
    <span className={styles.inlineColour}>
      <Swatch hex={row.hex} />
      {code(name)} ({articleText("colours.inline", { hex: row.hex, ratio: row.contrasts[0].text })})
    </span>
  );
}

/** The contrast of one colour of the release on another: `4,0:1`. */
export function Contrast({ of, on }: { of: string; on: string }) {
  return <>{contrastFigure(requireColour(modules, of), requireColour(modules, on)).text}</>;
}

/** One variable's value: `480px`, `1,25`, with `px` also `2rem (32px)`. */
export function Value({ name, px }: { name: string; px?: boolean }) {
  const value = requireValue(modules, name);
  return <>{px ? shownValue(value) : dutchValue(value)}</>;
}

/**
 * A table of colours: swatch and name, hex, the contrast on each background of `on` (white and the
 * darkest background unless the page names others) with what that contrast allows, and the
 * author's notes (`<Note name="…">`) under the heading `notes`.
 */
export function ColourTable({
  colours,
  on,
  notes: notesHeading,
  children,
}: {
  colours: string;
  on?: string;
  notes?: string;
  children?: React.ReactNode;
}) {
  const notes = notesOf(children);
  const backgrounds = on ? namesOf(on) : DEFAULT_BACKGROUNDS;
  return (
    <ScrollableTable className={styles.releaseTable}>
      <thead>
        <tr>
          <th scope="col">{articleText("colours.colour")}</th>
          <th scope="col">{articleText("colours.hex")}</th>
          {backgrounds.map((background) => (
            <th scope="col" key={background}>
              {articleText("colours.contrastWith")} {code(background)}
            </th>
          ))}
          {notesHeading && <th scope="col">{notesHeading}</th>}
        </tr>
      </thead>
      <tbody>
        {namesOf(colours).map((name) => {
          const row = colourRow(modules, name, backgrounds);
          const first = row.contrasts[0];
          return (
            <tr key={name}>
              <th scope="row">
                <span className={styles.inlineColour}>
                  <Swatch
                    hex={row.hex}
                    label={articleText("colours.swatch", {
                      name: `$${name}`,
                      hex: row.hex,
                      ratio: first.text,
                      background: `$${first.background}`,
                    })}
                  />
                  {code(name)}
                </span>
              </th>
              <td>
                <code>{row.hex}</code>
              </td>
              {row.contrasts.map((figure) => (
                <td key={figure.background}>
                  {figure.text}{" "}
                  <span className={styles.verdictLabel}>{articleText(`colours.verdict.${figure.verdict}`)}</span>
                </td>
              ))}
              {notesHeading && <td>{notes.get(name)}</td>}
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** Spacing steps at their real size: name, value, rem twin, the given other names of that size, and a bar. */
export function SpacingScale({
  names,
  others,
  notes: notesHeading,
  children,
}: {
  names: string;
  others?: string;
  notes?: string;
  children?: React.ReactNode;
}) {
  const notes = notesOf(children);
  return (
    <ScrollableTable className={styles.releaseTable}>
      <thead>
        <tr>
          <th scope="col">{articleText("scale.variable")}</th>
          <th scope="col">{articleText("scale.value")}</th>
          <th scope="col">{articleText("scale.rem")}</th>
          {others && <th scope="col">{articleText("scale.sameAs")}</th>}
          <th scope="col">{articleText("scale.drawn")}</th>
          {notesHeading && <th scope="col">{notesHeading}</th>}
        </tr>
      </thead>
      <tbody>
        {scaleRows(modules, namesOf(names), namesOf(others)).map((row) => (
          <tr key={row.name}>
            <th scope="row">{code(row.name)}</th>
            <td>{shownValue(row.value)}</td>
            <td>
              {row.rem && (
                <>
                  {code(row.rem.name)}: {dutchValue(row.rem.value)}
                </>
              )}
            </td>
            {others && (
              <td>
                {row.sameAs.map((name, index) => (
                  <React.Fragment key={name}>
                    {index > 0 && ", "}
                    {code(name)}
                  </React.Fragment>
                ))}
              </td>
            )}
            <td>
              <svg className={styles.bar} width={row.px} height="16" aria-hidden="true">
                <rect width={row.px} height="16" fill="currentColor" />
              </svg>
            </td>
            {notesHeading && <td>{notes.get(row.name)}</td>}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** The widest width the viewport drawing shows; the widest viewport runs on to its edge. */
const DRAWN_WIDTH = 1400;

/** The grid's viewports from the breakpoints, with their column classes, container widths and a bar drawn to scale. */
export function Breakpoints() {
  const rows = viewports(modules);
  return (
    <ScrollableTable className={styles.releaseTable}>
      <thead>
        <tr>
          <th scope="col">{articleText("viewports.viewport")}</th>
          <th scope="col">{articleText("viewports.from")}</th>
          <th scope="col">{articleText("viewports.to")}</th>
          <th scope="col">{articleText("viewports.container")}</th>
          <th scope="col">{articleText("viewports.classes")}</th>
          <th scope="col">{articleText("viewports.drawn", { max: DRAWN_WIDTH })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.size}>
            <th scope="row">{articleText(`viewports.${row.size}` as "viewports.xs")}</th>
            <td>{row.from}px</td>
            <td>{row.to === undefined ? "" : `${row.to}px`}</td>
            <td>
              {row.container === undefined || row.container === "auto"
                ? articleText("viewports.fullWidth")
                : shownValue(row.container)}
            </td>
            <td>
              <code>col-{row.size}-*</code>
            </td>
            <td>
              <svg
                className={styles.range}
                viewBox={`0 0 ${DRAWN_WIDTH} 16`}
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <rect x="0" y="7" width={DRAWN_WIDTH} height="2" fill="currentColor" opacity="0.4" />
                <rect
                  x={row.from}
                  y="0"
                  width={(row.to === undefined ? DRAWN_WIDTH : row.to + 1) - row.from}
                  height="16"
                  fill="currentColor"
                />
              </svg>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** Each font size set in Asap at its size and line height, two lines, with its figures. */
export function TypeScale({ sizes }: { sizes: string }) {
  return (
    <ul className={styles.typeScale}>
      {typeRows(modules, namesOf(sizes)).map((row) => {
        const lineHeight = Number(row.lineHeightValue) * row.px;
        return (
          <li key={row.size}>
            <p className={styles.typeFigures}>
              {code(row.size)} {shownValue(row.sizeValue)}, {articleText("type.lineHeight")} {code(row.lineHeight)}{" "}
              {shownValue(row.lineHeightValue)}
            </p>
            {/* SVG text keeps its size at any width and needs no style attribute; the samples fit 288 px at 32px. */}
            <svg
              className={styles.specimen}
              width="100%"
              height={Math.ceil(lineHeight * 2)}
              role="img"
              aria-label={articleText("type.specimen", { size: shownValue(row.sizeValue) })}
            >
              <text fontFamily="Asap, sans-serif" fontSize={row.px} fill="currentColor">
                <tspan x="0" y={Math.round((lineHeight - row.px) / 2 + row.px * 0.8)}>
                  {articleText("type.sampleFirst")}
                </tspan>
                <tspan x="0" dy={lineHeight}>
                  {articleText("type.sampleSecond")}
                </tspan>
              </text>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The release's illustrations from the design system's CDN, with their names and the author's notes:
 * `files` for only these, `exclude` for all others. Lazily loaded, with their size, in a frame that
 * keeps their space and shows the name when a file does not load.
 */
export function Illustrations({
  files,
  exclude,
  size = 96,
  children,
}: {
  files?: string;
  exclude?: string;
  size?: number;
  children?: React.ReactNode;
}) {
  const notes = notesOf(children);
  return (
    <ul className={styles.gallery}>
      {galleryGraphics(graphics, namesOf(files), namesOf(exclude)).map((graphic) => {
        const shown = shownSize(graphic, size);
        return (
          <li key={graphic.file}>
            <figure className={styles.graphic}>
              <span className={styles.graphicFrame}>
                {/* The frame's size, also when the file does not load: a box of the drawing's proportions. */}
                <svg
                  className={styles.graphicSpace}
                  width={shown.width}
                  height={shown.height}
                  viewBox={`0 0 ${shown.width} ${shown.height}`}
                  aria-hidden="true"
                />
                <img
                  src={graphicUrl(siteConfig.links.cdnFiles, version, graphic.file)}
                  alt=""
                  width={shown.width}
                  height={shown.height}
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <figcaption>
                {notes.get(graphic.file) && <span className={styles.graphicNote}>{notes.get(graphic.file)}</span>}
                <code>{graphic.file}</code>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
