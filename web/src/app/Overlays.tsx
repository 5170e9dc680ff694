import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The hosts of confirmation dialogs and notifications. Screens open them through events
 * (`modals.openConfirmModal`, `notifications.show`), so the hosts need not wrap the screens: they are
 * loaded beside the first page rather than before it.
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      <Notifications position="top-right" />
    </>
  );
}
