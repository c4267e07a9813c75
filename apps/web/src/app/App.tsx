import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PrefsProvider } from './prefs';
import { queryClient } from './queryClient';
import { AppRouter } from './router';
import { CrashBoundary } from './CrashBoundary';
import { isLanguageReady, languageReady } from './i18n';

export function App() {
  // a remembered language other than English loads before the first paint (no flash of English)
  const [ready, setReady] = useState(isLanguageReady);
  useEffect(() => {
    if (!ready) void languageReady.then(() => setReady(true));
  }, [ready]);
  if (!ready) return null;
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
