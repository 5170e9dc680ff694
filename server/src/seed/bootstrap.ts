import type { Config } from '../config';
import type { Database } from '../db/client';
import { ensureCourses } from './courses';
import { DEMO, demoStudentEmail, demoTeacherEmail, loadDemoData } from './demo';
import { ensureSuperAdmin } from './superadmin';
import { mediaStore } from '../storage/plugin';

/** Migrates, then makes sure the fixed data exists; returns the lines worth printing at start. */
export async function bootstrap(database: Database, config: Config): Promise<string[]> {
  const lines: string[] = [];
  await database.migrate(async (db) => {
    await ensureCourses(db);
    const demoAdmin = await ensureSuperAdmin(db, {
      email: config.superAdminEmail,
      password: config.superAdminPassword,
    });
    if (demoAdmin) lines.push(`Super admin (demo account): ${demoAdmin.email} / ${demoAdmin.password}  at /superadmin`);
    if (config.demoData && (await loadDemoData(db, mediaStore(config)))) {
      lines.push(
        `Client admin: ${DEMO.admin.email} / ${DEMO.admin.password}, license key ${DEMO.licenseKey}  at /client`,
        `Students: ${demoStudentEmail(0)} … ${demoStudentEmail(DEMO.students.length - 1)} / ${DEMO.studentPassword}  at /student`,
        `Teachers: ${DEMO.teachers.map((_, i) => demoTeacherEmail(i)).join(', ')} / ${DEMO.teacherPassword}  at /teacher`,
      );
    }
  });
  return lines;
}
