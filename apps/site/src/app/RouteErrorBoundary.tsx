import { Component, type ReactNode } from 'react';
import { ErrorPageScreen } from './ErrorPageScreen';

interface Props {
  children: ReactNode;
  /** A new value (the next address) clears the error and renders the children again. */
  resetKey: string;
}

interface State {
  error: unknown;
  /** The key the error happened under. */
  failedAt: string | null;
}

/**
 * A screen's failure (its chunk did not arrive, or it threw while rendering): the error page that
 * offers a reload, in place of the screen. Going to another address tries again. React reports the
 * error to the console itself.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorPageScreen kind="chunk-load" />;
  }
}
