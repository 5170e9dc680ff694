// The launch checks that need only the verified claims (issue 29), and the roles read in any form and order.
import { describe, expect, it } from 'vitest';
import { AGS_CLAIM, DL_SETTINGS, NRPS_CLAIM } from '../test/lti-claims';
import { checkLaunchClaims, LaunchRefused } from './claims';
import { personKind } from './roles';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';

const claims = (extra: Record<string, unknown> = {}) => ({
  sub: 'u1',
  given_name: 'Asha',
  [`${LTI}version`]: '1.3.0',
  [`${LTI}message_type`]: 'LtiResourceLinkRequest',
  [`${LTI}deployment_id`]: 'd1',
  [`${LTI}roles`]: [`${MEMBERSHIP}#Learner`],
  [`${LTI}resource_link`]: { id: 'r1', title: 'Unit 1' },
  [`${LTI}context`]: { id: 'c1', title: 'Algebra' },
  [`${LTI}custom`]: { quiz: '12', weight: 3 },
  [AGS_CLAIM]: { lineitem: 'https://lms.example/li/1' },
  [NRPS_CLAIM]: { context_memberships_url: 'https://lms.example/c1/members', service_versions: ['2.0'] },
  ...extra,
});

const refusal = (payload: Record<string, unknown>) => {
  try {
    checkLaunchClaims(payload, ['d1']);
  } catch (error) {
    expect(error).toBeInstanceOf(LaunchRefused);
    return (error as LaunchRefused).text;
  }
  throw new Error('not refused');
};

describe('roles', () => {
  it('reads the membership roles in every form, whatever their order; the instructor wins', () => {
    expect(personKind([`${MEMBERSHIP}#Learner`])).toBe('student');
    expect(personKind([`${MEMBERSHIP}#Learner`, `${MEMBERSHIP}#Instructor`])).toBe('teacher');
    expect(personKind([`${MEMBERSHIP}/Instructor#TeachingAssistant`])).toBe('teacher');
    expect(personKind(['Learner'])).toBe('student');
    expect(personKind(['urn:lti:role:ims/lis/Instructor'])).toBe('teacher');
    expect(personKind([`${MEMBERSHIP}/Instructor#Grader`])).toBe('teacher');
  });

  it('knows no institution or other context role', () => {
    expect(personKind(['http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student'])).toBeNull();
    expect(personKind([`${MEMBERSHIP}#Mentor`, `${MEMBERSHIP}#ContentDeveloper`])).toBeNull();
    expect(personKind([42, null])).toBeNull();
    expect(personKind([])).toBeNull();
  });
});

describe('the launch claims', () => {
  it('reads a resource link launch', () => {
    expect(checkLaunchClaims(claims(), ['d1'])).toMatchObject({
      sub: 'u1',
      kind: 'student',
      messageType: 'LtiResourceLinkRequest',
      deploymentId: 'd1',
      context: { id: 'c1', title: 'Algebra', memberships_url: 'https://lms.example/c1/members' },
      resourceLink: { id: 'r1', title: 'Unit 1' },
      lineitem: 'https://lms.example/li/1',
      custom: { quiz: '12', weight: '3' },
    });
  });

  it('refuses another version, message type or deployment, no sub, no resource link', () => {
    expect(refusal(claims({ [`${LTI}version`]: '1.1' }))).toMatchObject({ values: { version: '1.1' } });
    expect(refusal(claims({ [`${LTI}message_type`]: 'Other' }))).toMatchObject({ values: { type: 'Other' } });
    expect(refusal(claims({ [`${LTI}deployment_id`]: 'd2' }))).toMatchObject({ values: { deployment: 'd2' } });
    expect(refusal(claims({ sub: '' }))).toMatch(/no sub claim/);
    expect(refusal(claims({ [`${LTI}resource_link`]: undefined }))).toMatchObject({
      values: { claim: 'resource_link' },
    });
    expect(refusal(claims({ [`${LTI}roles`]: ['Mentor'] }))).toMatch(/no role this tool knows/);
  });

  it('a deep-linking request needs an instructor and its return address', () => {
    const deepLinking = {
      [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
      [`${LTI}roles`]: [`${MEMBERSHIP}#Instructor`],
    };
    expect(refusal(claims(deepLinking))).toMatchObject({ values: { claim: 'deep_linking_settings' } });
    const settings = DL_SETTINGS;
    expect(
      refusal(claims({ ...deepLinking, [settings]: { deep_link_return_url: 'javascript:alert(1)' } })),
    ).toMatchObject({
      values: { claim: 'deep_link_return_url' },
    });
    expect(
      checkLaunchClaims(
        claims({ ...deepLinking, [settings]: { deep_link_return_url: 'https://lms.example/r', data: 'x' } }),
        ['d1'],
      ).deepLinking,
    ).toEqual({ returnUrl: 'https://lms.example/r', data: 'x' });
    expect(refusal(claims({ [`${LTI}message_type`]: 'LtiDeepLinkingRequest' }))).toMatch(/Only an Instructor/);
  });
});
