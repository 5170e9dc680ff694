// The LTI tests' world (issue 29): the app listening on loopback at the address it calls its own (the
// fake platform posts back to it), a fake platform registered for a client straight in the tables (the
// registration screen is another change), and a launch driven as a browser does: the login, the
// platform's authorization page, the form post of the id token with the state's cookie.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db/client';
import { ltiDeployments, ltiPlatforms } from '../db/schema/index';
import { startTestApp, type TestApp } from './harness';
import type { Launch } from './lti-claims';
import { type FakePlatform, startFakePlatform } from './lti-platform';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface LtiWorld {
  t: TestApp;
  origin: string;
  fake: FakePlatform;
  close(): Promise<void>;
}

/** The app on 127.0.0.1 (PUBLIC_URL its address, local platforms allowed) and a fake platform trusting it. */
export async function startLtiWorld(env: Record<string, string> = {}): Promise<LtiWorld> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ LTI_ALLOW_LOCAL_PLATFORMS: 'true', PUBLIC_URL: origin, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  const fake = await startFakePlatform(origin);
  return {
    t,
    origin,
    fake,
    async close() {
      await fake.close();
      await t.close();
    },
  };
}

/** Registers the fake platform for a client, as the registration screen would. */
export async function registerPlatform(
  db: Db,
  fake: FakePlatform,
  client: number,
  overrides: Partial<typeof ltiPlatforms.$inferInsert> = {},
) {
  const [platform] = await db
    .insert(ltiPlatforms)
    .values({
      client,
      name: 'Fake LMS',
      issuer: fake.issuer,
      platform_client_id: fake.clientId,
      auth_login_url: fake.registration.auth_login_url,
      auth_token_url: fake.registration.auth_token_url,
      keyset_url: fake.registration.keyset_url,
      program: 'SAT',
      ...overrides,
    })
    .returning();
  await db.insert(ltiDeployments).values({ platform: platform!.id, deployment_id: fake.deploymentId });
  return platform!;
}

export interface Posted {
  status: number;
  location: string;
  body: string;
  headers: Headers;
}

const answer = async (res: Response): Promise<Posted> => ({
  status: res.status,
  location: res.headers.get('location') ?? '',
  body: await res.text(),
  headers: res.headers,
});

/** Posts a form to the app as a browser would. */
export async function postForm(
  origin: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Posted> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return answer(res);
}

/** The login step: GET /lti/login as the platform's page sends the browser. */
export async function login(world: LtiWorld, params: Record<string, string> = {}): Promise<Posted> {
  const query = new URLSearchParams({
    iss: world.fake.issuer,
    login_hint: 'hint-1',
    target_link_uri: `${world.origin}/lti/launch`,
    lti_message_hint: 'message-hint',
    client_id: world.fake.clientId,
    lti_deployment_id: world.fake.deploymentId,
    ...params,
  });
  return answer(await fetch(`${world.origin}/lti/login?${query}`, { redirect: 'manual' }));
}

/** The form fields an auto-post page of the platform carries. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[name!] = value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  }
  return fields;
}

/** The cookie the login set, as the browser sends it back ("name=value"). */
export const cookieOf = (login: Posted) => (login.headers.get('set-cookie') ?? '').split(';')[0]!;

export interface Launched extends Posted {
  idToken: string;
  state: string;
  cookie: string;
}

/**
 * A whole launch as `launch`: the login, the platform's authorization (its page posting the token), and
 * the post to /lti/launch with the state's cookie (`cookie: false`: a browser that blocked it).
 */
export async function launchAs(
  world: LtiWorld,
  launch: Launch,
  opts: { cookie?: boolean; headers?: Record<string, string> } = {},
): Promise<Launched> {
  world.fake.nextLaunch = launch;
  const started = await login(world);
  if (started.status !== 302) throw new Error(`the login answered ${started.status}: ${started.body}`);
  const page = await (await fetch(started.location)).text();
  const { id_token, state } = formFields(page);
  const cookie = cookieOf(started);
  const posted = await postForm(
    world.origin,
    '/lti/launch',
    { id_token: id_token!, state: state! },
    { ...(opts.cookie === false ? {} : { cookie }), ...opts.headers },
  );
  return { ...posted, idToken: id_token!, state: state!, cookie };
}

/** The one-time code of a launch's redirect, and where the web app goes after exchanging it. */
export function landingOf(location: string): { to: string; code: string } {
  const url = new URL(location);
  return {
    to: url.searchParams.get('to') ?? '',
    code: new URLSearchParams(url.hash.slice(1)).get('lti') ?? '',
  };
}
