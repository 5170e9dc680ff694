import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintForPaperDialogProps } from './PrintForPaperDialog';

// The dialog's code (and the class lists it reads) arrives when it is first opened (as lazyPart does; the
// routing folder registers this folder's booklet screen, so it is not imported from here).
const PrintForPaperDialog = lazy(() =>
  import('./PrintForPaperDialog').then((module) => ({ default: module.PrintForPaperDialog })),
);

/** "Print for paper" (issue 30), and its dialog once pressed. */
export function PrintForPaperButton({
  size = 'sm',
  variant = 'light',
  disabled,
  ...dialog
}: Omit<PrintForPaperDialogProps, 'opened' | 'onClose'> & Pick<ButtonProps, 'size' | 'variant' | 'disabled'>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        disabled={disabled}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        data-print-for-paper
      >
        {t('Print for paper')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <PrintForPaperDialog opened={opened} onClose={() => setOpened(false)} {...dialog} />
        </Suspense>
      )}
    </>
  );
}
