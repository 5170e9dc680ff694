// POST /api/import-oneroster/ (issue 29): the export read (domain), planned against the client's records,
// applied in one transaction (apply.ts) unless it is a preview; then the invitations to the new people
// who have an email, each mailed once the import is saved.
import {
  type OneRosterReport,
  ONEROSTER_MESSAGES,
  ONEROSTER_REPORT_MESSAGES,
  msg,
  planChanges,
  planOneRoster,
  readOneRoster,
  reportOf,
  said,
} from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Scope } from '../access/scope';
import { studentEvent, teacherEvent } from '../audit/people';
import { nothingChanged } from '../audit/plugin';
import { asImportConflict } from '../imports/import';
import { targetClient } from '../imports/target';
import { readLimitedForm } from '../question-images/images';
import { type InviteMail, sendInvitation } from '../password-reset/invitation';
import { badRequest, HttpError } from '../plugins/errors';
import { applyRosterPlan, type Created } from './apply';
import { clientLanguage } from './queries';
import { loadRosterState } from './state';

const CHOOSE_FILE = msg('Choose the .zip file your student information system exported');

export interface RosterQuery {
  preview: boolean;
  org?: string | undefined;
  program?: string | undefined;
}

/** Mails the invitations a few at a time; answers how many went and how many did not. */
async function invite(mail: InviteMail, client: number, people: Created[]) {
  const language = await clientLanguage(mail.db, client);
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < people.length; i += 5) {
    const results = await Promise.all(
      people.slice(i, i + 5).map(({ kind, id, first, last, email }) =>
        sendInvitation(mail, {
          user: kind === 'students' ? 'student' : 'teacher',
          id,
          first,
          email,
          language,
          event:
            kind === 'students'
              ? studentEvent('student.invited', {
                  student_id: id,
                  client,
                  Student_First_Name: first,
                  Student_Last_Name: last,
                })
              : teacherEvent('teacher.invited', { id, client, First_Name: first, Last_Name: last }),
        }),
      ),
    );
    for (const ok of results)
      if (ok) sent += 1;
      else failed += 1;
  }
  return { sent, failed };
}

export async function importOneRoster(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: Scope,
  query: RosterQuery,
): Promise<OneRosterReport> {
  const client = await targetClient(app.db, scope);
  const maxBytes = app.config.onerosterMaxBytes;
  const form = await readLimitedForm(request, {
    file: { maxBytes, tooLarge: ONEROSTER_MESSAGES.tooManyBytes(maxBytes) },
  });
  const file = form.files.file;
  if (!file) throw badRequest(CHOOSE_FILE, { file: [CHOOSE_FILE] });
  const read = readOneRoster(file.data, { maxRows: app.config.onerosterMaxRows, maxBytes });
  if (!read.ok)
    throw new HttpError(read.tooLarge ? 413 : 400, read.message, {
      code: 'oneroster_refused',
      problems: read.problems,
    });

  const { state, programOfClass } = await loadRosterState(app.db, client, read.roster);
  const plan = planOneRoster(read.roster, state, { org: query.org, program: query.program });
  const report = reportOf(plan, query.preview);
  if (query.preview) {
    nothingChanged();
    return { ...report, message: said(ONEROSTER_REPORT_MESSAGES.preview).message };
  }
  const refuse = (text: string) => new HttpError(400, text, { code: 'oneroster_refused', problems: plan.problems });
  if (plan.orgRequired) throw refuse(ONEROSTER_REPORT_MESSAGES.chooseOrg);
  if (plan.programRequired) throw refuse(ONEROSTER_REPORT_MESSAGES.chooseProgram);
  if (!planChanges(plan)) {
    nothingChanged();
    return { ...report, message: said(ONEROSTER_REPORT_MESSAGES.unchanged).message };
  }
  const created = await app.db
    .transaction((tx) => applyRosterPlan(tx, client, plan, state, programOfClass))
    .catch(asImportConflict);
  const mail = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log };
  const { sent, failed } = await invite(mail, client, created);
  const message = failed
    ? said(ONEROSTER_REPORT_MESSAGES.invitationsFailed(failed)).message
    : said(ONEROSTER_REPORT_MESSAGES.imported).message;
  return { ...report, message, invited: sent, invitations_failed: failed };
}
