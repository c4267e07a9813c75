import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { PrefsProvider } from './prefs';
import { queryClient } from './queryClient';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PrefsProvider>
        <RouterProvider router={router} />
      </PrefsProvider>
    </QueryClientProvider>
  );
}
