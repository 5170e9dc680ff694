import { tmpdir } from 'node:os';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { clientAdmins, clients, students, teachers } from '../db/schema/index';
import { loadDemoActivity } from './demo-activity';
import { loadDemoClasses } from './demo-classes';
import { loadDemoContent } from './demo-content';
import { localMedia } from '../storage/plugin';
import type { MediaStore } from '../storage/storage';

export const DEMO = {
  licenseKey: 'DEMO-ACAD-2026-KEY1',
  admin: { email: 'admin@demoacademy.com', password: 'admin1234' },
  studentPassword: 'student123',
  /** The two teachers who sign in at /teacher, each teaching one of the demo classes (demo-classes.ts). */
  teachers: [
    ['Nora', 'Patel'],
    ['Victor', 'Alvarez'],
  ],
  teacherPassword: 'teacher123',
  students: [
    ['Asha', 'Kumar'],
    ['Ben', 'Carter'],
    ['Chloe', 'Davis'],
    ['Diego', 'Evans'],
    ['Emma', 'Foster'],
  ],
} as const;

export const demoStudentEmail = (index: number) => `student${index + 1}@demoacademy.com`;
export const demoTeacherEmail = (index: number) => `teacher${index + 1}@demoacademy.com`;

/**
 * Loads the demo organisation, its test bank and its students' work, once, on an empty database.
 * Returns false when data already exists. The organisation is stored directly; the content and the
 * students' tests and warm-ups go through the services the routes use (demo-content, demo-activity).
 */
export async function loadDemoData(db: Db, media: MediaStore = localMedia(tmpdir())): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(clients);
  if ((existing?.n ?? 0) > 0) return false;
  const [adminHash, studentHash, teacherHash] = await Promise.all([
    hashPassword(DEMO.admin.password),
    hashPassword(DEMO.studentPassword),
    hashPassword(DEMO.teacherPassword),
  ]);

  const ids = await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        ClientName: 'Demo Academy',
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'info@demoacademy.com',
        mobile: '555-010-1000',
        persion: 'Alan Turing',
        mobile1: '555-010-1001',
        license_key: DEMO.licenseKey,
        address: '100 Main Street',
        city: 'Springfield',
        state: 'Illinois',
        zipcode: '62701',
        country: 'USA',
        header_color: '#1c3f94',
        navbar_color: '#2b5cd6',
        button_color: '#e8590c',
        textbox_color: '#ffffff',
        footer_content: 'Demo Academy · 100 Main Street, Springfield',
        contact_url: 'info@demoacademy.com',
        show_result: true,
        give_personalized: true,
        enable_dashboard_token: true,
        personzlized_test_count: 2,
        personzlized_warmup_count: 2,
        assign_test_for_class: true,
      })
      .returning({ id: clients.client_id });
    const clientId = client!.id;

    const [admin] = await tx
      .insert(clientAdmins)
      .values({
        client: clientId,
        FirstName: 'Grace',
        LastName: 'Hopper',
        email: DEMO.admin.email,
        license_key: DEMO.licenseKey,
        passwordHash: adminHash,
      })
      .returning({ client_admin_id: clientAdmins.client_admin_id });

    const degrees = JSON.stringify({ undergraduate: true, master: true, doctorate: false, credentials: false });
    const grades = JSON.stringify({
      freshman: false,
      sophomore: false,
      junior: true,
      senior: true,
      college_level: false,
      above_all: false,
    });
    const teacherRows = await tx
      .insert(teachers)
      .values([
        {
          client: clientId,
          Prefix: 'Ms',
          First_Name: 'Maria',
          Last_Name: 'Lopez',
          Email: 'maria.lopez@demoacademy.com',
          Mobile: '555-010-2001',
          City: 'Springfield',
          State: 'Illinois',
          Zip_Code: '62701',
          High_Degree_Completed: degrees,
          Grade_Level: grades,
          Speciality: JSON.stringify({ math: true }),
        },
        {
          client: clientId,
          Prefix: 'Mr.',
          First_Name: 'James',
          Last_Name: 'Chen',
          Email: 'james.chen@demoacademy.com',
          Mobile: '555-010-2002',
          City: 'Springfield',
          State: 'Illinois',
          Zip_Code: '62701',
          High_Degree_Completed: degrees,
          Grade_Level: grades,
          Speciality: JSON.stringify({ english: true }),
        },
        ...DEMO.teachers.map(([first, last], i) => ({
          client: clientId,
          Prefix: i === 0 ? 'Ms' : 'Mr.',
          First_Name: first,
          Last_Name: last,
          Email: demoTeacherEmail(i),
          Mobile: `555-010-20${String(i + 3).padStart(2, '0')}`,
          City: 'Springfield',
          State: 'Illinois',
          Zip_Code: '62701',
          High_Degree_Completed: degrees,
          Grade_Level: grades,
          Speciality: JSON.stringify(i === 0 ? { english: true } : { math: true }),
          passwordHash: teacherHash,
        })),
      ])
      .returning({ id: teachers.id, email: teachers.Email });
    const signIn = DEMO.teachers.map((_, i) => teacherRows.find((t) => t.email === demoTeacherEmail(i))!.id);

    const studentRows = await tx
      .insert(students)
      .values(
        DEMO.students.map(([first, last], i) => ({
          client: clientId,
          Student_First_Name: first,
          Student_Last_Name: last,
          email: demoStudentEmail(i),
          passwordHash: studentHash,
          Student_Mobile: `555-010-30${String(i + 1).padStart(2, '0')}`,
          City: 'Springfield',
          State: 'Illinois',
          Zip_Code: '62701',
          Grade_Level: 'Grade 11',
          Enroll_Program: JSON.stringify(['SAT', 'Warmup']),
          Assign_Teachers: i % 2 === 0 ? 'Maria' : 'James',
          // Chloe has extra time (an accommodation), applied to every timed test and warm-up she takes.
          time_multiplier: i === 2 ? ('1.5' as const) : ('1' as const),
        })),
      )
      .returning({ id: students.student_id });
    return {
      clientId,
      adminId: admin!.client_admin_id,
      studentIds: studentRows.map((r) => r.id),
      teacherIds: [signIn[0]!, signIn[1]!] as const,
    };
  });
  const content = await loadDemoContent(db, media, ids.clientId, DEMO.admin.email);
  const demoStudents = ids.studentIds.map((id, index) => ({ id, index }));
  await loadDemoActivity(db, content, { client: ids.clientId, admin: ids.adminId }, demoStudents);
  await loadDemoClasses(
    db,
    content,
    { client: ids.clientId, admin: ids.adminId, teachers: ids.teacherIds },
    demoStudents,
  );
  return true;
}
