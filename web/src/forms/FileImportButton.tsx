import { Button, FileButton } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { extensionOf } from './files';
import { notifyFailure } from './feedback';

interface Props {
  label?: string;
  /** Extensions accepted, without the dot, e.g. ['json'] or ['json', 'csv']. */
  extensions: string[];
  /** Shown when another kind of file is chosen, e.g. 'Please Select JSON file only'. */
  wrongTypeMessage: string;
  onFile: (file: File, extension: string) => void;
  loading?: boolean;
  disabled?: boolean;
}

/** Opens the file dialog and hands over a file of an accepted kind; any other kind gets the spec's message. */
export function FileImportButton({
  label = msg('Import'),
  extensions,
  wrongTypeMessage,
  onFile,
  loading,
  disabled,
}: Props) {
  const { t } = useTranslation();
  return (
    <FileButton
      accept={extensions.map((e) => `.${e}`).join(',')}
      onChange={(file) => {
        if (!file) return;
        const extension = extensionOf(file);
        if (!extensions.includes(extension)) notifyFailure(wrongTypeMessage);
        else onFile(file, extension);
      }}
    >
      {(props) => (
        <Button variant="light" {...props} loading={loading} disabled={disabled}>
          {t(label)}
        </Button>
      )}
    </FileButton>
  );
}
