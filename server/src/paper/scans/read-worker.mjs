// The scans' page reader thread (issue 30; its caller is pool.ts). Plain JavaScript, so it starts from the
// sources in the compiled server too: it registers tsx (a dependency of the server) and runs page-worker.ts,
// whose mark reading is the TypeScript of paper/omr. pdf.js and sharp read untrusted bytes here, bounded in
// memory and time by the caller, never on the server's event loop.
import { register } from 'tsx/esm/api';

register();
await import('./page-worker.ts');
