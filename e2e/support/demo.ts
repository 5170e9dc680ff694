// The demo data the server loads on an empty database (DEMO_DATA=true): server/src/seed.

export interface Credentials {
  email: string;
  password: string;
}

export const DEMO = {
  superAdmin: { email: 'admin@prepdemo.com', password: 'superadmin123' },
  clientAdmin: { email: 'admin@demoacademy.com', password: 'admin1234', licenseKey: 'DEMO-ACAD-2026-KEY1' },
  clientId: 1,
  clientName: 'Demo Academy',
  /** student1@ … student5@demoacademy.com, first names in this order. */
  students: ['Asha', 'Ben', 'Chloe', 'Diego', 'Emma'].map((firstName, i) => ({
    email: `student${i + 1}@demoacademy.com`,
    password: 'student123',
    firstName,
  })),
} as const;

export const demoStudent = (index = 0) => {
  const student = DEMO.students[index];
  if (!student) throw new Error(`The demo data has ${DEMO.students.length} students`);
  return student;
};
