import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import { RESET_USER_KEY } from './resetUser';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it('says "Insert Your Email First!" without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/client/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Email' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Insert Your Email First!');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Not a valid Email!' })),
    );
    renderAt('/student/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'nobody@school.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Not a valid Email!');
  });

  it('notes the user type and goes to the home site once the mail is sent', async () => {
    const fetch = vi.fn(async () => json(200, { message: 'Check Your Email for the Reset Link!' }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt('/student/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' Student1@DemoAcademy.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/student/reset-token/');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'student1@demoacademy.com' });
    expect(window.localStorage.getItem(RESET_USER_KEY)).toBe('student');
  });
});

describe('set new password', () => {
  it('refuses differing passwords before calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/conform-password/abc?user=student');
    fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: 'brandnew42' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'brandnew43' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Password Miss matched!');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends token and user type, then opens the sign-in page of that user', async () => {
    const fetch = vi.fn(async () => json(200, { message: 'Password Updated Successfully!' }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt('/conform-password/tok-123?user=clientadmin');
    fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: 'brandnew42' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'brandnew42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/password-reset/');
    expect(JSON.parse(String(init.body))).toEqual({
      password: 'brandnew42',
      confirm_password: 'brandnew42',
      token: 'tok-123',
      user: 'clientadmin',
    });
  });
});
