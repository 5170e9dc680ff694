// The signed-in account's own settings: PUT /api/account/language/ (client admin, teacher or student); its
// two-factor sign-in (/api/account/totp/…), sign-in history (/api/account/sign-ins/) and sign out
// everywhere (/api/account/sign-out-everywhere/); and an admin's view of their people's (issue 28).
import type {
  AccountLanguage,
  Language,
  MessageAnswer,
  SignInEntry,
  TotpConfirmed,
  TotpEnrolment,
  TotpStatus,
} from '@prep/domain';
import { api } from './index';

export const saveAccountLanguage = (language: Language) =>
  api.put<AccountLanguage>('/api/account/language/', { language } satisfies AccountLanguage);

export const accountKeys = {
  totp: ['account', 'totp'] as const,
  signIns: (person: PersonRef | 'me') =>
    person === 'me' ? (['account', 'sign-ins'] as const) : (['sign-ins', person.kind, person.id] as const),
};

export const getTotpStatus = () => api.get<TotpStatus>('/api/account/totp/');
export const startTotp = () => api.post<TotpEnrolment>('/api/account/totp/');
export const confirmTotp = (code: string) => api.post<TotpConfirmed>('/api/account/totp/confirm/', { code });
export const stopTotp = (code: string) => api.delete<MessageAnswer>('/api/account/totp/', undefined, { code });
export const signOutEverywhere = () => api.post<MessageAnswer>('/api/account/sign-out-everywhere/');

/** Someone whose sign-ins an admin may read: a teacher or student of their client, or (super admin) a client admin. */
export interface PersonRef {
  kind: 'teacher' | 'student' | 'clientadmin';
  id: number;
}

export const getSignIns = (person: PersonRef | 'me') =>
  api.get<SignInEntry[]>(person === 'me' ? '/api/account/sign-ins/' : `/api/${person.kind}/${person.id}/sign-ins/`);

/** An admin resets a teacher's or client admin's two-factor sign-in (a lost authenticator). */
export const resetTotp = (person: PersonRef & { kind: 'teacher' | 'clientadmin' }) =>
  api.delete<MessageAnswer>(`/api/${person.kind}/${person.id}/totp/`);
