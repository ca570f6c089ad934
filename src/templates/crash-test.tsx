import React, { useState } from "react";
import * as styles from "./crash-test.module.css";

/**
 * Test-only page (built only with GATSBY_TEST_PAGES=true, never in production):
 * a component that throws an error with a cause chain when asked, so the browser
 * tests can see the crash page and its recovery.
 */
function Bomb(): never {
  throw new Error("De testcomponent is ontploft", {
    cause: new Error("De gegevens ontbreken", { cause: new Error("Netwerkfout") }),
  });
}

export default function CrashTest() {
  const [armed, setArmed] = useState(false);
  return (
    <div className={styles.page}>
      <h1>Crashtest</h1>
      <button type="button" onClick={() => setArmed(true)}>
        Laat crashen
      </button>
      {armed && <Bomb />}
    </div>
  );
}

export function Head() {
  return (
    <>
      <title>Crashtest | DSO Toolkit</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
