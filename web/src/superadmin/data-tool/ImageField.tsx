import { Checkbox, FileInput, Image, Stack, Text } from '@mantine/core';
import { imageFileProblem } from '@prep/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSource, notifyCheck } from '../../authoring';

interface Props {
  label: string;
  /** The stored image's reference, if any. */
  stored: string | null;
  /** A newly chosen file, replacing the stored image on save. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** The stored image is to be removed on save. */
  removed?: boolean;
  onRemove?: (removed: boolean) => void;
  readOnly?: boolean;
}

/** The preview of a chosen file: an object URL, revoked when the file changes or the field goes. */
function useFileUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * An image of a question or a step: a file input taking images only, at most 1,000,000 bytes ('File size
 * Limit exceeds!'), with a preview of the chosen file or of the stored image, which can be removed.
 */
export function ImageField({ label, stored, file, onFile, removed = false, onRemove, readOnly = false }: Props) {
  const { t } = useTranslation();
  const [inputKey, setInputKey] = useState(0);
  const chosenUrl = useFileUrl(file);
  const storedUrl = imageSource(stored);
  const shown = chosenUrl ?? (removed ? null : storedUrl);

  const choose = (next: File | null) => {
    const problem = next ? imageFileProblem(next) : undefined;
    if (problem) {
      notifyCheck(problem);
      // The refused file is not kept: the input is emptied.
      setInputKey((k) => k + 1);
      onFile(null);
      return;
    }
    onFile(next);
  };

  return (
    <Stack gap={4}>
      {readOnly ? (
        <Text size="sm" fw={500}>
          {t(label)}
        </Text>
      ) : (
        <FileInput
          key={inputKey}
          label={t(label)}
          accept="image/*"
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('Clear {{label}}', { label: t(label) }) }}
          description={t('An image of at most 1 MB')}
        />
      )}
      {shown ? (
        <Image src={shown} alt={t('Preview of {{label}}', { label: t(label) })} maw={240} mah={180} fit="contain" />
      ) : (
        readOnly && (
          <Text size="sm" c="gray.8">
            {t('No image')}
          </Text>
        )
      )}
      {!readOnly && storedUrl && !file && onRemove && (
        <Checkbox
          label={t('Remove {{label}}', { label: t(label) })}
          checked={removed}
          onChange={(event) => onRemove(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
