// The public pages' HTML, rendered at build time (web/scripts/prerender.mjs), so a phone on a slow network
// paints the landing page and the sign-in pages before their JavaScript has arrived; the app then takes
// the markup over (hydrateRoot in main.tsx).
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import './i18n';
import { Providers } from './app/Providers';
import { appRoutes } from './app/routes';

/** The pages rendered ahead: what a visitor opens first, before any sign-in. */
export const PRERENDERED = ['/', '/home', '/about', '/superadmin', '/client', '/teacher', '/student'];

export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} does not render a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers queryClient={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
