import { randomBytes } from 'node:crypto';
import type { Language, TimeMultiplier } from '@prep/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Emails are stored lower-cased (see domain), so plain unique indexes enforce one account per email and role.

/** An account's language (issue 21): null until the account chooses; the database refuses anything but en/ta. */
const accountLanguage = () => text('language').$type<Language>();
/**
 * A person a roster brought (OneRoster, issue 29): the SIS's `sourcedId` (unique per client), and when a
 * roster said they left (`tobedeleted`): from then they cannot sign in; their results stay.
 */
const rosteredColumns = () => ({
  sourced_id: text('sourced_id'),
  sign_in_disabled_at: timestamp('sign_in_disabled_at', { withTimezone: true }),
});
const languageCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('en', 'ta')`);

export const superAdmins = pgTable('super_admins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clients = pgTable(
  'clients',
  {
    client_id: serial('client_id').primaryKey(),
    ClientName: text('client_name').notNull(),
    first_name: text('first_name').notNull().default(''),
    middle_name: text('middle_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    persion: text('persion').notNull().default(''),
    mobile1: text('mobile1').notNull().default(''),
    license_key: text('license_key').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    country: text('country').notNull().default('USA'),
    logo: text('logo'),
    header_color: text('header_color').notNull().default(''),
    navbar_color: text('navbar_color').notNull().default(''),
    button_color: text('button_color').notNull().default(''),
    textbox_color: text('textbox_color').notNull().default(''),
    footer_content: text('footer_content').notNull().default(''),
    contact_url: text('contact_url').notNull().default(''),
    show_result: boolean('show_result').notNull().default(false),
    give_personalized: boolean('give_personalized').notNull().default(false),
    /** The Master Recommended Test prefers the student's slowest and most missed facts (issue 20). */
    fluency_recommended: boolean('fluency_recommended').notNull().default(false),
    assign_test_for_class: boolean('assign_test_for_class').notNull().default(false),
    live_connect: boolean('live_connect').notNull().default(false),
    give_related_test: boolean('give_related_test').notNull().default(false),
    enable_dashboard_token: boolean('enable_dashboard_token').notNull().default(false),
    enable_api_token: boolean('enable_api_token').notNull().default(false),
    /** Its admins and teachers must set up two-factor sign-in at their next sign-in (issue 28). */
    require_totp_for_staff: boolean('require_totp_for_staff').notNull().default(false),
    /** Erase a student this many months after they left their last program; null: never (issue 28). */
    student_retention_months: integer('student_retention_months'),
    /** An erasure deletes the student's answers too, instead of keeping them as anonymous rows (issue 28). */
    erase_answers: boolean('erase_answers').notNull().default(false),
    /** The language of its students who have not chosen one (issue 21). */
    default_language: text('default_language').$type<Language>().notNull().default('en'),
    personzlized_test_count: integer('personzlized_test_count').notNull().default(0),
    personzlized_warmup_count: integer('personzlized_warmup_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One client per license key and per email; both are stored normalised (key upper-cased, email lower-cased).
  (t) => [
    uniqueIndex('clients_license_key_idx').on(t.license_key),
    uniqueIndex('clients_email_idx').on(t.email),
    languageCheck('clients_default_language_check', t.default_language),
  ],
);

export const clientAdmins = pgTable(
  'client_admins',
  {
    client_admin_id: serial('client_admin_id').primaryKey(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    FirstName: text('first_name').notNull(),
    LastName: text('last_name').notNull().default(''),
    email: text('email').notNull().unique(),
    license_key: text('license_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: accountLanguage(),
  },
  (t) => [index('client_admins_client_idx').on(t.client), languageCheck('client_admins_language_check', t.language)],
);

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    Select_Teacher: text('select_teacher').notNull().default(''),
    Prefix: text('prefix').notNull().default(''),
    First_Name: text('first_name').notNull(),
    Middle_Name: text('middle_name').notNull().default(''),
    Last_Name: text('last_name').notNull().default(''),
    Email: text('email').notNull(),
    Mobile: text('mobile').notNull().default(''),
    Emergency_Contact_Person1: text('emergency_contact_person1').notNull().default(''),
    Emergency_Mobile1: text('emergency_mobile1').notNull().default(''),
    Relationship_1: text('relationship_1').notNull().default(''),
    Emergency_Contact_Person2: text('emergency_contact_person2').notNull().default(''),
    Emergency_Mobile2: text('emergency_mobile2').notNull().default(''),
    Relationship_2: text('relationship_2').notNull().default(''),
    Address: text('address').notNull().default(''),
    City: text('city').notNull().default(''),
    State: text('state').notNull().default(''),
    Zip_Code: text('zip_code').notNull().default(''),
    Country: text('country').notNull().default('USA'),
    School_District: text('school_district').notNull().default(''),
    // Currently_Teaching is one checkbox kept as JSON text ("true"/"false"); the three groups below are
    // JSON text of booleans with fixed keys. The API has always carried them so.
    Currently_Teaching: text('currently_teaching').notNull().default('false'),
    Ap_Classess: text('ap_classess').notNull().default(''),
    Notes_Comments: text('notes_comments').notNull().default(''),
    High_Degree_Completed: text('high_degree_completed').notNull().default('{}'),
    Grade_Level: text('grade_level').notNull().default('{}'),
    Speciality: text('speciality').notNull().default('{}'),
    /** Set by the teacher through the invitation's set-password link; null until then (no sign-in). */
    passwordHash: text('password_hash'),
    language: accountLanguage(),
    ...rosteredColumns(),
  },
  (t) => [
    index('teachers_client_idx').on(t.client),
    // '' is a teacher with no email (an LMS may send none, issue 29): many may have none.
    uniqueIndex('teachers_email_idx').on(t.Email).where(sql`${t.Email} <> ''`),
    uniqueIndex('teachers_sourced_id_idx').on(t.client, t.sourced_id),
    languageCheck('teachers_language_check', t.language),
  ],
);

export const students = pgTable(
  'students',
  {
    student_id: serial('student_id').primaryKey(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    Select_Student: text('select_student').notNull().default(''),
    Student_First_Name: text('first_name').notNull(),
    Student_Middle_Name: text('middle_name').notNull().default(''),
    Student_Last_Name: text('last_name').notNull().default(''),
    /** '' when the student has none (an LMS or a roster may send none: they sign in through it or by token). */
    email: text('email').notNull(),
    /** Null: no password yet (created by a roster import or an LMS launch, issue 29). */
    passwordHash: text('password_hash'),
    Student_Mobile: text('mobile').notNull().default(''),
    Emergency_Contact_Person1: text('emergency_contact_person1').notNull().default(''),
    Emergency_Contact_Person2: text('emergency_contact_person2').notNull().default(''),
    Emergency_Mobile1: text('emergency_mobile1').notNull().default(''),
    Emergency_Mobile2: text('emergency_mobile2').notNull().default(''),
    Relationship_1: text('relationship_1').notNull().default(''),
    Relationship_2: text('relationship_2').notNull().default(''),
    Student_Address: text('address').notNull().default(''),
    City: text('city').notNull().default(''),
    State: text('state').notNull().default(''),
    Zip_Code: text('zip_code').notNull().default(''),
    Country: text('country').notNull().default('USA'),
    gate_student: boolean('gate_student').notNull().default(false),
    Current_School_Attending: text('current_school_attending').notNull().default(''),
    academy_magnet_cbse: boolean('academy_magnet_cbse').notNull().default(false),
    School_District: text('school_district').notNull().default(''),
    Grade_Level: text('grade_level').notNull().default(''),
    GAP: text('gpa').notNull().default(''),
    Additional_Comments: text('additional_comments').notNull().default(''),
    Enroll_Program: text('enroll_program').notNull().default('[]'),
    Assign_Teachers: text('assign_teachers').notNull().default(''),
    Continuing_Student: text('continuing_student').notNull().default('no'),
    Discount_Applied_Code: text('discount_applied_code').notNull().default('none'),
    // Every key, nothing ticked: the form as the domain writes it (checkboxGroupText(EXIT_PROGRAMS, {})).
    Exit_Program: text('exit_program')
      .notNull()
      .default('{"Tutoring":false,"ACT":false,"SAT":false,"ug_neet":false,"pg_neet":false,"warm_ups":false}'),
    Exit_Comments: text('exit_comments').notNull().default(''),
    level: text('level').notNull().default('D0 None'),
    /** When the student's last program was exited (every Exit_Program box ticked); null while enrolled. */
    programs_exited_at: timestamp('programs_exited_at', { withTimezone: true }),
    /** Accommodation: the factor applied to the time of every timed test and warm-up ('1', '1.25', '1.5', '2', 'untimed'). */
    time_multiplier: text('time_multiplier').$type<TimeMultiplier>().notNull().default('1'),
    // The student's own sign-in key for /student?token=…; shown to the admin, so it is kept readable.
    api_token: text('api_token')
      .notNull()
      .unique()
      .$defaultFn(() => randomBytes(24).toString('hex')),
    language: accountLanguage(),
    ...rosteredColumns(),
  },
  (t) => [
    index('students_client_idx').on(t.client),
    uniqueIndex('students_email_unique').on(t.email).where(sql`${t.email} <> ''`),
    uniqueIndex('students_sourced_id_idx').on(t.client, t.sourced_id),
    languageCheck('students_language_check', t.language),
  ],
);
