import React from "react";
import { siteConfig } from "@site-config";
import { docsText } from "../../../i18n/docs";
import { useLoader } from "../../../hooks/useLoader";
import { joinUrl } from "../../../lib/paths";
import { loadVersions, releasesNewestFirst } from "../../../lib/versions";
import { LoadState } from "../../../components/LoadState";

/** Every release, newest first, as `v{version}` links to the versions site. */
export function AllVersions() {
  const {
    status,
    value: releases,
    load,
  } = useLoader(() => loadVersions(siteConfig.links.versionsSite).then(releasesNewestFirst), {
    onMount: true,
    onError: (error) => console.error("Could not load the versions list:", error),
  });
  if (!releases) return <LoadState failed={status === "failed"} onRetry={load} message={docsText("versions.failed")} />;
  return (
    <ul className="all-versions" aria-label={docsText("versions.allLabel")}>
      {releases.map((entry) => (
        <li key={entry.version}>
          <a href={joinUrl(siteConfig.links.versionsSite, entry.version)}>v{entry.version}</a>
        </li>
      ))}
    </ul>
  );
}
