// What the app's router does for react-aria (src/app/router.tsx): RAC links and buttons with href navigate
// through react-router instead of reloading the page. Put it inside a route element in tests.
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

export function AriaRouting({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
