import { z } from 'zod';
import {
  CLIENT_ADMIN_MESSAGES,
  clientAdminRecordSchema,
  clientAdminsImportedSchema,
  clientAdminsUpdatedSchema,
} from './client-admins';
import { type ClientRecord, clientFileRowSchema, clientRecordSchema, refineUnique } from './clients';
import { licenseKeyField, nameField, requiredId, unlessEmpty } from './fields';
import { isEmail, isStrongPassword } from './patterns';
import { studentImportCreateRowSchema, studentRecordSchema } from './student';
import { teacherImportRowSchema, teacherRecordSchema } from './teacher';
import { msg } from './i18n';
import { fill } from './message';

// The client export file {client, clientadmins, students, teachers} (admin-and-authoring.md §3, §5, §8):
// Export writes it, Import Master creates a client from it, Update Master brings an existing client in line with it.

export const MASTER_MESSAGES = {
  adminMissing: msg('Missing clientadmin email or password'),
  studentMissing: msg('Missing student email or password'),
  imported: msg('Master Imported Successful'),
  updated: msg('Master update Successful'),
  /** Shown after the server's answer when Import Master fails. */
  failureHint: msg('Kindly export the client and use Update master to update'),
  shape: msg('The file must hold a client and the lists clientadmins, students and teachers'),
  clientNotFound: msg('No such client: use Import Master for a new client'),
  duplicateInFile: msg('This Email appears more than once in the file'),
  password: msg('Not a valid Password'),
  otherClient: (email: string) => fill(msg('{{email}} belongs to another client'), { email }),
} as const;

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * In this file the password is taken from confirm_password when that is filled (§3: legacy exports kept
 * the hash in password and the plain text in confirm_password), else from password.
 */
function passwordFromConfirm(row: unknown) {
  if (!isRow(row)) return row;
  const password = given(row.confirm_password) ? row.confirm_password : given(row.password) ? row.password : undefined;
  const { confirm_password: _, ...rest } = row;
  return { ...rest, password };
}

/** Email and (when `requirePassword`) password present, else the file's own "Missing …" message. */
function requireCredentials(message: string, requirePassword: boolean) {
  return (row: unknown, ctx: z.RefinementCtx) => {
    if (!isRow(row)) return;
    if (!given(row.email)) ctx.addIssue({ code: 'custom', message, path: ['email'] });
    if (requirePassword && !given(row.password)) ctx.addIssue({ code: 'custom', message, path: ['password'] });
  };
}

const strongPassword = z
  .string({ error: MASTER_MESSAGES.password })
  .trim()
  .refine(unlessEmpty(isStrongPassword), { error: MASTER_MESSAGES.password });

/** A client admin of the file; license_key may be left out and then is the client's. */
const masterAdminRow = (requirePassword: boolean) =>
  z.preprocess(
    passwordFromConfirm,
    z
      .unknown()
      .superRefine(requireCredentials(MASTER_MESSAGES.adminMissing, requirePassword))
      .pipe(
        z.object(
          {
            client_admin_id: requiredId(CLIENT_ADMIN_MESSAGES.notFound).optional(),
            FirstName: nameField(CLIENT_ADMIN_MESSAGES.name),
            LastName: nameField(CLIENT_ADMIN_MESSAGES.name),
            email: z
              .string()
              .trim()
              .refine(unlessEmpty(isEmail), { error: CLIENT_ADMIN_MESSAGES.email })
              .transform((email) => email.toLowerCase()),
            license_key: z.preprocess(
              (value) => (value === '' || value === null ? undefined : value),
              licenseKeyField(CLIENT_ADMIN_MESSAGES.licenseKey, CLIENT_ADMIN_MESSAGES.licenseKey).optional(),
            ),
            password: strongPassword.optional(),
          },
          { error: msg('Each client admin must be an object') },
        ),
      ),
  );

/** A student of the file, under the same rules as a student import row (student.ts). */
const masterStudentRow = (requirePassword: boolean) =>
  z.preprocess(
    passwordFromConfirm,
    z
      .unknown()
      .superRefine(requireCredentials(MASTER_MESSAGES.studentMissing, requirePassword))
      .pipe(studentImportCreateRowSchema),
  );

function masterFile(requirePasswords: boolean) {
  const list = <T extends z.ZodType>(row: T, max: number) => z.array(row, { error: MASTER_MESSAGES.shape }).max(max);
  return z
    .object(
      {
        client: z.object(
          { ...clientFileRowSchema.shape, client_id: requiredId(MASTER_MESSAGES.clientNotFound).optional() },
          { error: MASTER_MESSAGES.shape },
        ),
        clientadmins: list(masterAdminRow(requirePasswords), 1000),
        students: list(masterStudentRow(requirePasswords), 10_000),
        teachers: list(teacherImportRowSchema, 2000),
      },
      { error: MASTER_MESSAGES.shape },
    )
    .superRefine((file, ctx) => {
      const { duplicateInFile } = MASTER_MESSAGES;
      refineUnique(
        file.clientadmins ?? [],
        (a) => a.email,
        (i) => ['clientadmins', i, 'email'],
        duplicateInFile,
        ctx,
      );
      refineUnique(
        file.students ?? [],
        (s) => s.email,
        (i) => ['students', i, 'email'],
        duplicateInFile,
        ctx,
      );
      refineUnique(
        file.teachers ?? [],
        (t) => t.Email,
        (i) => ['teachers', i, 'Email'],
        duplicateInFile,
        ctx,
      );
    });
}

/** Import Master (POST /api/multiadmin/ with the file): a new client; every admin and student needs email and password. */
export const masterImportSchema = masterFile(true);
/**
 * Update Master (PUT /api/multiadmin/ with the file): the client named by client.client_id (else by its
 * license key). People are matched by email; a password left empty keeps the current one, but a person
 * new to the client needs one.
 */
export const masterUpdateSchema = masterFile(false);
export type MasterFileValues = z.output<typeof masterUpdateSchema>;

/** Whether a parsed JSON file is a master file (else, at /api/multiadmin/, it is a list of admins). */
export const isMasterFile = (value: unknown) => isRow(value) && !('admins' in value);

const blankPasswords = { password: z.literal(''), confirm_password: z.literal('') };

/** The export file as GET /api/client/{id}/export/ returns it: passwords are never in it, only blank columns. */
export const masterFileSchema = z.object({
  client: clientRecordSchema,
  clientadmins: z.array(clientAdminRecordSchema.extend(blankPasswords)),
  students: z.array(studentRecordSchema.omit({ api_token: true }).extend(blankPasswords)),
  teachers: z.array(teacherRecordSchema),
});
export type MasterFile = z.infer<typeof masterFileSchema>;

/** Import Master and Update Master: the client the file was saved into. */
export const masterSavedSchema = z.object({ message: z.string(), client_id: z.number() });

/** POST /api/multiadmin/: a master file's answer, or a client-admin list's (the route takes either file). */
export const multiAdminCreatedSchema = z.union([masterSavedSchema, clientAdminsImportedSchema]);
export type MultiAdminCreated = z.infer<typeof multiAdminCreatedSchema>;
/** PUT /api/multiadmin/: likewise. */
export const multiAdminUpdatedSchema = z.union([masterSavedSchema, clientAdminsUpdatedSchema]);
export type MultiAdminUpdated = z.infer<typeof multiAdminUpdatedSchema>;

/** The file name the Export button saves under. */
export const masterFileName = (client: Pick<ClientRecord, 'ClientName'>) =>
  `${client.ClientName.replace(/[^A-Za-z0-9_-]+/g, '_') || 'client'}.json`;
