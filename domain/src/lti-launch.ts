// LTI 1.3 launches (issue 29): the words of a refused launch, said so an LMS administrator can act on
// them, and of the pages the launch answers inside the LMS. The server writes them in the client's
// language (its default) on the HTML pages it answers; the picker's body is validated on both sides.
import { z } from 'zod';
import { idNumber } from './fields';
import { msg } from './i18n';

export const LTI_LAUNCH_MESSAGES = {
  refusedTitle: msg('The launch was refused'),
  notRegistered: msg(
    "This LMS is not registered: ask your school's admin to add issuer {{issuer}} with client id {{client_id}} under LMS connections.",
  ),
  issuerNotRegistered: msg(
    "This LMS is not registered: ask your school's admin to add issuer {{issuer}} under LMS connections.",
  ),
  clientIdNeeded: msg(
    "Several registrations use issuer {{issuer}}: ask your school's admin to have the LMS send the client id with the login (the tool's client id setting).",
  ),
  loginIncomplete: msg(
    'The LMS did not send {{name}} with the login: check the login initiation URL of this tool in the LMS.',
  ),
  launchIncomplete: msg('The LMS did not send id_token and state with the launch: launch again from the course.'),
  unreadable: msg(
    'The LMS sent a form this tool cannot read: check the login initiation URL and the redirect URL of this tool in the LMS.',
  ),
  expired: msg('The launch expired or was already used: launch again from the course.'),
  notAToken: msg('The LMS sent a launch token that is not a signed JWT: launch again from the course.'),
  badSignature: msg(
    "The launch token is not signed by a key of this LMS ({{why}}): ask your school's admin to check its keyset URL under LMS connections.",
  ),
  keysUnreadable: msg(
    "The keys of this LMS could not be read from {{url}} ({{why}}): ask your school's admin to check its keyset URL under LMS connections.",
  ),
  tokenExpired: msg(
    "The LMS's launch token has expired or is not yet valid: launch again from the course; if it happens again, check the LMS server's clock.",
  ),
  wrongIssuer: msg('The launch token was issued by {{issuer}}, not by the LMS the login named ({{expected}}).'),
  wrongAudience: msg(
    "The launch token is meant for client id {{aud}}, not {{client_id}}: ask your school's admin to check the client id under LMS connections.",
  ),
  unknownDeployment: msg(
    "Deployment {{deployment}} is not registered for this LMS: ask your school's admin to add it under LMS connections.",
  ),
  wrongVersion: msg('The LMS sent LTI version {{version}}: this tool needs LTI 1.3.0.'),
  wrongMessageType: msg(
    'The LMS sent a {{type}} message: this tool answers resource link launches and deep linking requests.',
  ),
  claimMissing: msg('The launch token lacks its {{claim}} claim: check the LMS is set up for LTI 1.3.'),
  unknownRole: msg(
    'The LMS gave this person no role this tool knows: only Learners, Instructors and Teaching Assistants can use it.',
  ),
  linkedAsStudent: msg(
    "This LMS account is linked to a student here and cannot launch as a teacher: ask your school's admin.",
  ),
  linkedAsTeacher: msg(
    "This LMS account is linked to a teacher here and cannot launch as a student: ask your school's admin.",
  ),
  noSub: msg('The LMS did not say who this person is (no sub claim).'),
  signInDisabled: msg("This account can no longer sign in: ask your school's admin."),
  deepLinkTeacher: msg('Only an Instructor of the course can choose what a link opens.'),
  newWindowTitle: msg('Open in a new window'),
  newWindowText: msg(
    'Your browser keeps this tool from remembering the launch inside the course page. Open it in a new window to continue.',
  ),
  sendingTitle: msg('Sending your choice to the LMS'),
  continue: msg('Continue'),
  deepLinkGone: msg('This choice expired or was already sent: open the link picker again from the course.'),
  quizNotGranted: msg('Choose a test or warm-up set of your school'),
} as const;

/** Body of POST /api/lti/deep-link/: the picker's request and the test or warm-up set chosen. */
export const ltiDeepLinkBodySchema = z.object({
  request: z
    .string({ error: LTI_LAUNCH_MESSAGES.deepLinkGone })
    .min(1, { error: LTI_LAUNCH_MESSAGES.deepLinkGone })
    .max(100, { error: LTI_LAUNCH_MESSAGES.deepLinkGone })
    .regex(/^[A-Za-z0-9_-]+$/, { error: LTI_LAUNCH_MESSAGES.deepLinkGone }),
  quiz: idNumber(LTI_LAUNCH_MESSAGES.quizNotGranted),
});
export type LtiDeepLinkBody = z.infer<typeof ltiDeepLinkBodySchema>;
