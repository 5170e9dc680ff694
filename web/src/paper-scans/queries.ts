// What the scan screens read and write (issue 30): a scan, followed while it is read; a print's layout; a
// page's image; the upload with its progress; a reviewer's confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaperConfirm } from '@prep/domain';
import type { UploadProgress } from '../api';
import { classroomKeys } from '../api/classrooms';
import {
  confirmScanPage,
  getScan,
  getScanPageImage,
  getSheetLayout,
  paperScanKeys,
  uploadScans,
} from '../api/paperScans';
import { sittingKeys } from '../api/sittings';

/** How often a scan being read is asked again. */
const POLL_MS = 1_000;

/** GET the scan, again every second while it is being read. */
export function useScan(scan: number | null) {
  return useQuery({
    queryKey: paperScanKeys.scan(scan ?? 0),
    queryFn: () => getScan(scan ?? 0),
    enabled: scan !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' || query.state.error ? false : POLL_MS),
    retry: false,
  });
}

/** The layout of a print (its rows' labels); a print's layout never changes. */
export function useSheetLayout(batch: number | null) {
  return useQuery({
    queryKey: paperScanKeys.layout(batch ?? 0),
    queryFn: () => getSheetLayout(batch ?? 0),
    enabled: batch !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The upload, with how much of it has gone out (null before it starts). */
export function useUploadScans() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useMutation({
    mutationFn: (files: readonly File[]) => uploadScans(files, setProgress),
    onSettled: () => setProgress(null),
  });
  return { upload, progress };
}

/** A page's confirmation; the scan, and every result it changes, are read again after. */
export function useConfirmPage(scan: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, body }: { page: number; body: PaperConfirm }) => confirmScanPage(scan, page, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paperScanKeys.scan(scan) });
      void queryClient.invalidateQueries({ queryKey: sittingKeys.all });
      void queryClient.invalidateQueries({ queryKey: classroomKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
  });
}

/**
 * A page's image (or one question's row of it) as an object URL, fetched with the session's token; the URL
 * is let go when the image changes or leaves the screen.
 */
export function useScanImage(scan: number, page: number, question?: number) {
  const image = useQuery({
    queryKey: [...paperScanKeys.scan(scan), 'image', page, question ?? 'page'],
    queryFn: ({ signal }) => getScanPageImage(scan, page, question, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const made = URL.createObjectURL(image.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [image.data]);
  return { url, isError: image.isError, error: image.error };
}
