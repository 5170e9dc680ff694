import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LTI_PLATFORM_MESSAGES } from '@prep/domain';
import { clientAdminSignedIn, notice } from '../test/clientAdminSession';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { renderAt } from '../test/render';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Client 1 with no LMS yet, whose server refuses the one sent: another client's issuer and client id. */
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: false });
  if (url === '/api/courses/')
    return reply([{ course_id: 1, course_type: 'SAT', course_short_descr: '', course_long_descr: '' }]);
  if (init?.method === 'POST') {
    const message = LTI_PLATFORM_MESSAGES.taken;
    return reply({ statusCode: 400, error: 'Bad Request', message, fields: { client_id: [message] } }, 400);
  }
  return reply([]);
});

clientAdminSignedIn(2);

// A whole screen drawn in Tamil on a busy machine: more than the default 5 s.
describe('LMS connections in Tamil', { timeout: 20_000 }, () => {
  inTamil();

  it('shows the screen, its hints and a refusal in Tamil', async () => {
    vi.stubGlobal('fetch', fetch);
    renderAt('/client/lms');
    await screen.findByText('இன்னும் எந்த LMS-உம் இணைக்கப்படவில்லை', {}, { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'உங்கள் LMS-இல் ஒட்ட வேண்டியவை' })).toBeTruthy();
    expect(englishLeftIn(screen.getByRole('main'))).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Platform ID/), { target: { value: 'https://canvas.instructure.com' } });
    fireEvent.change(screen.getByLabelText(/^Client ID/), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText(/ஒரு வரிக்கு ஒன்று/), { target: { value: '1' } });
    for (const [label, value] of [
      [/^அங்கீகாரக் கோரிக்கை URL/, 'https://sso.canvaslms.com/api/lti/authorize_redirect'],
      [/^அணுகல் டோக்கன் URL/, 'https://sso.canvaslms.com/login/oauth2/token'],
      [/^பொது விசைத்தொகுப்பு URL \(Public/, 'https://sso.canvaslms.com/api/lti/security/jwks'],
      [/^பாடத்திட்டம்/, 'SAT'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'சேர்க்கவும்' }));
    expect((await notice()).textContent).toBe('இதே issuer, Client ID கொண்ட வேறு LMS இணைப்பு ஏற்கனவே உள்ளது');
  });
});
