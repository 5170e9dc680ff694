import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { onOverlaysRequested } from '../forms/overlayHost';
import { cssVariablesResolver, theme } from './theme';

const Overlays = lazy(() => import('./Overlays').then((module) => ({ default: module.Overlays })));

/**
 * The dialog and notification hosts, mounted once the first page has shown and the browser is idle, so
 * their code does not compete with that page's; or at once when a dialog is asked for sooner.
 */
function IdleOverlays({ now }: { now: boolean }) {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    const stop = onOverlaysRequested(() => setReady(true));
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => setReady(true));
    return stop;
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

/** Theme, server-state cache, dialogs and notifications: everything a screen expects around it. */
export function Providers({
  queryClient,
  children,
  env,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'test';
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <IdleOverlays now={env === 'test'} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
