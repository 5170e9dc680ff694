import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isCheckBoxQuestion, msg, type TakingQuestion } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { downloadAnswerSheets, getBooklet, paperKeys } from '../api/paper';
import { downloadFile, errorMessage, Loading, LoadError, notifyFailure } from '../forms';
import { RichText } from '../math';
import { mediaSource } from '../sitting';
import { usePageTitle } from '../shell/usePageTitle';
import { type BookletVersion, bookletVersions } from './booklet';

/**
 * The booklet's styles, on screen and printed: the app's bars hidden, the paper's size (A4 or Letter, as the
 * print was made for: the browser's print dialog follows it), each version from a new page, a question never
 * split. Written into the page with its size (a CSS module cannot take the size), as the parents' report's
 * stylesheet does the rest (Report.module.css).
 */
const bookletCss = (size: string) => `
[data-booklet] { max-width: 190mm; margin: 0 auto; padding: var(--mantine-spacing-md); }
[data-booklet] [data-version] + [data-version] { margin-top: var(--mantine-spacing-xl); }
[data-booklet-head] { border-bottom: 1px solid var(--mantine-color-gray-5); padding-bottom: 6px; margin-bottom: 8px; }
[data-name-line] { display: inline-block; min-width: 70mm; border-bottom: 1px solid currentColor; }
[data-booklet] [data-printed] { padding: 6px 0; border-bottom: 1px dotted var(--mantine-color-gray-4); }
[data-options] { list-style: none; margin: 4px 0 0; padding-left: 1.5em; }
[data-booklet] img { max-width: 120mm; max-height: 90mm; object-fit: contain; }
@media print {
  @page { size: ${size === 'Letter' ? 'letter' : 'A4'}; margin: 14mm; }
  html body .mantine-AppShell-header, html body .mantine-AppShell-navbar, html body .mantine-AppShell-footer,
  html body [data-no-print] { display: none; }
  html body .mantine-AppShell-main { padding: 0; min-height: 0; }
  [data-booklet] { max-width: none; padding: 0; font-size: 11pt; }
  [data-booklet] [data-version] + [data-version] { margin-top: 0; break-before: page; }
  [data-booklet] [data-printed] { break-inside: avoid; }
}`;

/**
 * The booklet of a paper print (/client/paper/7/booklet, /teacher/paper/7/booklet; issue 30): the test's
 * questions as students see them on screen (text, math, figures, options lettered by the test), numbered
 * as the answer sheet numbers them, one booklet per version with its letter. "Print" opens the browser's
 * print dialog ("Save as PDF" makes the file), as the parents' report does; the print stylesheet hides
 * the app's bars, starts each version on a new page and keeps a question whole.
 */
export function BookletPage() {
  const { t } = useTranslation();
  usePageTitle(msg('Test booklet'));
  const navigate = useNavigate();
  const batch = Number(useParams().batch);
  const booklet = useQuery({
    queryKey: paperKeys.booklet(batch),
    queryFn: () => getBooklet(batch),
    enabled: Number.isInteger(batch) && batch > 0,
  });
  const sheets = useMutation({
    mutationFn: () => downloadAnswerSheets(batch),
    onSuccess: (file) => downloadFile(file.filename ?? `answer-sheets-${batch}.pdf`, file.blob),
    onError: (error) => notifyFailure(errorMessage(error)),
  });
  if (booklet.isPending) return <Loading />;
  if (booklet.isError) return <LoadError error={booklet.error} onRetry={() => void booklet.refetch()} />;
  const { data } = booklet;
  return (
    <div data-booklet data-page-size={data.page_size}>
      <style>{bookletCss(data.page_size)}</style>
      <Group justify="space-between" data-no-print mb="md">
        <Button variant="default" onClick={() => void navigate(-1)}>
          {t('Back')}
        </Button>
        <Group gap="sm">
          <Button variant="light" loading={sheets.isPending} onClick={() => sheets.mutate()}>
            {t('Download answer sheets')}
          </Button>
          <Button onClick={() => window.print()}>{t('Print')}</Button>
        </Group>
      </Group>
      {bookletVersions(data).map((version) => (
        <VersionBooklet key={version.version} testName={data.test_name} version={version} />
      ))}
    </div>
  );
}

function VersionBooklet({ testName, version }: { testName: string; version: BookletVersion }) {
  const { t } = useTranslation();
  const letter = version.letter && t('Version {{letter}}', { letter: version.letter });
  return (
    <section data-version={version.version} aria-label={letter ? `${testName}, ${letter}` : testName}>
      <div data-booklet-head>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h3">
            {testName}
          </Title>
          {letter && (
            <Text fw={700} size="lg" data-version-letter>
              {letter}
            </Text>
          )}
        </Group>
        <Text mt="xs">
          {t('Student name')}: <span data-name-line />
        </Text>
        <Text size="sm" mt={4}>
          {t('Mark each answer on your answer sheet, beside the question’s number.')}
        </Text>
      </div>
      <Stack gap={0}>
        {version.questions.map(({ printed, question }) => (
          <PrintedQuestion key={question.questionid} printed={printed} question={question} />
        ))}
      </Stack>
    </section>
  );
}

/** A question as the taking screen shows it (RichText for text and math, its figure, lettered options), not to answer. */
function PrintedQuestion({ printed, question }: { printed: number; question: TakingQuestion }) {
  const { t } = useTranslation();
  const image = mediaSource(question.question_image);
  return (
    <div data-printed={printed} data-question={question.question_number}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text fw={700} component="span" miw="2.2em">
          {printed}.
        </Text>
        <Stack gap={4} style={{ flex: 1 }}>
          {question.question_header.trim() !== '' && <RichText text={question.question_header} component="p" />}
          <RichText text={question.question_text} format={question.text_format} component="div" />
          {image && <img src={image} alt={t('Figure of question {{n}}', { n: printed })} />}
          {isCheckBoxQuestion(question) && (
            <Text size="sm" fs="italic">
              {t('Choose all that apply')}
            </Text>
          )}
          <ol data-options>
            {question.answers.map((option) => (
              <li key={option.answersid} data-option={option.label}>
                <strong>{option.label}.</strong>{' '}
                <RichText text={option.name} format={question.text_format} displayStyle />
              </li>
            ))}
          </ol>
        </Stack>
      </Group>
    </div>
  );
}
