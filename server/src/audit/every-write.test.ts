// Every write route of the OpenAPI document says what it records (`config.audit`): the actions it writes,
// or why it changes no one's data. A route added later without it fails here. That the declared event is
// written is checked on every successful write of every API test (AUDIT_CHECK, audit/plugin.ts), so the
// features' own tests, which send real bodies, prove each route's event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

type XAudit = { actions: string[] } | { none: string };
interface Operation {
  'x-access'?: unknown;
  'x-audit'?: XAudit;
}

let t: TestApp;
let writes: Array<{ route: string; audit: XAudit | undefined }>;

beforeAll(async () => {
  t = await startTestApp();
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  writes = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, audit: operation['x-audit'] })),
  );
});
afterAll(() => t.close());

describe('the audit declaration of every write route', () => {
  it('is there on each, naming area.verb actions or the reason nothing is recorded', () => {
    expect(writes.length).toBeGreaterThan(50);
    const problems = writes.flatMap(({ route, audit }) => {
      if (!audit) return [`${route}: no config.audit`];
      if ('none' in audit) return audit.none.length > 10 ? [] : [`${route}: say why it records nothing`];
      return audit.actions.filter((a) => !/^[a-z_]+\.[a-z_]+$/.test(a)).map((a) => `${route}: '${a}' is not area.verb`);
    });
    expect(problems).toEqual([]);
  });
});
