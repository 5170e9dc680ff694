import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inviteTeacher } from '../api/people';
import { errorMessage, notifyFailure, notifySuccess } from '../forms';
import { saidOf } from '../i18n/say';

/**
 * Teacher Profile's "Invite to sign in": mails the selected teacher (as saved, at the stored email) a link
 * to set a password for /teacher. Sending again replaces the earlier link.
 */
export function InviteTeacherButton({ teacherId }: { teacherId: number | null }) {
  const { t } = useTranslation();
  const invite = useMutation({
    mutationFn: inviteTeacher,
    onSuccess: (answer) => notifySuccess(saidOf(answer)),
    onError: (error) => notifyFailure(errorMessage(error)),
  });
  return (
    <Button
      variant="light"
      disabled={teacherId === null}
      loading={invite.isPending}
      onClick={() => teacherId !== null && invite.mutate(teacherId)}
    >
      {t('Invite to sign in')}
    </Button>
  );
}
