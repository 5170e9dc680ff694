import { z } from 'zod';
import { APP_LANGUAGES, msg } from './i18n';

// Apart from i18n.ts, which the web's first load imports: that file must not pull zod in.
export const languageSchema = z.enum(APP_LANGUAGES, { error: msg('Choose English or Tamil') });
