// LTI 1.3 registration (issue 29): an LMS a client connects ("LMS connections"), the API contract of
// /api/lti/platform/…, and the messages the screen and the server share. Whether an endpoint may be plain
// http or a local address is the server's setting (LTI_ALLOW_LOCAL_PLATFORMS): the schema takes it as an
// option, and the screen checks with the lenient rule, leaving that refusal to the server's answer.
import { z } from 'zod';
import { msg } from './i18n';
import { idNumber, nameTooLong, SHORT_TEXT_MAX } from './fields';

export const LTI_PLATFORM_MESSAGES = {
  issuer: msg(
    'Enter the Platform ID (issuer) as the LMS shows it, a full address such as https://canvas.instructure.com',
  ),
  clientId: msg('Enter the Client ID the LMS gave this tool'),
  deploymentIds: msg('Enter at least one Deployment ID'),
  deploymentIdEmpty: msg('A Deployment ID cannot be empty'),
  deploymentIdTwice: msg('Each Deployment ID may be given only once'),
  tooManyDeployments: msg('At most 100 Deployment IDs'),
  authLoginUrl: msg('Enter the authentication request URL as a full address'),
  authTokenUrl: msg('Enter the access token URL as a full address'),
  keysetUrl: msg('Enter the public keyset URL as a full address'),
  httpsOnly: msg('The address must start with https://'),
  publicOnly: msg('The address must be a public one, not a local or private network address'),
  program: msg('Please select a program'),
  taken: msg('Another LMS connection already has this issuer and Client ID'),
  clientFixed: msg('An LMS connection cannot be moved to another client'),
  added: msg('LMS connection added'),
  updated: msg('LMS connection updated'),
  deleted: msg('LMS connection deleted'),
  safe: msg('The LMS connection is safe!'),
} as const;

/** Longest address accepted (an LMS's endpoints are short; a browser's limit is about this). */
export const LTI_URL_MAX = 2048;
const DEPLOYMENTS_MAX = 100;

/**
 * True for a host name that names this machine or a private network by itself: `localhost`, a loopback,
 * private, link-local or unique-local address literal. (A public name that resolves to such an address is the
 * fetching code's to refuse: it resolves before it connects.)
 */
export function isLocalHostName(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    // The ranges the tool's requests refuse (server/src/lti/fetch.ts), written here without node:net.
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0 && Number(v4[3]) === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (!host.includes(':')) return false;
  // IPv6: the unspecified and loopback addresses, unique-local fc00::/7, link-local fe80::/10, multicast,
  // NAT64, documentation, and an IPv4-mapped address (::ffff:10.0.0.1, which URL writes as ::ffff:a00:1).
  if (host === '::' || host === '::1' || /^(f[cd]|fe[89ab]|ff)/.test(host)) return true;
  return host.startsWith('::ffff:') || host.startsWith('64:ff9b:') || host.startsWith('2001:db8:');
}

const parsedUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** A full http(s) address, trimmed; `secure`: https only, and not a local or private host. */
function endpointUrl(message: string, secure: boolean) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(LTI_URL_MAX, { error: message })
    .superRefine((value, ctx) => {
      const url = parsedUrl(value);
      if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname)
        return void ctx.addIssue({ code: 'custom', message });
      if (!secure) return;
      if (url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: LTI_PLATFORM_MESSAGES.httpsOnly });
      else if (isLocalHostName(url.hostname))
        ctx.addIssue({ code: 'custom', message: LTI_PLATFORM_MESSAGES.publicOnly });
    });
}

const deploymentIds = z
  .array(
    z
      .string({ error: LTI_PLATFORM_MESSAGES.deploymentIdEmpty })
      .trim()
      .min(1, { error: LTI_PLATFORM_MESSAGES.deploymentIdEmpty })
      .max(SHORT_TEXT_MAX, { error: nameTooLong(SHORT_TEXT_MAX) }),
    { error: LTI_PLATFORM_MESSAGES.deploymentIds },
  )
  .min(1, { error: LTI_PLATFORM_MESSAGES.deploymentIds })
  .max(DEPLOYMENTS_MAX, { error: LTI_PLATFORM_MESSAGES.tooManyDeployments })
  .refine((ids) => new Set(ids).size === ids.length, { error: LTI_PLATFORM_MESSAGES.deploymentIdTwice });

export interface LtiPlatformRules {
  /** LTI_ALLOW_LOCAL_PLATFORMS: plain http and local addresses accepted (tests and local trials only). */
  allowLocal: boolean;
}

/**
 * Body of POST /api/lti/platform/ and PUT /api/lti/platform/{id}/ (a super admin names `client`). The
 * issuer is compared exactly with the launches' `iss`, so it is kept as written (trimmed); a PUT's
 * `deployment_ids` replace the platform's.
 */
export const ltiPlatformBodySchema = ({ allowLocal }: LtiPlatformRules) =>
  z.object({
    name: z
      .string()
      .trim()
      .max(SHORT_TEXT_MAX, { error: nameTooLong(SHORT_TEXT_MAX) })
      .nullish()
      .transform((value) => value ?? ''),
    issuer: endpointUrl(LTI_PLATFORM_MESSAGES.issuer, false),
    client_id: z
      .string({ error: LTI_PLATFORM_MESSAGES.clientId })
      .trim()
      .min(1, { error: LTI_PLATFORM_MESSAGES.clientId })
      .max(SHORT_TEXT_MAX, { error: LTI_PLATFORM_MESSAGES.clientId }),
    deployment_ids: deploymentIds,
    auth_login_url: endpointUrl(LTI_PLATFORM_MESSAGES.authLoginUrl, !allowLocal),
    auth_token_url: endpointUrl(LTI_PLATFORM_MESSAGES.authTokenUrl, !allowLocal),
    keyset_url: endpointUrl(LTI_PLATFORM_MESSAGES.keysetUrl, !allowLocal),
    program: z
      .string({ error: LTI_PLATFORM_MESSAGES.program })
      .trim()
      .min(1, { error: LTI_PLATFORM_MESSAGES.program })
      .max(SHORT_TEXT_MAX, { error: LTI_PLATFORM_MESSAGES.program }),
    client: idNumber(msg('Please select the client')).optional(),
  });
export type LtiPlatformInput = z.input<ReturnType<typeof ltiPlatformBodySchema>>;
export type LtiPlatformBody = z.output<ReturnType<typeof ltiPlatformBodySchema>>;

/** What to paste into the LMS: this tool's addresses, from the server's PUBLIC_URL. */
export const ltiToolUrlsSchema = z.object({
  login_url: z.string(),
  launch_url: z.string(),
  jwks_url: z.string(),
  /** LTI 1.3 tools commonly take deep-linking requests at their launch (redirect) URL: so does this one. */
  deep_link_url: z.string(),
});
export type LtiToolUrls = z.infer<typeof ltiToolUrlsSchema>;

/** A registered platform as the API answers it. */
export const ltiPlatformSchema = z.object({
  id: z.number(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  deployment_ids: z.array(z.string()),
  auth_login_url: z.string(),
  auth_token_url: z.string(),
  keyset_url: z.string(),
  program: z.string(),
  client: z.number(),
  created_at: z.string(),
  tool: ltiToolUrlsSchema,
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;
