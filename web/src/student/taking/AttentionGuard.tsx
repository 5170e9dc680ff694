import { msg } from '@prep/domain';
import { useBlocker } from 'react-router';
import { AlertDialog } from '../../shell/AlertDialog';

export const STUDENT_DASHBOARD = '/student/dashboard';
/** Top bars (§2): leaving a test being taken is held with this alert. */
export const ATTENTION = {
  title: msg('Attention!'),
  message: msg('Please Complete the Quiz or you can Pause the Quiz'),
};

/**
 * Holds any move away from a test while `held()` says it is being taken (the bar's Logout, another
 * link, the browser's back) and shows the "Attention!" alert instead. Going to / (a session that
 * could not be renewed) is let through.
 */
export function AttentionGuard({ held }: { held: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      held() && nextLocation.pathname !== '/' && nextLocation.pathname !== currentLocation.pathname,
  );
  return <AlertDialog alert={blocker.state === 'blocked' ? ATTENTION : null} onClose={() => blocker.reset?.()} />;
}
