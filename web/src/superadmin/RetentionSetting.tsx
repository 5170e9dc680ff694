import { Alert, List, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RETENTION_MONTHS_MAX } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { clientKeys, getRetentionPreview } from '../api/clients';
import { errorMessage } from '../forms';
import { say } from '../i18n/say';
import { useFormat } from '../i18n/format';

interface Props {
  clientId: number | null;
  months: number | null;
  /** What the client has saved: the list is shown while the value differs (before it is switched on or changed). */
  saved: number | null;
  onChange(months: number | null): void;
  error?: string;
  disabled: boolean;
}

const valid = (months: number | null): months is number =>
  months !== null && Number.isInteger(months) && months >= 1 && months <= RETENTION_MONTHS_MAX;

/**
 * Client Configuration's retention (issue 28): erase the client's students some months after they left every
 * program. Before a new value is saved, the students it would erase at once are listed.
 */
export function RetentionSetting({ clientId, months, saved, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const changed = valid(months) && months !== saved;
  const preview = useQuery({
    queryKey: clientKeys.retention(clientId ?? 0, months ?? 0),
    queryFn: () => getRetentionPreview(clientId ?? 0, months ?? 0),
    enabled: clientId !== null && changed,
  });
  return (
    <Stack gap="sm">
      <NumberInput
        label={t('Erase students this many months after they left every program')}
        description={t('Empty: never. A student has left every program when every Exit Program box is ticked.')}
        maw={420}
        min={1}
        max={RETENTION_MONTHS_MAX}
        step={1}
        allowNegative={false}
        allowDecimal={false}
        value={months ?? ''}
        onChange={(value) => onChange(typeof value === 'number' ? value : null)}
        error={error}
        disabled={disabled}
      />
      {changed && preview.isError && (
        <Alert color="red" role="alert">
          {say(t, errorMessage(preview.error))}
        </Alert>
      )}
      {changed && preview.data && (
        <Alert color={preview.data.length ? 'orange' : 'blue'} title={t('Who would be erased once this is saved')}>
          {preview.data.length === 0 ? (
            <Text size="sm">{t('No student would be erased now.')}</Text>
          ) : (
            <List size="sm" aria-label={t('Students who would be erased')}>
              {preview.data.map((student) => (
                <List.Item key={student.student_id}>
                  {t('{{name}}, left every program on {{date}}', {
                    name: student.name,
                    date: format.date(student.programs_exited_at),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
