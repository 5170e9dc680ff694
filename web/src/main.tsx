import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
// The public pages come prerendered (src/prerender.tsx): the app takes their markup over.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
