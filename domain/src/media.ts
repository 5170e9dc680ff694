// Uploaded files (client logos), served at /media/<folder>/<name>.
import { z } from 'zod';

/** GET /media/{folder}/{name}: the file's bytes as stored (an image); documented here, sent as they are. */
export const mediaFileSchema = z.string().meta({ format: 'binary' });
