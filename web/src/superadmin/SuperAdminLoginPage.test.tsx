import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('super admin login', () => {
  it('marks each empty field with its own message', async () => {
    renderAt('/superadmin');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please Check Your Email')).toBeTruthy();
    expect(screen.getByText('Please Check Your Password')).toBeTruthy();
  });

  it('says "Oops! Network Request Error" when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt('/superadmin');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@prepdemo.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'superadmin123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Oops! Network Request Error')).toBeTruthy();
  });
});
