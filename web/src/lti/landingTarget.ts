// Where an LMS launch goes once the app has its session (issue 29): the server names the page in `to`;
// only a path of this app is followed (never another site, never back to the landing itself).
export function landingTarget(to: string | null): string | null {
  if (!to?.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null;
  if (/^\/lms\/?(\?|$)/.test(to)) return null;
  return to;
}
