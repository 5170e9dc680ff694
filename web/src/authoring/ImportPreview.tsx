import { plural } from '@prep/domain';
import { Paper, ScrollArea, Stack, Title } from '@mantine/core';
import type { ImportedQuestion } from '@prep/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionDetails } from './QuestionDetails';
import { imageSource } from './questionDisplay';

interface Props {
  questions: readonly ImportedQuestion[];
  testName: string;
  /** A QTI package's images, by reference: shown from the file before anything is uploaded. */
  assets?: Record<string, Uint8Array>;
}

/** Object URLs for a package's images, revoked when the preview goes. */
function useAssetUrls(assets: Record<string, Uint8Array> | undefined): Record<string, string> {
  const urls = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(assets ?? {}).map(([reference, bytes]) => [
          reference,
          URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>])),
        ]),
      ),
    [assets],
  );
  useEffect(
    () => () => {
      for (const url of Object.values(urls)) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/** Every question of a file read for import, with its options, key and steps, before anything is saved. */
export function ImportPreview({ questions, testName, assets }: Props) {
  const { t } = useTranslation();
  const urls = useAssetUrls(assets);
  const resolve = (reference: string) => urls[reference] ?? imageSource(reference);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id="import-preview-title">
        {t(
          plural(
            '{{count}} questions for {{name}}: confirm to save them',
            '{{count}} question for {{name}}: confirm to save it',
          ),
          {
            count: questions.length,
            name: testName,
          },
        )}
      </Title>
      {/* Focusable, so the questions can be scrolled from the keyboard too. */}
      <ScrollArea.Autosize
        mah={520}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': 'import-preview-title' }}
      >
        <Stack gap="sm" component="ol" aria-labelledby="import-preview-title" style={{ listStyle: 'none', padding: 0 }}>
          {questions.map((question) => (
            <Paper key={question.question_number} component="li" withBorder p="sm">
              <QuestionDetails question={question} headingLevel={4} resolveImage={resolve} />
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
