import { Button } from '@mantine/core';
import { msg } from '@prep/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api';
import { downloadPersonData, type ExportedPerson } from '../api/privacy';
import { downloadFile, notifyFailure } from '../forms';

const FAILED = msg('The data could not be downloaded. Please try again later.');
/** The admin's button on a student's or teacher's profile; the person's own on their account. */
export const EXPORT_DATA = msg('Export data');
export const DOWNLOAD_MY_DATA = msg('Download my data');

/**
 * Downloads everything held about a person as a zip (issue 28): an admin's "Export data" on a student's or
 * teacher's profile, a student's "Download my data" on their account. The button spins while the server
 * builds the file; a refusal says the server's reason, anything else that it can be tried again.
 */
export function ExportDataButton({ person, label }: { person: ExportedPerson | null; label: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: downloadPersonData,
    onSuccess: (file, person) => downloadFile(file.filename ?? `${person.kind}-${person.id}-export.zip`, file.blob),
    onError: (error) => notifyFailure(error instanceof ApiError && error.status < 500 ? error.said : FAILED),
  });
  return (
    <Button
      variant="light"
      disabled={person === null}
      loading={download.isPending}
      onClick={() => person && download.mutate(person)}
    >
      {t(label)}
    </Button>
  );
}
