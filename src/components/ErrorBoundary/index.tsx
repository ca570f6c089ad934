import React from "react";
import { shellText } from "../../i18n/shell";
import { errorChain } from "../../lib/errorChain";
import * as styles from "./styles.module.css";

interface State {
  error: unknown;
  hasError: boolean;
}

/** Shows the crash page instead of a blank screen; "Probeer opnieuw" clears the error and renders again. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown) {
    console.error("A page crashed:", error);
  }

  reset = () => this.setState({ error: undefined, hasError: false });

  render() {
    if (!this.state.hasError) return this.props.children;
    return <CrashPage error={this.state.error} onRetry={this.reset} />;
  }
}

export function CrashPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [first, ...causes] = errorChain(error);
  return (
    <div className={styles.crash} role="alert">
      <h1>{shellText("error.title")}</h1>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {shellText("error.tryAgain")}
      </button>
      <div className={styles.chain}>
        <p>{first}</p>
        {causes.map((message, index) => (
          <p key={index}>
            <strong>{shellText("error.cause")}</strong> {message}
          </p>
        ))}
      </div>
    </div>
  );
}
