// Step videos on a real S3 API server (s3rver on loopback): every route of suite.ts.
import { startS3 } from '../test/s3';
import { videoSuite } from './suite';

videoSuite('S3', startS3);
