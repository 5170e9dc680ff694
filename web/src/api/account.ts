// The signed-in account's own settings: PUT /api/account/language/ (client admin, teacher or student).
import type { AccountLanguage, Language } from '@prep/domain';
import { api } from './index';

export const saveAccountLanguage = (language: Language) =>
  api.put<AccountLanguage>('/api/account/language/', { language } satisfies AccountLanguage);
