import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api';
import { Providers } from '../../app/Providers';
import { inTamil } from '../../test/language';
import { ConversionPage } from './ConversionPage';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // The tests and courses the wizard offers: none yet, and two subjects.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json({
        quiz: [],
        course: [
          { course_id: 2, course_type: 'SAT' },
          { course_id: 7, course_type: 'Tutoring' },
        ],
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Conversion Tool in Tamil', { timeout: 30_000 }, () => {
  inTamil();

  it('names its steps and the test fields in Tamil; a subject that is a word too, years as written', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ConversionPage /> }]);
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('மாற்றுக் கருவி');
    expect(screen.getByText('PDF-ஐ ஆவணமாக மாற்றுதல்')).toBeTruthy();
    expect(screen.getByText('ஆவணத்தை அட்டவணைக்கு இறக்குமதி செய்தல்')).toBeTruthy();
    const subject = screen.getByLabelText('பாடம்') as HTMLSelectElement;
    // Tutoring is one of the programs that are words (stored-words.ts): shown in Tamil, sent as stored.
    const tutoring = (await within(subject).findByRole('option', { name: 'தனிப்பயிற்சி' })) as HTMLOptionElement;
    expect(tutoring.value).toBe('Tutoring');
    expect(within(subject).getByRole('option', { name: 'பாடத்தைத் தேர்ந்தெடுக்கவும்' })).toBeTruthy();
    // Grade level is asked of Tutoring tests, each grade in Tamil.
    fireEvent.change(subject, { target: { value: 'Tutoring' } });
    const grade = screen.getByLabelText('வகுப்பு நிலை') as HTMLSelectElement;
    expect(within(grade).getByRole('option', { name: '9ஆம் வகுப்பு' })).toBeTruthy();
    const language = screen.getByLabelText('மொழி') as HTMLSelectElement;
    expect(Array.from(language.options, (o) => o.textContent)).toEqual(['மொழியைத் தேர்ந்தெடுக்கவும்', 'ஆங்கிலம்', 'தமிழ்']);
    const year = screen.getByLabelText('ஆண்டு') as HTMLSelectElement;
    expect(within(year).getByRole('option', { name: String(new Date().getFullYear()) })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'அடுத்து' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'தேர்வைச் சேர்க்கவும்' });
  });
});
