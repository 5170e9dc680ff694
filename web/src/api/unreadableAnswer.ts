// What a person is told when the answer is not the API's own (issue 26): a proxy's 502 page, a gateway's
// timeout, a plain-text error. Its body was written for no one (HTML, "Bad Gateway"); a sentence is.
import { msg } from '@prep/domain';

export const UNREACHABLE = msg('The server could not be reached. Please try again in a moment.');
export const TOO_LARGE = msg('What was sent is too large for the server.');
export const TOO_MANY_REQUESTS = msg('Too many requests. Please wait a moment and try again.');
export const SERVER_TROUBLE = msg('The server ran into a problem. Please try again in a moment.');

/** The sentence for an answer of `status` whose body is not the API's JSON. */
export function unreadableAnswerMessage(status: number): string {
  // A proxy or load balancer in front of the app: the app is down, restarting or too slow.
  if (status === 502 || status === 503 || status === 504) return UNREACHABLE;
  if (status === 413) return TOO_LARGE;
  if (status === 429) return TOO_MANY_REQUESTS;
  return SERVER_TROUBLE;
}
