// The lint rule on roles (decision 0106): outside server/src/access/ no code compares a role. A route or a
// service that branches on `role === 'teacher'` writes an access rule of its own, beside the policy table
// and out of its tests; it asks access/ instead (a list filter, a field rule, a principal's predicate).
// check-architecture.mjs runs it over server/src and domain/src; role-comparisons.test.mjs feeds it samples.

const ROLE = String.raw`[\w$.?]*\brole\b`;
const NAME = `'(?:superadmin|clientadmin|teacher|student)'`;
const COMPARISON = new RegExp(
  [
    // role === 'teacher', scope.principal.role !== x, user?.role == y
    String.raw`\brole\s*(?:===|!==|==|!=)`,
    // 'teacher' === role, x !== user.role
    String.raw`(?:===|!==|==|!=)\s*${ROLE}`,
    // switch (role), switch (scope.principal.role)
    String.raw`\bswitch\s*\(\s*${ROLE}\s*\)`,
    // ['superadmin', 'clientadmin'].includes(user.role)
    String.raw`\.includes\(\s*${ROLE}\s*\)`,
    // anything === 'student': a role name compared, whatever holds it
    String.raw`(?:===|!==|==|!=)\s*${NAME}`,
    String.raw`${NAME}\s*(?:===|!==|==|!=)`,
  ].join('|'),
);

/** The source without its comments (a comment may quote a comparison), lines kept in place. */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The role comparisons of a source file: its 1-based line numbers and lines. */
export function roleComparisons(text) {
  const found = [];
  withoutComments(text)
    .split('\n')
    .forEach((line, i) => {
      if (COMPARISON.test(line)) found.push({ line: i + 1, text: line.trim() });
    });
  return found;
}

/** Whether the rule looks at this file (a path relative to the repository, with /): access/ and tests aside. */
export const checkedForRoles = (path) =>
  /^(server|domain)\/src\//.test(path) && !path.startsWith('server/src/access/') && !/\.test\.tsx?$/.test(path);
