import { useMutation } from '@tanstack/react-query';
import { saidOf } from '../i18n/say';
import { errorMessage } from './errors';
import { notifyFailure, notifySuccess } from './feedback';
import { pendingAction } from './pending';

/**
 * What a record call answers: the popup's text (the spec's "… Added Successfully" and the like), with its
 * key and values when built with values ("Student Asha Added"), so the popup says it in the language shown.
 */
interface Said {
  message: string;
  message_key?: string;
  message_values?: object;
}

interface Options<B> {
  /** Adds (id null) or changes the record. */
  save: (id: number | null, body: B) => Promise<Said>;
  remove: (id: number) => Promise<Said | undefined>;
  /** After a save or delete succeeded (its id, null for an add): reset the form, read the lists again. */
  onChanged: (id: number | null) => void;
  /** A failed save: lay the server's field errors over the form. */
  onSaveError?: (error: unknown) => void;
  /** After a save, either way (e.g. an upload's progress bar goes). */
  onSaveSettled?: () => void;
  /** The popup after a delete when the server says nothing. */
  deleted?: string;
  /** The failure popups' title. */
  failureTitle?: string;
}

/**
 * Add / update and delete of a record screen, with the popups every screen gives: the server's message
 * on success, the failure's otherwise; `pending` says which button spins.
 */
export function useRecordCalls<B>({
  save,
  remove,
  onChanged,
  onSaveError,
  onSaveSettled,
  deleted = '',
  failureTitle,
}: Options<B>) {
  const saving = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: B }) => save(id, body),
    onSuccess: (result, { id }) => {
      notifySuccess(saidOf(result));
      onChanged(id);
    },
    onError: (error) => {
      onSaveError?.(error);
      notifyFailure(errorMessage(error), failureTitle);
    },
    onSettled: () => onSaveSettled?.(),
  });
  const removing = useMutation({
    mutationFn: remove,
    onSuccess: (result, id) => {
      notifySuccess(result ? saidOf(result) : deleted);
      onChanged(id);
    },
    onError: (error) => notifyFailure(errorMessage(error), failureTitle),
  });
  return {
    save: (id: number | null, body: B) => saving.mutate({ id, body }),
    remove: (id: number) => removing.mutate(id),
    pending: pendingAction(saving, removing),
    saving: saving.isPending,
  };
}
