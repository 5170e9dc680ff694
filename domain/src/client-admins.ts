import { z } from 'zod';
import { refineUnique } from './clients';
import { emailField, evenWithFieldErrors, requiredId, type InlineCheck, licenseKeyField, nameField } from './fields';
import { isEmail, isStrongPassword } from './patterns';
import { msg } from './i18n';
import { fill } from './message';
import { saidMessageShape } from './message-schema';

// Client Admin Profile and the client-admin import file (admin-and-authoring.md §3, §5, §7, §8).

export const CLIENT_ADMIN_MESSAGES = {
  selectClient: msg('Please Select the Client'),
  name: msg('Not a valid Name'),
  email: msg('Not a valid Email'),
  password: msg('Not a valid Password'),
  passwordInline: msg('password must contain atleast 8 digits, including characters and numbers!'),
  confirm: msg('Password and Confirm Password does not matched'),
  licenseKey: msg('Not a valid license key'),
  selectToUpdate: msg('Please Select the Client Admin to Update'),
  selectToDelete: msg('Please Select the Client Admin to Delete'),
  duplicateEmail: msg('A client admin with this Email already exists'),
  duplicateInFile: msg('This Email appears more than once in the file'),
  notFound: msg('Client admin not found'),
  noAdmins: msg('The file holds no client admins'),
  adminsShape: msg('The file must hold an "admins" list'),
  recordSafe: msg('Client Admin record is Safe'),
  imported: msg('Client Admins Imported Successfully'),
  updated: msg('Client Admins Updated Successfully'),
} as const;

export const clientAdminAdded = (name: string) => fill(msg('Client Admin {{name}} is Added'), { name });
export const clientAdminUpdated = (name: string) =>
  fill(msg('Client Admin {{name}} is Updated Successfully'), { name });
export const clientAdminDeleted = (name: string) =>
  fill(msg('Client Admin {{name}} is Deleted Successfully'), { name });
/** The name the success messages use. */
export const clientAdminName = (admin: { FirstName: string; LastName: string }) =>
  `${admin.FirstName} ${admin.LastName}`.trim();

export const CLIENT_ADMIN_INLINE = {
  email: { validate: isEmail, inlineMessage: msg('Email is not Valid!') },
  password: { validate: isStrongPassword, inlineMessage: CLIENT_ADMIN_MESSAGES.passwordInline },
} as const satisfies Record<string, InlineCheck>;

const adminShape = {
  client: requiredId(CLIENT_ADMIN_MESSAGES.selectClient),
  FirstName: nameField(CLIENT_ADMIN_MESSAGES.name),
  LastName: nameField(CLIENT_ADMIN_MESSAGES.name),
  email: emailField(CLIENT_ADMIN_MESSAGES.email),
  license_key: licenseKeyField(CLIENT_ADMIN_MESSAGES.licenseKey, CLIENT_ADMIN_MESSAGES.licenseKey),
};

/** Password and its confirmation, both trimmed like every other credential field (sign-in trims too). */
const passwordShape = {
  password: z.string({ error: CLIENT_ADMIN_MESSAGES.password }).trim().optional(),
  confirm_password: z.string({ error: CLIENT_ADMIN_MESSAGES.confirm }).trim().optional(),
};

/**
 * `required`: a new admin must have a password; on update an empty or absent one keeps the current password.
 * A password given must be strong and equal its confirmation.
 */
function checkPassword(required: boolean) {
  return (value: { password?: string; confirm_password?: string }, ctx: z.RefinementCtx) => {
    const password = typeof value.password === 'string' ? value.password.trim() : '';
    const confirm = typeof value.confirm_password === 'string' ? value.confirm_password.trim() : '';
    if (password === '' && !required) return;
    if (!isStrongPassword(password)) {
      ctx.addIssue({ code: 'custom', message: CLIENT_ADMIN_MESSAGES.password, path: ['password'] });
    } else if (confirm !== password) {
      ctx.addIssue({ code: 'custom', message: CLIENT_ADMIN_MESSAGES.confirm, path: ['confirm_password'] });
    }
  };
}
const withoutEmptyPassword = <T extends { password?: string; confirm_password?: string }>({
  confirm_password: _,
  ...rest
}: T) => ({
  ...rest,
  password: rest.password ? rest.password : undefined,
});

const adminObject = z.object({ ...adminShape, ...passwordShape });

/** POST /api/clientadmin/ */
export const clientAdminSchema = adminObject
  .superRefine(checkPassword(true), evenWithFieldErrors)
  .transform(withoutEmptyPassword);
export type ClientAdminInput = z.input<typeof clientAdminSchema>;

/** PUT /api/clientadmin/{id}/: the same form; leave the password empty to keep it. */
export const clientAdminUpdateSchema = adminObject
  .superRefine(checkPassword(false), evenWithFieldErrors)
  .transform(withoutEmptyPassword);
export type ClientAdminUpdateInput = z.input<typeof clientAdminUpdateSchema>;

/** Client admins in one file: an email may appear once. */
function adminsFile<T extends z.ZodType<{ email: string }>>(row: T) {
  return z
    .object(
      {
        admins: z
          .array(row, { error: CLIENT_ADMIN_MESSAGES.adminsShape })
          .min(1, { error: CLIENT_ADMIN_MESSAGES.noAdmins })
          .max(1000),
      },
      { error: CLIENT_ADMIN_MESSAGES.adminsShape },
    )
    .superRefine(({ admins }, ctx) =>
      refineUnique(
        admins,
        (a) => a.email,
        (i) => ['admins', i, 'email'],
        CLIENT_ADMIN_MESSAGES.duplicateInFile,
        ctx,
      ),
    );
}

/** POST /api/multiadmin/ with {admins}: every admin is new and needs a password. All or none are added. */
export const clientAdminImportSchema = adminsFile(clientAdminSchema);

/**
 * PUT /api/multiadmin/ with {admins}: each row updates the admin named by client_admin_id (as the export
 * carries it) or, without one, by email; a row matching no admin adds one, and then needs a password.
 */
export const clientAdminBulkUpdateSchema = adminsFile(
  z
    .object({ client_admin_id: requiredId(CLIENT_ADMIN_MESSAGES.notFound).optional(), ...adminShape, ...passwordShape })
    .superRefine(checkPassword(false), evenWithFieldErrors)
    .transform(withoutEmptyPassword),
);

/** A client admin as the API returns it: never a password or its hash. */
export const clientAdminRecordSchema = z.object({
  client_admin_id: z.number(),
  client: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  email: z.string(),
  license_key: z.string(),
});
export type ClientAdminRecord = z.infer<typeof clientAdminRecordSchema>;

/** POST and PUT /api/clientadmin/…: the admin as saved, and what was done. */
export const clientAdminSavedSchema = clientAdminRecordSchema.extend(saidMessageShape);
export type ClientAdminSaved = z.infer<typeof clientAdminSavedSchema>;

/** POST /api/multiadmin/ with {admins}. */
export const clientAdminsImportedSchema = z.object({ message: z.string(), client_admin_ids: z.array(z.number()) });
/** PUT /api/multiadmin/ with {admins}. */
export const clientAdminsUpdatedSchema = z.object({ message: z.string(), added: z.number(), updated: z.number() });
