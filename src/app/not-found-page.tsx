import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../components/ui/native-button';

/** Any unknown path (docs/spec.md §2): 'Oops! Page not found' and a way home; the attempted path is logged. */
export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="outline-none flex min-h-screen items-center justify-center bg-canvas px-4"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-6xl font-bold text-accent" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-semibold text-fg">Oops! Page not found</h1>
        <ButtonLink to="/" variant="primary">
          Return to Home
        </ButtonLink>
      </div>
    </main>
  );
}
