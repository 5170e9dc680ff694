import { Group, NumberInput, Switch } from '@mantine/core';
import { PAUSE_LIMIT_MAX_MINUTES, SITTING_MESSAGES } from '@prep/domain';
import { useTranslation } from 'react-i18next';

/** Whether the student may pause the test being assigned, and for at most how many minutes in all. */
export interface PauseSetting {
  allowed: boolean;
  /** '' while the field is cleared. */
  minutes: number | '';
}

export const validPauseMinutes = (minutes: number | '') =>
  Number.isInteger(minutes) && Number(minutes) >= 1 && Number(minutes) <= PAUSE_LIMIT_MAX_MINUTES;

/** Allow pause, and its limit (the server enforces both; a pause past the limit lets the clock run again). */
export function PauseChoice({ value, onChange }: { value: PauseSetting; onChange: (next: PauseSetting) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="flex-end">
      <Switch
        label={t('Allow pause')}
        checked={value.allowed}
        onChange={(event) => onChange({ ...value, allowed: event.currentTarget.checked })}
      />
      {value.allowed && (
        <NumberInput
          label={t('At most … minutes of pause')}
          min={1}
          max={PAUSE_LIMIT_MAX_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          w={220}
          value={value.minutes}
          onChange={(minutes) => onChange({ ...value, minutes: minutes === '' ? '' : Number(minutes) })}
          error={validPauseMinutes(value.minutes) ? undefined : t(SITTING_MESSAGES.pauseLimit)}
        />
      )}
    </Group>
  );
}
