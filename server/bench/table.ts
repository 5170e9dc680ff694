import type { Result } from 'autocannon';

export interface Row {
  /** `bare` and `health` are the two yardsticks every other route is read against. */
  key: string;
  name: string;
  result: Result;
}

const share = (result: Result, of: Result | undefined) =>
  of ? `${((result.requests.average / of.requests.average) * 100).toFixed(1)} %` : '';

/**
 * The routes' figures as a Markdown table. Beside the share of the bare route, a read's share of `GET /health`
 * (one `select 1` through the whole stack) when it ran: one round trip is the ceiling of any read that goes to
 * the database, so that share says how close a read is to what this machine can do in that run.
 */
export function table(rows: Row[]): string {
  const bare = rows.find((row) => row.key === 'bare')?.result;
  const health = rows.find((row) => row.key === 'health')?.result;
  const lines = [
    '| Route | Requests/s | p50 latency (ms) | p99 latency (ms) | Share of bare | Share of /health | Non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { key, name, result } of rows) {
    const ofHealth = key === 'bare' || key === 'health' ? '' : share(result, health);
    lines.push(
      `| ${name} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p50} | ${result.latency.p99} | ${share(result, bare)} | ${ofHealth} | ${result.non2xx} / ${result.errors + result.timeouts} |`,
    );
  }
  return lines.join('\n');
}
