import { createBrowserRouter } from 'react-router';

// Each screen group is its own lazily loaded chunk.
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
    },
  ]);
}
