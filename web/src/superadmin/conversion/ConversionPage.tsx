import { Button, Group, Paper, Stepper } from '@mantine/core';
import { msg, type QuizRecord } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PROCESSING_COMPLETE, useTestsAndCourses } from '../../authoring';
import { notifySuccess } from '../../forms';
import { PageSection } from '../../shell/PageSection';
import { ConvertStep } from './ConvertStep';
import { CreateTestStep } from './CreateTestStep';
import { ImportStep } from './ImportStep';

const LAST = 2;

/**
 * `/superadmin/create-quiz`, the Conversion Tool: (1) Create Test, (2) Convert PDF to Doc, (3) Import Doc
 * to Table. Next waits for a saved test; Previous goes back; Done says 'Processing complete!' and starts
 * again at step 1.
 */
export function ConversionPage() {
  const { t } = useTranslation();
  const data = useTestsAndCourses();
  // /superadmin/convert and /superadmin/import open steps 2 and 3 (superadmin/routes.tsx).
  const opened = (useLocation().state as { step?: unknown } | null)?.step;
  const [active, setActive] = useState(typeof opened === 'number' && opened >= 0 && opened <= LAST ? opened : 0);
  const [saved, setSaved] = useState<QuizRecord | null>(null);
  const [importTestId, setImportTestId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const done = () => {
    setActive(0);
    setSaved(null);
    setImportTestId(null);
    setBusy(false);
    setRound((r) => r + 1);
    notifySuccess(PROCESSING_COMPLETE);
  };

  return (
    <PageSection title={msg('Conversion Tool')} size="lg">
      <Paper withBorder p="md">
        <Stepper
          active={active}
          allowNextStepsSelect={false}
          onStepClick={(step) => !busy && step < active && setActive(step)}
        >
          <Stepper.Step label={t('Create Test')} description={t('Its details')}>
            <CreateTestStep
              courses={data.data?.course ?? []}
              saved={saved}
              round={round}
              busy={busy}
              onSaved={(test) => {
                setSaved(test);
                setImportTestId(test.master_qnsbank_id);
              }}
              onImportExisting={() => setActive(LAST)}
            />
          </Stepper.Step>
          <Stepper.Step label={t('Convert PDF to Doc')} description={t('Its text')}>
            <ConvertStep onBusyChange={setBusy} />
          </Stepper.Step>
          <Stepper.Step label={t('Import Doc to Table')} description={t('Its questions')}>
            <ImportStep
              tests={data.data?.quiz ?? []}
              testId={importTestId}
              onTest={setImportTestId}
              onBusyChange={setBusy}
              busy={busy}
            />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" mt="xl">
          <Button
            variant="default"
            onClick={() => setActive((a) => Math.max(0, a - 1))}
            disabled={active === 0 || busy}
          >
            {t('Previous')}
          </Button>
          {active < LAST ? (
            <Button onClick={() => setActive((a) => a + 1)} disabled={(active === 0 && saved === null) || busy}>
              {t('Next')}
            </Button>
          ) : (
            <Button onClick={done} disabled={busy}>
              {t('Done')}
            </Button>
          )}
        </Group>
      </Paper>
    </PageSection>
  );
}
