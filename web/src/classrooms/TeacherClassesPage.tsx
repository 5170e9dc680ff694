import { PageSection } from '../shell/PageSection';

/** `/teacher/classes`, the teacher's home: their classes (the classes screens fill it in). */
export function TeacherClassesPage() {
  return <PageSection title="My Classes">{null}</PageSection>;
}
