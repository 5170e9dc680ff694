// A fake LMS for the LTI tests (issue 29), on loopback, that signs and answers as a real platform does:
// its own RSA keys and key set, the OpenID Connect authorization endpoint of the third-party login (it
// answers a page that posts the id token to the tool, as Moodle and Canvas do), the OAuth 2 token endpoint
// (client credentials with a client assertion, checked against the tool's key set), line items that
// take scores (AGS), course memberships in pages (NRPS), and a deep-linking return that checks the tool's
// signature. Tests set who launches (nextLaunch), make it fail (failScores), and read what it received.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { type Launch, launchClaims, ROLE } from './lti-claims';

export interface Member {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
}

export interface ReceivedScore {
  lineitem: string;
  body: Record<string, unknown>;
}

export interface FakePlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** The body of POST /api/lti/platform/ registering it (without `program`). */
  registration: {
    issuer: string;
    client_id: string;
    deployment_ids: string[];
    auth_login_url: string;
    auth_token_url: string;
    keyset_url: string;
  };
  /** Its key set's public keys (one now; rotateKey adds one). */
  jwks(): { keys: JWK[] };
  /** An id token as the platform would sign it for `launch` (nonce: the one the login step made). */
  idToken(
    launch: Launch,
    nonce: string,
    options?: { key?: CryptoKey; kid?: string; expiresIn?: string; audience?: string | string[] },
  ): Promise<string>;
  /** Signs with a new key it publishes only from now on (a rotation the tool learns of on an unknown kid). */
  rotateKey(): Promise<void>;
  /** The next browser login answers a page posting a token for this launch. */
  nextLaunch: Launch;
  /** A line item URL of a course (AGS), as the platform names it. */
  lineitemUrl(context: string, item: string): string;
  /** The memberships URL of a course (NRPS). */
  membershipsUrl(context: string): string;
  /** The members each course lists (NRPS), `pageSize` a page. */
  members: Map<string, Member[]>;
  pageSize: number;
  /** Scores received, in order. */
  scores: ReceivedScore[];
  /** The next `count` score posts answer `status` (503: the LMS down). */
  failScores(count: number, status?: number, body?: string): void;
  /**
   * The next `count` memberships requests after `afterPages` more answered pages answer `status` with `body`
   * as it is (text, not JSON, unless it is JSON): an LMS down, refusing, or answering garbage.
   */
  failMemberships(count: number, status: number, body: string, afterPages?: number): void;
  /** The next `count` token requests answer `status` with `body` (garbage, an OAuth error). */
  failTokens(count: number, status: number, body: string): void;
  /** Memberships pages requested (answered or failed). */
  membershipRequests: number;
  /** Score posts tried (received or failed). */
  scoreAttempts: number;
  /** Access tokens issued. */
  tokensIssued: number;
  /** Deep-linking responses received: the JWT and its verified payload. */
  deepLinks: Array<{ jwt: string; payload: JWTPayload }>;
  /** Where a deep-linking response is posted. */
  deepLinkReturnUrl: string;
  /** The tool's JWKS URL, to verify client assertions and deep-linking responses. */
  toolJwksUrl: string;
  /** The tool's origin, to which its pages post (login, launch). */
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    ...headers,
  });
  res.end(text);
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An HTML page that posts `fields` to `action` as soon as it loads, as platforms answer an authorization. */
export const autoPostPage = (action: string, fields: Record<string, string>) =>
  `<!doctype html><html><body><form id="f" method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join(
      '',
    )}<button type="submit">Continue</button></form><script>document.getElementById('f').submit()</script></body></html>`;

/** Starts a fake platform on 127.0.0.1 that trusts the tool at `toolOrigin` (its /lti/jwks, /lti/launch). */
export async function startFakePlatform(toolOrigin: string): Promise<FakePlatform> {
  const clientId = `tool-${randomUUID().slice(0, 8)}`;
  const deploymentId = `deployment-${randomUUID().slice(0, 8)}`;
  const keys: Array<{ kid: string; key: CryptoKey; jwk: JWK }> = [];
  const addKey = async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    keys.push({
      kid,
      key: pair.privateKey,
      jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' },
    });
  };
  await addKey();
  let failing: { count: number; status: number; body: string } = { count: 0, status: 503, body: '' };
  let failingMembers = { count: 0, status: 503, body: '', after: 0 };
  let failingTokens = { count: 0, status: 200, body: '' };
  const accessTokens = new Set<string>();
  const toolJwksUrl = `${toolOrigin}/lti/jwks`;
  const toolKeys = createRemoteJWKSet(new URL(toolJwksUrl));

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', fake.issuer);
      const body = req.method === 'POST' ? await readBody(req) : '';
      const form = new URLSearchParams(body);
      const path = url.pathname;
      if (path === '/jwks') return send(res, 200, fake.jwks());
      // The course page a person opens in the LMS: it starts the launch as LMSs do, by posting the login
      // initiation form to the tool (the browser tests start here).
      if (path === '/course') {
        return send(
          res,
          200,
          autoPostPage(`${toolOrigin}/lti/login`, {
            iss: fake.issuer,
            login_hint: fake.nextLaunch.sub,
            target_link_uri: `${toolOrigin}/lti/launch`,
            lti_message_hint: 'course-page',
            client_id: clientId,
            lti_deployment_id: deploymentId,
          }),
        );
      }
      // A keyset URL that answers a web page: what a mistyped registration reads.
      if (path === '/not-json') return send(res, 200, '<!doctype html><p>Welcome to the LMS</p>');
      if (path === '/auth') return authorize(res, req.method === 'POST' ? form : url.searchParams);
      if (path === '/token') return token(res, form);
      if (path === '/deep-link-return') {
        const jwt = form.get('JWT') ?? '';
        const { payload } = await jwtVerify(jwt, toolKeys, { issuer: clientId, audience: fake.issuer });
        fake.deepLinks.push({ jwt, payload });
        return send(res, 200, '<!doctype html><p>Content added to the course.</p>');
      }
      const scores = /^\/courses\/([^/]+)\/lineitems\/([^/]+)\/scores$/.exec(path);
      if (scores && req.method === 'POST')
        return score(req, res, `${fake.issuer}/courses/${scores[1]}/lineitems/${scores[2]}`, body);
      const members = /^\/courses\/([^/]+)\/memberships$/.exec(path);
      if (members)
        return memberships(req, res, decodeURIComponent(members[1]!), Number(url.searchParams.get('page') ?? 1));
      send(res, 404, { error: 'not found' });
    } catch (error) {
      send(res, 400, { error: 'invalid_request', error_description: (error as Error).message });
    }
  });

  function authorize(res: ServerResponse, params: URLSearchParams) {
    const expected: Record<string, string> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: clientId,
      redirect_uri: `${toolOrigin}/lti/launch`,
    };
    for (const [name, value] of Object.entries(expected)) {
      if (params.get(name) !== value)
        return send(res, 400, { error: 'invalid_request', error_description: `${name} must be ${value}` });
    }
    if (!params.get('state') || !params.get('nonce') || !params.get('login_hint')) {
      return send(res, 400, {
        error: 'invalid_request',
        error_description: 'state, nonce and login_hint are required',
      });
    }
    void fake
      .idToken(fake.nextLaunch, params.get('nonce')!)
      .then((idToken) =>
        send(res, 200, autoPostPage(params.get('redirect_uri')!, { id_token: idToken, state: params.get('state')! })),
      );
  }

  async function token(res: ServerResponse, form: URLSearchParams) {
    if (failingTokens.count > 0) {
      failingTokens.count -= 1;
      return send(res, failingTokens.status, failingTokens.body);
    }
    if (form.get('grant_type') !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
    if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') {
      return send(res, 400, { error: 'invalid_request' });
    }
    try {
      await jwtVerify(form.get('client_assertion') ?? '', toolKeys, {
        issuer: clientId,
        subject: clientId,
        audience: `${fake.issuer}/token`,
      });
    } catch (error) {
      return send(res, 401, { error: 'invalid_client', error_description: (error as Error).message });
    }
    const accessToken = randomUUID();
    accessTokens.add(accessToken);
    fake.tokensIssued += 1;
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: form.get('scope') ?? '',
    });
  }

  const authorized = (req: IncomingMessage) =>
    accessTokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));

  function score(req: IncomingMessage, res: ServerResponse, lineitem: string, body: string) {
    fake.scoreAttempts += 1;
    if (failing.count > 0) {
      failing.count -= 1;
      return send(res, failing.status, failing.body || { error: 'unavailable' });
    }
    if (!authorized(req)) return send(res, 401, { error: 'invalid_token' });
    if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') {
      return send(res, 415, { error: 'unsupported media type' });
    }
    fake.scores.push({ lineitem, body: JSON.parse(body) });
    send(res, 200, {});
  }

  function memberships(req: IncomingMessage, res: ServerResponse, context: string, page: number) {
    fake.membershipRequests += 1;
    if (failingMembers.count > 0 && failingMembers.after-- <= 0) {
      failingMembers.count -= 1;
      res.writeHead(failingMembers.status, { 'content-type': 'text/plain' });
      return res.end(failingMembers.body);
    }
    if (!authorized(req)) return send(res, 401, { error: 'invalid_token' });
    const all = fake.members.get(context) ?? [];
    const from = (page - 1) * fake.pageSize;
    const headers: Record<string, string> = {
      'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
    };
    if (from + fake.pageSize < all.length) {
      headers.link = `<${fake.membershipsUrl(context)}?page=${page + 1}>; rel="next"`;
    }
    res.writeHead(200, headers);
    res.end(
      JSON.stringify({
        id: `${fake.membershipsUrl(context)}?page=${page}`,
        context: { id: context, title: context },
        members: all.slice(from, from + fake.pageSize),
      }),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakePlatform = {
    issuer,
    clientId,
    deploymentId,
    registration: {
      issuer,
      client_id: clientId,
      deployment_ids: [deploymentId],
      auth_login_url: `${issuer}/auth`,
      auth_token_url: `${issuer}/token`,
      keyset_url: `${issuer}/jwks`,
    },
    jwks: () => ({ keys: keys.map((k) => k.jwk) }),
    async idToken(launch, nonce, options = {}) {
      const current = keys.at(-1)!;
      const claims = launchClaims(launch, {
        nonce,
        clientId,
        deploymentId,
        issuer,
        toolOrigin,
        membershipsUrl: fake.membershipsUrl,
        deepLinkReturnUrl: fake.deepLinkReturnUrl,
      });
      return new SignJWT(JSON.parse(JSON.stringify(claims)))
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? current.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(options.audience ?? clientId)
        .setSubject(launch.sub)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(options.key ?? current.key);
    },
    rotateKey: addKey,
    nextLaunch: { sub: 'learner-1', roles: [ROLE.learner] },
    lineitemUrl: (context, item) => `${issuer}/courses/${context}/lineitems/${item}`,
    membershipsUrl: (context) => `${issuer}/courses/${encodeURIComponent(context)}/memberships`,
    members: new Map(),
    pageSize: 50,
    scores: [],
    failScores(count, status = 503, body = '') {
      failing = { count, status, body };
    },
    failMemberships(count, status, body, afterPages = 0) {
      failingMembers = { count, status, body, after: afterPages };
    },
    failTokens(count, status, body) {
      failingTokens = { count, status, body };
    },
    membershipRequests: 0,
    scoreAttempts: 0,
    tokensIssued: 0,
    deepLinks: [],
    deepLinkReturnUrl: `${issuer}/deep-link-return`,
    toolJwksUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
