import { describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../test/render';
import { decodeAccessClaims } from './claims';
import { createSessionStore, SESSION_KEY } from './sessionStore';

describe('access token claims', () => {
  it('reads role, subject and client id from the payload', () => {
    expect(decodeAccessClaims(fakeAccessToken({ sub: '4', role: 'student', client_id: 1 }))).toEqual({
      sub: '4',
      role: 'student',
      client_id: 1,
    });
    expect(
      decodeAccessClaims(fakeAccessToken({ sub: '1', role: 'superadmin', client_id: null }))?.client_id,
    ).toBeNull();
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    const token = fakeAccessToken({ sub: '9', role: 'clientadmin', client_id: 2, name: 'Zoë ✓' });
    expect(decodeAccessClaims(token)?.role).toBe('clientadmin');
  });

  it('rejects tokens that are not JWTs or name an unknown role', () => {
    expect(decodeAccessClaims('not-a-token')).toBeNull();
    expect(decodeAccessClaims('a.!!!.c')).toBeNull();
    expect(decodeAccessClaims(fakeAccessToken({ sub: '1', role: 'janitor', client_id: 1 }))).toBeNull();
  });

  it('knows the teacher role', () => {
    expect(decodeAccessClaims(fakeAccessToken({ sub: '7', role: 'teacher', client_id: 1 }))).toEqual({
      sub: '7',
      role: 'teacher',
      client_id: 1,
    });
  });
});

describe('session store', () => {
  const studentProfile = {
    role: 'student' as const,
    student_id: 4,
    client: 1,
    first_name: 'Asha',
    teacher_name: 'Maria',
    email: 'student1@demoacademy.com',
    enroll_program: '["SAT"]',
  };

  it('takes the role and client from the token, and keeps the profile', () => {
    const store = createSessionStore(window.sessionStorage);
    store.signIn(
      { access: fakeAccessToken({ sub: '4', role: 'student', client_id: 1 }), refresh: 'r' },
      studentProfile,
    );
    const session = store.current();
    expect(session?.role).toBe('student');
    expect(session?.clientId).toBe(1);
    expect(session?.profile).toEqual(studentProfile);
    // The same object until something changes, as useSyncExternalStore requires.
    expect(store.current()).toBe(session);
  });

  it('trusts the token over a stored profile of another role', () => {
    window.sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        access: fakeAccessToken({ sub: '1', role: 'superadmin', client_id: null }),
        refresh: 'r',
        profile: studentProfile,
      }),
    );
    const session = createSessionStore(window.sessionStorage).current();
    expect(session?.role).toBe('superadmin');
    expect(session?.profile).toBeNull();
  });

  it('has no session for missing or unreadable storage, and clears', () => {
    const store = createSessionStore(window.sessionStorage);
    expect(store.current()).toBeNull();
    window.sessionStorage.setItem(SESSION_KEY, '{not json');
    expect(store.current()).toBeNull();
    store.signIn(
      { access: fakeAccessToken({ sub: '4', role: 'student', client_id: 1 }), refresh: 'r' },
      studentProfile,
    );
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.clear();
    expect(store.current()).toBeNull();
    expect(notified).toBe(1);
  });
});
