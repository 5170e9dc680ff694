import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientAdminSignedIn } from '../test/clientAdminSession';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { renderAt } from '../test/render';
import { OneRosterDialog } from './OneRosterDialog';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const counted = { created: 2, updated: 1, removed: 1 };
const message = 'No class {{id}} in classes.csv or among the classes imported before';

clientAdminSignedIn(2);
inTamil();

describe('Import from OneRoster, in Tamil', () => {
  it('shows the dialog, the org and program choices, the counts and the problems with no English left', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/courses/'
          ? reply([{ course_id: 1, course_type: 'SAT', course_short_descr: '', course_long_descr: '' }])
          : reply({
              message: '',
              preview: true,
              orgs: [
                { sourcedId: 'a', name: 'A', type: 'school' },
                { sourcedId: 'b', name: 'B', type: 'school' },
              ],
              org: 'a',
              org_required: false,
              program_required: true,
              students: counted,
              teachers: counted,
              classes: counted,
              memberships: { added: 3, removed: 1 },
              skipped: { other_roles: 1, other_orgs: 2 },
              problems: [
                {
                  file: 'enrollments.csv',
                  line: 4,
                  field: 'classSourcedId',
                  message,
                  message_key: message,
                  message_values: { id: 'c9' },
                },
              ],
              invited: 0,
              invitations_failed: 0,
            }),
      ),
    );
    renderAt('/', [{ path: '/', element: <OneRosterDialog opened onClose={() => {}} onImported={async () => {}} /> }]);
    const dialog = await screen.findByRole('dialog');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['PK'], 'r.zip', { type: 'application/zip' })] } });
    await waitFor(() => expect(document.querySelector('[data-row-report]')).not.toBeNull());
    expect(dialog.textContent).toContain('classes.csv இலும் முன்பு இறக்குமதி செய்த வகுப்புகளிலும் c9 என்ற வகுப்பு இல்லை');
    expect(englishLeftIn(document.body)).toEqual([]);
  });
});
