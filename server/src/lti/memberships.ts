// Reading a course's class list from the LMS (NRPS 2.0, issue 29): an access token for the memberships
// scope, then every page of the membership container, following `Link: <…>; rel="next"` up to a bound. All
// pages are read before anything is saved, so a list the LMS breaks off halfway changes nothing. Whatever
// goes wrong upstream is a 502 whose message says what the LMS did (the request itself was fine).
import { fill, LTI_SERVICE_MESSAGES, type Text } from '@prep/domain';
import { HttpError } from '../plugins/errors';
import {
  accessToken,
  forgetToken,
  platformWords,
  SCOPES,
  type TokenPlatform,
  TokenRefused,
  type ToolContext,
} from './access-token';
import { answerJson, type PlatformAnswer, PlatformUnreachable, platformRequest } from './fetch';
import type { LmsPerson } from './people';

/** Pages read at most (a course of thousands at the page sizes platforms use). */
export const MAX_PAGES = 50;
const ACCEPT = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

/** A member of the list: Active ones are enrolled, Inactive and Deleted ones are gone. */
export interface RosterMember extends LmsPerson {
  active: boolean;
}

const upstream = (message: Text) => new HttpError(502, message);

/** The next page's address from a Link header (`<url>; rel="next"`, among other links), resolved against `base`. */
export function nextLink(header: string | string[] | undefined, base: string): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (match && /;\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(match[2]!)) {
      try {
        return new URL(match[1]!, base).toString();
      } catch {
        throw upstream(
          fill(LTI_SERVICE_MESSAGES.rosterGarbage, { why: `the next page's address ${match[1]} is not one` }),
        );
      }
    }
  }
  return undefined;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A page's members, or a 502 saying what is wrong with it. */
function membersOf(answer: PlatformAnswer): RosterMember[] {
  let body: unknown;
  try {
    body = answerJson(answer, 'LMS');
  } catch (error) {
    throw upstream(fill(LTI_SERVICE_MESSAGES.rosterGarbage, { why: (error as Error).message }));
  }
  const members = (body as { members?: unknown } | null)?.members;
  if (!Array.isArray(members)) {
    throw upstream(fill(LTI_SERVICE_MESSAGES.rosterGarbage, { why: 'it has no members list' }));
  }
  return members.map((m, at) => {
    const member = (m ?? {}) as Record<string, unknown>;
    if (typeof member.user_id !== 'string' || member.user_id === '' || !Array.isArray(member.roles)) {
      throw upstream(
        fill(LTI_SERVICE_MESSAGES.rosterGarbage, { why: `member ${at + 1} of a page has no user_id or roles` }),
      );
    }
    const status = str(member.status) ?? 'Active';
    return {
      sub: member.user_id,
      roles: member.roles.filter((r): r is string => typeof r === 'string'),
      given_name: str(member.given_name),
      family_name: str(member.family_name),
      name: str(member.name),
      email: str(member.email),
      active: status !== 'Inactive' && status !== 'Deleted',
    };
  });
}

/** Every member of the course, read page by page (see the head of this file). */
export async function readMemberships(
  tool: ToolContext,
  platform: TokenPlatform,
  membershipsUrl: string,
): Promise<RosterMember[]> {
  const all: RosterMember[] = [];
  const seen = new Set<string>();
  let url: string | undefined = membershipsUrl;
  let retried = false;
  try {
    for (let page = 0; url; page++) {
      if (page >= MAX_PAGES || seen.has(url)) {
        throw upstream(fill(LTI_SERVICE_MESSAGES.rosterTooLong, { pages: MAX_PAGES }));
      }
      const token = await accessToken(tool, platform, SCOPES.memberships);
      const answer: PlatformAnswer = await platformRequest(url, {
        headers: { accept: ACCEPT, authorization: `Bearer ${token}` },
        allowLocal: tool.allowLocal,
      });
      if (answer.status === 401 && !retried) {
        // A token revoked or expired early: one fresh token, then the LMS's answer stands.
        forgetToken(tool.db, platform.id, SCOPES.memberships);
        retried = true;
        page -= 1;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw upstream(
          fill(LTI_SERVICE_MESSAGES.rosterRefused, { status: answer.status, why: platformWords(answer.body) }),
        );
      }
      seen.add(url);
      all.push(...membersOf(answer));
      url = nextLink(answer.headers.link, url);
    }
  } catch (error) {
    if (error instanceof TokenRefused) {
      throw upstream(fill(LTI_SERVICE_MESSAGES.tokenRefused, { why: error.message }));
    }
    if (error instanceof PlatformUnreachable) {
      throw upstream(fill(LTI_SERVICE_MESSAGES.rosterUnreachable, { why: error.message }));
    }
    throw error;
  }
  return all;
}
