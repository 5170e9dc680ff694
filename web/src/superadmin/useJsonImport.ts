import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../forms';

interface Options<V> {
  /** Sends the file's body. */
  send: (variables: V) => Promise<{ message: string }>;
  /** The success popup when the server's answer has no message. */
  succeeded: (variables: V) => string;
  /** The failure popup (the first entry in fault, with the master files' hint). */
  failed: (variables: V, error: unknown) => string;
  /** After a success: reset the form; resolves once the lists are read again. */
  onImported: () => Promise<void>;
}

/**
 * The JSON imports of Client and Client Admin Profile: which import dialog is open (K, e.g. 'master'),
 * and the call, after which the dialog closes and a popup says how it went.
 */
export function useJsonImport<K extends string, V>({ send, succeeded, failed, onImported }: Options<V>) {
  const [open, setOpen] = useState<K | null>(null);
  const transfer = useMutation({
    mutationFn: send,
    // The popup waits for the lists: a record picked once it shows is the one the file brought.
    onSuccess: async (result, variables) => {
      setOpen(null);
      await onImported();
      notifySuccess(result.message || succeeded(variables));
    },
    onError: (error, variables) => {
      setOpen(null);
      notifyFailure(failed(variables, error));
    },
  });
  return {
    open,
    show: (kind: K) => setOpen(kind),
    close: () => setOpen(null),
    send: (variables: V) => transfer.mutate(variables),
    pending: transfer.isPending,
  };
}
