import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import i18n from './i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient, setSessionExpiredHandler } from './api';
import { Providers } from './app/Providers';
import { appRoutes } from './app/routes';
import { followSessionLanguage } from './i18n/sessionLanguage';

/**
 * A prerendered page is hydrated with its own code already loaded: the router would otherwise render
 * nothing while it fetched a lazy route's chunk, and React would find no markup to take over.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Before any form can check a field: fetched beside the session's language, in no first load. A chunk that
  // cannot be fetched leaves zod's English messages rather than no page.
  const validationMessages = import('./i18n/validationMessages').catch(() => undefined);
  // A sign-in the server finished (a form sent before this script had loaded): its session first, so the
  // page renders signed in, and in the account's language.
  // Its code is loaded only for an address that carries a code: it is in no page's first load.
  const signedIn = /(^#|&)(signin|lti)=/.test(window.location.hash)
    ? await import('./sign-in/signInCode').then((exchange) => exchange.redeemSignInCode())
    : false;
  // The public pages come prerendered (src/prerender.tsx): the app takes their markup over.
  // A prerendered page is English: in Tamil the app renders afresh instead of taking it over.
  // A Tamil chunk that cannot be fetched leaves the page in English rather than blank.
  await followSessionLanguage().catch(() => undefined);
  await validationMessages;
  // Signed in, the sign-in page the server prerendered is not what renders: the app renders afresh.
  const hasMarkup = root.firstElementChild !== null;
  const prerendered = hasMarkup && i18n.language === 'en' && !signedIn;
  if (!prerendered) root.replaceChildren();
  // A public page's code, loaded first: drawn afresh in Tamil, it is whole from its first paint.
  if (hasMarkup) await loadMatchedRoutes(appRoutes);
  const router = createBrowserRouter(appRoutes);
  const queryClient = createQueryClient();
  // `/` clears whatever is left of the session, so an expired one ends there.
  setSessionExpiredHandler(() => void router.navigate('/', { replace: true }));
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // index.html hides the page from a visitor who chose Tamil until now: the English markup is gone by now.
  document.documentElement.removeAttribute('data-language-pending');
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
