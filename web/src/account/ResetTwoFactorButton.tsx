import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type PersonRef, resetTotp } from '../api/account';
import { errorMessage, notifyFailure, notifySuccess } from '../forms';

/**
 * An admin's reset of someone's two-factor sign-in, for a person who lost their authenticator and recovery
 * codes (issue 28): their next sign-in asks for the password alone (or to set it up again, when required).
 */
export function ResetTwoFactorButton({ person }: { person: (PersonRef & { kind: 'teacher' | 'clientadmin' }) | null }) {
  const { t } = useTranslation();
  const reset = useMutation({
    mutationFn: resetTotp,
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => notifyFailure(errorMessage(error)),
  });
  return (
    <Button
      variant="light"
      disabled={person === null}
      loading={reset.isPending}
      onClick={() => person && reset.mutate(person)}
    >
      {t('Reset two-factor sign-in')}
    </Button>
  );
}
