import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient, setSessionExpiredHandler } from './api';
import { Providers } from './app/Providers';
import { appRoutes } from './app/routes';

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();
// `/` clears whatever is left of the session, so an expired one ends there.
setSessionExpiredHandler(() => void router.navigate('/', { replace: true }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
