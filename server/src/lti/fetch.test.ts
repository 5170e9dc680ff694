// The request-forgery guard of the tool's requests to an LMS (issue 29). Nothing here opens a socket to
// anything but a listener of the test's own on 127.0.0.1: the refusals happen before any connection, which
// the `connections` count of a listener on the refused address proves where one can be reached.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAddresses, isPrivateAddress, PlatformUnreachable, platformRequest } from './fetch';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    'not-an-address',
  ])('%s is not on the public internet', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('the requests an LMS address may get', () => {
  let server: Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('{"ok":true}'));
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('the request should have been refused'),
      (error) => {
        expect(error).toBeInstanceOf(PlatformUnreachable);
        return error as PlatformUnreachable;
      },
    );

  it('refuses http, and loopback or private addresses, before any connection', async () => {
    const http = await refusal(platformRequest(`http://127.0.0.1:${port}/jwks`, { allowLocal: false }));
    expect(http.message).toBe(`Only https addresses are used: http://127.0.0.1:${port} is not one.`);
    expect(http.refused).toBe(true);
    const loopback = await refusal(platformRequest(`https://127.0.0.1:${port}/jwks`, { allowLocal: false }));
    expect(loopback.message).toBe(
      '127.0.0.1 is a private or local address; only addresses on the public internet are used.',
    );
    // A name that resolves to loopback (from /etc/hosts: no query leaves the machine) is refused the same.
    const named = await refusal(platformRequest(`https://localhost:${port}/jwks`, { allowLocal: false }));
    expect(named.message).toMatch(/^localhost is a private or local address/);
    const metadata = await refusal(platformRequest('https://169.254.169.254/latest/meta-data', { allowLocal: false }));
    expect(metadata.refused).toBe(true);
    await refusal(platformRequest('https://[::1]/x', { allowLocal: false }));
    await refusal(platformRequest('not a url', { allowLocal: false }));
    expect(connections).toBe(0);
  });

  it('reaches a local platform when LTI_ALLOW_LOCAL_PLATFORMS lifts the rules', async () => {
    const answer = await platformRequest(`http://127.0.0.1:${port}/jwks`, { allowLocal: true });
    expect(answer).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(connections).toBe(1);
    await expect(checkedAddresses(new URL('ftp://127.0.0.1/'), true)).rejects.toThrow(/Only https addresses/);
  });

  it('says so when the LMS cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await refusal(platformRequest(`http://127.0.0.1:${deadPort}/`, { allowLocal: true }));
    expect(error.message).toBe(`http://127.0.0.1:${deadPort} cannot be reached (ECONNREFUSED).`);
    expect(error.refused).toBe(false);
  });
});
