// What an LMS says a person is in a course (LTI 1.3 roles, and NRPS members' roles), read as our two
// kinds of people (issue 29). Platforms write roles in several forms: the LIS v2 membership URIs
// (`…/membership#Learner`), their sub-roles (`…/membership/Instructor#TeachingAssistant`), the short names
// NRPS may use (`Learner`), and LTI 1.1's URNs (`urn:lti:role:ims/lis/Instructor`). The order of the list
// means nothing: an Instructor who is also a Learner is a teacher.

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';
const LEGACY = 'urn:lti:role:ims/lis/';

/** The context role a role names (Learner, Instructor, TeachingAssistant, …), or undefined for others. */
function contextRole(role: string): string | undefined {
  if (role.startsWith(`${MEMBERSHIP}#`)) return role.slice(MEMBERSHIP.length + 1);
  if (role.startsWith(`${MEMBERSHIP}/`)) {
    // A sub-role: `…/membership/Instructor#TeachingAssistant` names the TA; `…/Instructor#Grader` an Instructor.
    const [principal, sub] = role.slice(MEMBERSHIP.length + 1).split('#');
    return sub === 'TeachingAssistant' ? sub : principal;
  }
  if (role.startsWith(LEGACY)) return role.slice(LEGACY.length).split('/')[0];
  // A short name: a word alone, never an institution or system role's URI.
  if (/^[A-Za-z]+$/.test(role)) return role;
  return undefined;
}

const contextRoles = (roles: readonly unknown[]) =>
  new Set(roles.flatMap((entry) => (typeof entry === 'string' ? [contextRole(entry.trim())] : [])));

/** Whether the roles make an Instructor of the course (a Teaching Assistant counts as one). */
export function isInstructor(roles: readonly unknown[]): boolean {
  const named = contextRoles(roles);
  return named.has('Instructor') || named.has('TeachingAssistant');
}

/** The kind of person the roles make: Instructor or Teaching Assistant → teacher, else Learner → student. */
export function personKind(roles: readonly unknown[]): 'student' | 'teacher' | null {
  if (isInstructor(roles)) return 'teacher';
  return contextRoles(roles).has('Learner') ? 'student' : null;
}
