import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { overlaysMounted } from '../forms/overlayHost';
import classes from './Overlays.module.css';

/**
 * The hosts of confirmation dialogs and notifications. Screens open them through events
 * (`modals.openConfirmModal`, `notifications.show`), so the hosts need not wrap the screens: they are
 * loaded beside the first page rather than before it.
 */
export function Overlays() {
  // A parent's effect runs after its children's: the providers listen by now.
  useEffect(overlaysMounted, []);
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      <Notifications position="top-right" classNames={{ root: classes.notifications }} />
    </>
  );
}
