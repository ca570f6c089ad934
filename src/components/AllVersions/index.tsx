import React, { useCallback, useEffect, useState } from "react";
import { siteConfig } from "../../../site.config";
import { docsText } from "../../i18n/docs";
import { joinUrl } from "../../lib/paths";
import { loadVersions, releasesNewestFirst, type VersionEntry } from "../../lib/versions";
import { LoadState } from "../LoadState";

/** Every release, newest first, as `v{version}` links to the versions site. */
export function AllVersions() {
  const [state, setState] = useState<{ status: "loading" } | { status: "failed" } | { status: "loaded"; releases: VersionEntry[] }>({ status: "loading" });
  const load = useCallback(() => {
    setState({ status: "loading" });
    loadVersions(siteConfig.links.versionsSite).then(
      (entries) => setState({ status: "loaded", releases: releasesNewestFirst(entries) }),
      (error) => {
        console.error("Could not load the versions list:", error);
        setState({ status: "failed" });
      },
    );
  }, []);
  useEffect(load, [load]);
  if (state.status !== "loaded") return <LoadState failed={state.status === "failed"} onRetry={load} message={docsText("versions.failed")} />;
  return (
    <ul className="all-versions" aria-label={docsText("versions.allLabel")}>
      {state.releases.map((entry) => (
        <li key={entry.version}>
          <a href={joinUrl(siteConfig.links.versionsSite, entry.version)}>v{entry.version}</a>
        </li>
      ))}
    </ul>
  );
}
