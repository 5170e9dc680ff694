// Every request the tool makes to an LMS (its keys, tokens, line items, memberships) goes through here
// (issue 29): an address a client admin typed must not let anyone reach into the network the app runs in
// (request forgery: a cloud's metadata address, a database on 10.x). Only https to public addresses; the
// name is resolved first, every address it gives checked, and the connection made to those very addresses
// (a name that answers a public address once and a private one the next time gains nothing). Refused
// before any socket is opened. LTI_ALLOW_LOCAL_PLATFORMS=true lifts both rules, for tests and local trials.
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** How long the LMS has to answer, from the connection to the last byte. */
const TIMEOUT_MS = 10_000;
/** Largest answer read (a key set, a page of members): more is refused. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether an address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A request the tool would not make, or an LMS that did not answer: `message` says which, for an administrator. */
export class PlatformUnreachable extends Error {
  constructor(
    message: string,
    /** True when the address itself was refused (nothing was sent). */
    readonly refused = false,
  ) {
    super(message);
  }
}

export interface PlatformAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface PlatformRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** LTI_ALLOW_LOCAL_PLATFORMS: http and loopback or private addresses allowed. */
  allowLocal: boolean;
}

/** The addresses `url` may be reached at, checked; refuses (PlatformUnreachable, refused) what the rules forbid. */
export async function checkedAddresses(
  url: URL,
  allowLocal: boolean,
): Promise<Array<{ address: string; family: number }>> {
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) {
    throw new PlatformUnreachable(`Only https addresses are used: ${url.origin} is not one.`, true);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      throw new PlatformUnreachable(`The name ${host} does not resolve to any address.`);
    }
  }
  if (!allowLocal && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new PlatformUnreachable(
      `${host} is a private or local address; only addresses on the public internet are used.`,
      true,
    );
  }
  return addresses;
}

/** Makes one request to an LMS under the rules above; answers whatever status it gave, with its body as text. */
export async function platformRequest(target: string, options: PlatformRequest): Promise<PlatformAnswer> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new PlatformUnreachable(`${target} is not an address.`, true);
  }
  const addresses = await checkedAddresses(url, options.allowLocal);
  // The connection goes to the addresses checked above, never to a second resolution of the name.
  const pinned: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) callback(null, addresses as never);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PlatformAnswer>((resolve, reject) => {
    const req = send(
      url,
      { method: options.method ?? 'GET', headers: options.headers, lookup: pinned, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            req.destroy(new PlatformUnreachable(`${url.origin} answered more than ${MAX_BODY_BYTES} bytes.`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    const deadline = setTimeout(
      () => req.destroy(new PlatformUnreachable(`${url.origin} did not answer within ${TIMEOUT_MS / 1000} seconds.`)),
      TIMEOUT_MS,
    );
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () =>
      req.destroy(new PlatformUnreachable(`${url.origin} did not answer within ${TIMEOUT_MS / 1000} seconds.`)),
    );
    req.on('error', (error) =>
      reject(
        error instanceof PlatformUnreachable
          ? error
          : new PlatformUnreachable(
              `${url.origin} cannot be reached (${(error as NodeJS.ErrnoException).code ?? error.message}).`,
            ),
      ),
    );
    req.end(options.body);
  });
}

/** An answer's body as JSON, or PlatformUnreachable saying the LMS answered something else. */
export function answerJson<T = unknown>(answer: PlatformAnswer, what: string): T {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new PlatformUnreachable(`The ${what} answered something that is not JSON (status ${answer.status}).`);
  }
}
