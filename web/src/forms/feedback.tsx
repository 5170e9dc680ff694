import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import i18n from '../i18n';

const t = (text: string) => i18n.t(text);

/** A success message (the spec's "… Added Successfully" and the like). */
export function notifySuccess(message: string) {
  notifications.show({ color: 'green.8', title: t('Success'), message: t(message) });
}

/** A failure message; every failed call tells the user something. */
export function notifyFailure(message: string, title = 'Oops!') {
  notifications.show({ color: 'red.8', title: t(title), message: t(message), autoClose: 8000 });
}

/**
 * The spec's delete confirmation: "Are you sure?" / "Once deleted, you will not be able to recover
 * this Record file!"; cancelling shows `safeMessage` (e.g. 'Teacher Record is Safe!').
 */
export function confirmDelete({
  onConfirm,
  safeMessage,
  title = 'Are you sure?',
  message = 'Once deleted, you will not be able to recover this Record file!',
}: {
  onConfirm: () => void;
  safeMessage: string;
  title?: string;
  message?: string;
}) {
  modals.openConfirmModal({
    title: t(title),
    children: <Text>{t(message)}</Text>,
    labels: { confirm: t('Yes, delete it!'), cancel: t('Cancel') },
    confirmProps: { color: 'red.8' },
    onConfirm,
    onCancel: () => notifications.show({ color: 'blue', title: t('Cancelled'), message: t(safeMessage) }),
  });
}
