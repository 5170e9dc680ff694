// A student signed in (Kavin, who chose Tamil) for each test of a file, the server answered by `server`
// at the network boundary (fetch); signed out and the fetch restored after each.
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { sessionStore } from '../session';
import { fakeAccessToken } from './render';

export function studentSignedIn(studentId: number, server: Mock) {
  beforeEach(() => {
    vi.stubGlobal('fetch', server);
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: String(studentId), role: 'student', client_id: 1 }), refresh: 'r' },
      {
        role: 'student',
        student_id: studentId,
        client: 1,
        first_name: 'Kavin',
        teacher_name: '',
        email: 'kavin@example.org',
        enroll_program: 'SAT',
        language: 'ta',
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    server.mockClear();
    sessionStore.clear();
  });
}
