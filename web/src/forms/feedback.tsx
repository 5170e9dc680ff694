import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { msg, type Text as Said } from '@prep/domain';
import i18n from '../i18n';
import { say } from '../i18n/say';
import { withOverlays } from './overlayHost';

const t = (text: Said) => say(i18n.t, text);

/**
 * What every notification shares: a named close button, and body text dark enough to read (Mantine's
 * grey-6 under a title is 3.3:1 on white; WCAG asks 4.5:1).
 */
const shared = () => ({
  closeButtonProps: { 'aria-label': t('Close') },
  styles: { description: { color: 'var(--mantine-color-gray-8)' } },
});

/**
 * A success message (the spec's "… Added Successfully" and the like). Where the spec's message is a bare
 * 'Success', it is the title and `message` says what succeeded (a popup reading "Success / Success" says nothing).
 */
export function notifySuccess(message: Said, title: string = msg('Success')) {
  notifications.show({ ...shared(), color: 'green.8', title: t(title), message: t(message) });
}

/** A failure message; every failed call tells the user something. */
export function notifyFailure(message: Said, title: string = msg('Oops!')) {
  notifications.show({ ...shared(), color: 'red.8', title: t(title), message: t(message), autoClose: 8000 });
}

/** A neutral message: something the user chose not to do (e.g. 'Import Cancelled !'). */
export function notifyInfo(message: Said, title: string = msg('Cancelled')) {
  notifications.show({ ...shared(), color: 'blue', title: t(title), message: t(message) });
}

/**
 * The spec's delete confirmation: "Are you sure?" / "Once deleted, you will not be able to recover
 * this Record file!". Declined in any way (Cancel, the close button, Esc, a click outside), it shows
 * `safeMessage` (e.g. 'Teacher Record is Safe!'): Mantine calls onCancel for the Cancel button only,
 * onClose for every way the dialog goes, confirmation included.
 */
export function confirmDelete({
  onConfirm,
  safeMessage,
  title = msg('Are you sure?'),
  message = msg('Once deleted, you will not be able to recover this Record file!'),
}: {
  onConfirm: () => void;
  safeMessage: string;
  title?: string;
  message?: string;
}) {
  let confirmed = false;
  withOverlays(() =>
    modals.openConfirmModal({
      title: t(title),
      children: <Text>{t(message)}</Text>,
      labels: { confirm: t('Yes, delete it!'), cancel: t('Cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('Close') },
      onConfirm: () => {
        confirmed = true;
        onConfirm();
      },
      onClose: () => {
        if (!confirmed)
          notifications.show({ ...shared(), color: 'blue', title: t('Cancelled'), message: t(safeMessage) });
      },
    }),
  );
}
