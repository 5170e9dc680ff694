// Sums the vitest JSON reports of a CI run; fails when a suite is missing, empty or failing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const required = ['test-unit', 'test-api', 'e2e', 'test-faults'];
let passed = 0;
let failed = 0;
const problems = [];
const found = new Map(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
);
for (const name of required) {
  const report = found.get(name);
  if (!report) problems.push(`${name}: no report (the suite did not run)`);
  else if (report.numTotalTests === 0) problems.push(`${name}: ran no test`);
}
for (const [name, report] of found) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
for (const p of problems) console.error(p);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
