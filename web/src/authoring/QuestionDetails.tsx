import { Badge, Group, Image, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { type BankQuestion, headerText, type ImportedQuestion, keysOf } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { MathText, RichText } from '../math';
import { imageSource } from './questionDisplay';

/** The question's text_format and keys, which the partial readers' and stored records carry (BankQuestion). */
const formatOf = (question: ImportedQuestion) =>
  (question as Partial<BankQuestion>).text_format === 'html' ? 'html' : 'plain';
const keysOfShown = (question: ImportedQuestion) => keysOf(question as BankQuestion);

interface Props {
  question: ImportedQuestion;
  /** The level of the question's heading; its parts are one below. @default 3 */
  headingLevel?: TitleOrder;
  /** Where an image reference is shown from; by default only stored files and addresses are. */
  resolveImage?: (reference: string) => string | null;
}

function Picture({ reference, alt, resolve }: { reference: string; alt: string; resolve: Props['resolveImage'] }) {
  const { t } = useTranslation();
  const src = (resolve ?? imageSource)(reference);
  if (!src) {
    return (
      <Text size="sm" c="gray.8">
        {t('Image: {{name}}', { name: reference })}
      </Text>
    );
  }
  return <Image src={src} alt={alt} maw={320} fit="contain" radius="sm" />;
}

/**
 * One question as a student would read it, with what only authors see: every option with the correct one
 * marked, and the worked steps with their images. Formulas in `$…$` are rendered.
 */
export function QuestionDetails({ question, headingLevel = 3, resolveImage }: Props) {
  const { t } = useTranslation();
  const n = question.question_number;
  const sub = Math.min(headingLevel + 1, 6) as TitleOrder;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Title order={headingLevel} size="h5">
          {`# ${n} `}
          <MathText text={headerText(t, question)} />
        </Title>
        <Text size="xs" c="gray.8">
          {t('Complexity {{n}}', { n: question.question_complexity })}
        </Text>
      </Group>
      <RichText text={question.question_text} format={formatOf(question)} component="div" className="question-text" />
      {question.question_image && (
        <Picture reference={question.question_image} alt={t('Image of question {{n}}', { n })} resolve={resolveImage} />
      )}
      <Title order={sub} size="h6">
        {t('Options')}
      </Title>
      <List type="ordered" spacing={4} aria-label={t('Options of question {{n}}', { n })}>
        {question.options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and identified by position
          <List.Item key={i}>
            <RichText text={option} format={formatOf(question)} />
            {keysOfShown(question).includes(i + 1) && (
              <Badge ml="xs" color="green.9" size="sm" variant="filled">
                {t('Correct answer')}
              </Badge>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="sm">
        {question.key >= 1
          ? t('Key: {{option}}', {
              option: keysOfShown(question)
                .map((key) => t('Option {{n}}', { n: key }))
                .join(', '),
            })
          : t('No correct answer is set')}
      </Text>
      {question.steps.length > 0 && (
        <>
          <Title order={sub} size="h6">
            {t('Steps')}
          </Title>
          <List type="ordered" spacing={4} aria-label={t('Steps of question {{n}}', { n })}>
            {question.steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed and identified by position
              <List.Item key={i}>
                <RichText text={step} format={formatOf(question)} />
                {question.step_images[i] && (
                  <Picture
                    reference={question.step_images[i]}
                    alt={t('Image of step {{step}} of question {{n}}', { step: i + 1, n })}
                    resolve={resolveImage}
                  />
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
