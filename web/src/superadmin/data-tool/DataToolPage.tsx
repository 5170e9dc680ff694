import { Alert } from '@mantine/core';
import { WARMUP_COURSE_TYPE } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callFailureMessage, useTestQuestions, useTestsAndCourses } from '../../authoring';
import { READABLE_TITLE } from '../../shell/alertStyles';
import { PageSection } from '../../shell/PageSection';
import { AnswersView } from './AnswersView';
import { type DataToolView, reachableView, VIEW_TITLES } from './dataTool';
import { MetaView } from './MetaView';
import { PartsList } from './PartsList';
import { QuestionsView } from './QuestionsView';
import { StepsView } from './StepsView';
import { SummaryView } from './SummaryView';
import { VideosView } from './VideosView';
import { WarmupQuestionsView } from './WarmupQuestionsView';

interface Props {
  /**
   * The client admin's copy (`/client/data-tool`): only the tests granted to its client (the server lists
   * no others), no WARMUPS, no add, Update, delete or Import; Export stays (the server lets it read them).
   * The server refuses the writes too.
   */
  readOnly?: boolean;
  /** Where the Manage Test browser of this area is. */
  browserPath?: string;
}

/**
 * The Data Tool: one page switching between views from its parts list, starting at SUMMARY. META shows
 * the tests (QUIZES, WARMUPS) and their fields; QUESTIONS the chosen test's questions (or a warm-up set's
 * equations); ANSWERS, STEPS and VIDEOS the chosen question's options, steps and step videos. Choosing a test clears the
 * chosen question, whose options and steps load when it is chosen.
 */
export function DataToolPage({ readOnly = false, browserPath = '/superadmin/test-browser' }: Props) {
  const { t } = useTranslation();
  const data = useTestsAndCourses();
  // A client admin's tool has no warm-up sets (§2: WARMUPS is for non-client users only).
  const all = data.data?.quiz ?? [];
  const tests = readOnly ? all.filter((q) => q.test_type !== WARMUP_COURSE_TYPE) : all;
  const courses = data.data?.course ?? [];

  const [requested, setView] = useState<DataToolView>('SUMMARY');
  const [testId, setTestId] = useState<number | null>(null);
  const [questionId, setQuestionId] = useState<number | null>(null);
  const chosen = tests.find((q) => q.master_qnsbank_id === testId) ?? null;
  const isWarmupSet = chosen?.test_type === WARMUP_COURSE_TYPE;

  const questions = useTestQuestions(chosen && !isWarmupSet ? chosen.master_qnsbank_id : null);
  const questionList = questions.data ?? [];
  const question = questionList.find((q) => q.questionid === questionId) ?? null;

  const selection = { test: chosen, question: question !== null };
  const view = reachableView(requested, selection);

  const chooseTest = (id: number | null) => {
    setTestId(id);
    // Choosing a test resets the question, answer and step fields.
    setQuestionId(null);
  };

  const error = data.error ?? questions.error;

  return (
    <PageSection title={VIEW_TITLES[view]} size="xl">
      {error && (
        <Alert color="red" styles={READABLE_TITLE} title={t('Oops!')} role="alert">
          {t(callFailureMessage(error))}
        </Alert>
      )}
      <PartsList view={view} selection={selection} onView={setView} />
      {view === 'SUMMARY' && (
        <SummaryView
          tests={tests}
          loading={data.isPending}
          browserPath={browserPath}
          onOpen={(id) => {
            chooseTest(id);
            setView('META');
          }}
        />
      )}
      {view === 'META' && (
        <MetaView
          tests={tests}
          courses={courses}
          loading={data.isPending}
          chosen={chosen}
          onChoose={chooseTest}
          onQuestions={() => setView(isWarmupSet ? 'WARMUP_QUESTIONS' : 'QUESTIONS')}
          readOnly={readOnly}
        />
      )}
      {view === 'QUESTIONS' && chosen && (
        <QuestionsView
          key={chosen.master_qnsbank_id}
          test={chosen}
          questions={questionList}
          loading={questions.isPending}
          selected={question}
          onSelect={setQuestionId}
          onAdded={(id) => {
            setQuestionId(id);
            setView('ANSWERS');
          }}
          readOnly={readOnly}
        />
      )}
      {view === 'ANSWERS' && chosen && question && (
        <AnswersView key={question.questionid} test={chosen} question={question} readOnly={readOnly} />
      )}
      {view === 'STEPS' && chosen && question && (
        <StepsView key={question.questionid} test={chosen} question={question} readOnly={readOnly} />
      )}
      {view === 'VIDEOS' && chosen && question && (
        <VideosView key={question.questionid} test={chosen} question={question} readOnly={readOnly} />
      )}
      {view === 'WARMUP_QUESTIONS' && chosen && (
        <WarmupQuestionsView key={chosen.master_qnsbank_id} set={chosen} onBack={() => setView('META')} />
      )}
    </PageSection>
  );
}
