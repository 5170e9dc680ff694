// The claims of the id tokens the fake platform signs (issue 29): an LTI 1.3 launch as Moodle and Canvas
// send it (LTI Core, Deep Linking, AGS and NRPS claims), built from what a test says launches.
export const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
export const DL_SETTINGS = 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings';
export const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  ta: 'http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant',
  admin: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
};

/** Who launches, from where, into what: the claims of the next id token. */
export interface Launch {
  sub: string;
  roles: string[];
  given_name?: string;
  family_name?: string;
  email?: string;
  context?: { id: string; title: string };
  resourceLink?: { id: string; title?: string };
  /** The gradebook column this link scores into (AGS). */
  lineitem?: string;
  custom?: Record<string, string>;
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  /** Anything else to set or override in the token's claims. */
  extra?: Record<string, unknown>;
}

/** Where the platform and the tool are, and the login step's nonce: what a launch's claims name. */
export interface ClaimsContext {
  nonce: string;
  clientId: string;
  deploymentId: string;
  issuer: string;
  toolOrigin: string;
  membershipsUrl(context: string): string;
  deepLinkReturnUrl: string;
}

/** The claims of an id token for `launch` (iss, aud, sub, iat and exp are the signer's). */
export function launchClaims(launch: Launch, where: ClaimsContext): Record<string, unknown> {
  return {
    nonce: where.nonce,
    azp: where.clientId,
    given_name: launch.given_name,
    family_name: launch.family_name,
    name: [launch.given_name, launch.family_name].filter(Boolean).join(' ') || undefined,
    email: launch.email,
    [`${LTI}deployment_id`]: where.deploymentId,
    [`${LTI}message_type`]: launch.messageType ?? 'LtiResourceLinkRequest',
    [`${LTI}version`]: '1.3.0',
    [`${LTI}roles`]: launch.roles,
    [`${LTI}target_link_uri`]: `${where.toolOrigin}/lti/launch`,
    ...(launch.context && {
      [`${LTI}context`]: {
        id: launch.context.id,
        title: launch.context.title,
        type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
      },
      [NRPS_CLAIM]: { context_memberships_url: where.membershipsUrl(launch.context.id), service_versions: ['2.0'] },
    }),
    ...(launch.resourceLink && { [`${LTI}resource_link`]: launch.resourceLink }),
    ...(launch.context && {
      [AGS_CLAIM]: {
        scope: [
          'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
          'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        ],
        lineitems: `${where.issuer}/courses/${launch.context.id}/lineitems`,
        ...(launch.lineitem && { lineitem: launch.lineitem }),
      },
    }),
    ...(launch.custom && { [`${LTI}custom`]: launch.custom }),
    ...(launch.messageType === 'LtiDeepLinkingRequest' && {
      [DL_SETTINGS]: {
        deep_link_return_url: where.deepLinkReturnUrl,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: false,
        data: 'opaque-platform-data',
      },
    }),
    ...launch.extra,
  };
}
