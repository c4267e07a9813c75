import { QueryClientProvider } from '@tanstack/react-query';
import { PrefsProvider } from './prefs';
import { queryClient } from './queryClient';
import { AppRouter } from './router';
import { CrashBoundary } from './CrashBoundary';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PrefsProvider>
        <CrashBoundary>
          <AppRouter />
        </CrashBoundary>
      </PrefsProvider>
    </QueryClientProvider>
  );
}
