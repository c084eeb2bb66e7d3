// The root error boundary (anything the routes' own boundaries did not catch, e.g. in the auth provider)
// and the per-route error element react-router renders when a screen throws.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { browserErrorActions } from './error-actions';
import { ErrorScreen, type ErrorScreenActions } from './error-screen';

interface RootProps {
  children: ReactNode;
  actions?: ErrorScreenActions;
}

export class RootErrorBoundary extends Component<RootProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error:', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorScreen error={this.state.error} actions={this.props.actions ?? browserErrorActions} />;
  }
}

/** A route's errorElement: the same screen, with Back to Dashboard as an in-app navigation. */
export function RouteErrorScreen({ actions }: { actions?: ErrorScreenActions }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const base = actions ?? browserErrorActions;
  return <ErrorScreen error={error} actions={{ ...base, goHome: () => void navigate('/') }} />;
}
