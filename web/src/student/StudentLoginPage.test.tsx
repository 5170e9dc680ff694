import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTamil } from '../test/language';
import { renderAt } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('student token sign-in', () => {
  it('shows "Authenticating", then "Invalid token" when the server refuses the token', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderAt('/student?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authenticating' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(
      new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Invalid token' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Invalid token')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Student Login' })).toBeTruthy();
  });
});

describe('student token sign-in in Tamil', () => {
  inTamil();

  it('says "Authenticating" in Tamil while the token is checked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/student?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'அடையாளம் சரிபார்க்கப்படுகிறது' })).toBeTruthy();
    // The title follows the heading in an effect of its own: on a loaded machine, a moment later.
    await waitFor(() => expect(document.title).toMatch(/^அடையாளம் சரிபார்க்கப்படுகிறது \| /));
  });
});
