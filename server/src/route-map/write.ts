// npm run routes: writes docs/routes.md from the app's OpenAPI document.
import { writeFileSync } from 'node:fs';
import { startTestApp } from '../test/harness';
import { type Paths, routeMap } from './document';

export const ROUTES_DOC = new URL('../../../docs/routes.md', import.meta.url).pathname;

const t = await startTestApp();
try {
  const doc = t.app.swagger() as { paths: Paths };
  writeFileSync(ROUTES_DOC, routeMap(doc.paths, t.app.routeFiles));
  console.log(`wrote ${ROUTES_DOC}`);
} finally {
  await t.close();
}
