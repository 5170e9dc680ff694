import { fireEvent, screen } from '@testing-library/react';
import ta from '@prep/domain/locales/ta.json';
import { describe, expect, it } from 'vitest';
import { inTamil } from '../test/language';
import { renderAt } from '../test/render';

/** The Tamil of an English key, failing when the catalogue has none. */
function tamil(english: string): string {
  const text = (ta as Record<string, string>)[english];
  if (!text) throw new Error(`ta.json has no Tamil for ${JSON.stringify(english)}`);
  return text;
}

describe('the public pages in Tamil', () => {
  inTamil();

  it('shows the landing page in Tamil: slogan, steps, entry buttons, links and the products', async () => {
    renderAt('/home');
    expect(document.documentElement.lang).toBe('ta');
    expect(await screen.findByRole('heading', { level: 1, name: 'மாணவர்களின் தேர்வு ஆயத்தத்திற்குத் துணையாக' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'இது எப்படிச் செயல்படுகிறது' })).toBeTruthy();
    const steps = Array.from(document.querySelectorAll('main ol li'), (li) => li.textContent?.replace(/^\d+/, ''));
    expect(steps).toEqual(
      [
        'Take your test',
        'Review the results',
        'Analyze the mistakes',
        'Improve your skills and tests',
        'Take a new test',
      ].map(tamil),
    );
    for (const [english, to] of [
      ['ADMIN', '/superadmin'],
      ['CLIENT', '/client'],
      ['TEACHER', '/teacher'],
      ['STUDENT', '/student'],
      ['API DEMO', '/api-demo'],
    ] as const) {
      expect(screen.getByRole('link', { name: tamil(english) }).getAttribute('href')).toBe(to);
    }
    expect(screen.getAllByRole('navigation', { name: 'முதன்மை' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'முகப்பு' })).toBeTruthy();
    expect(screen.getByText(/^முறையான ACT, SAT, TOFEL, NEET தேர்வுகளில் பயிற்சி பெறுங்கள்/)).toBeTruthy();

    fireEvent.click(screen.getByText('பயிற்சிச் சுற்றுகள்'));
    expect(await screen.findByText(/^சிறு தொகுப்புகளாக, நேரக் கட்டுப்பாடுள்ள எண்கணிதப் பயிற்சிச் சுற்றுகள்/)).toBeTruthy();
    expect(document.title).toBe('முகப்பு | தேர்வு ஆயத்தம்');
  });

  it('shows About and Demo in Tamil', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'எங்களைப் பற்றி' })).toBeTruthy();
    expect(screen.getByText(/^தேர்வு ஆயத்தம், பள்ளிகளும் பயிற்சி மையங்களும்/)).toBeTruthy();

    renderAt('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'செயல்விளக்கம்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^மாணவர்: தேர்வுகளையும்/ }).getAttribute('href')).toBe('/student');
  });

  it("shows the API demo in Tamil, quoting the student page's own Tamil messages", async () => {
    renderAt('/api-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'API செயல்விளக்கம்' })).toBeTruthy();
    const quoted = screen.getByText(/^அணுகல் குறியீட்டைச் சரிபார்க்கும்போது/).textContent;
    expect(quoted).toContain(`"${tamil('Authenticating')}"`);
    expect(quoted).toContain(`"${tamil('Invalid token')}"`);
    // The address inside the Tamil sentence, where Tamil puts it.
    expect(screen.getByText('API பற்றிய விளக்கம் /api/docs பக்கத்தில் உள்ளது.')).toBeTruthy();
    expect(document.body.textContent).toContain('/student?token=<மாணவரின் API அணுகல் குறியீடு>');
  });
});

describe('the public pages in English', () => {
  it("shows the API demo's sentence around its address", async () => {
    renderAt('/api-demo');
    expect(await screen.findByText('The API is described at /api/docs.')).toBeTruthy();
    expect(
      screen.getByText(
        'The page shows "Authenticating" while it checks the token, then opens the student dashboard. A token that is not valid shows "Invalid token".',
      ),
    ).toBeTruthy();
  });
});
