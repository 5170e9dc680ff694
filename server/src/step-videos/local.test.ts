// Step videos on the local disk (DATA_DIR/files): every route of suite.ts.
import { videoSuite } from './suite';

videoSuite('the local disk', async () => ({ env: {}, close: async () => {} }));
