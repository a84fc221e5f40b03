import { Component, type ReactNode } from 'react';
import { ErrorPageScreen } from './ErrorPageScreen';

interface Props {
  children: ReactNode;
  /** A new value (the next address) clears the error and renders the children again. */
  resetKey: string;
}

interface State {
  error: unknown;
  /** The key of the children on view: a new one clears the error. */
  key: string | null;
}

/**
 * A screen's failure (its chunk did not arrive, or it threw while rendering): the error page that
 * offers a reload, in place of the screen. Going to another address tries again. React reports the
 * error to the console itself.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, error: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorPageScreen kind="chunk-load" />;
  }
}
