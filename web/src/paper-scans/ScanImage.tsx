import { Alert, Image, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../forms';
import { say } from '../i18n/say';
import { useScanImage } from './queries';

interface ScanImageProps {
  scan: number;
  page: number;
  /** One question's row cut out of the page; the whole page without it. */
  question?: number;
  alt: string;
}

/** A scanned page, or one question's row of it, as the reader saw it (fetched with the session's token). */
export function ScanImage({ scan, page, question, alt }: ScanImageProps) {
  const { t } = useTranslation();
  const image = useScanImage(scan, page, question);
  if (image.isError)
    return (
      <Alert color="red" role="alert">
        {say(t, errorMessage(image.error))}
      </Alert>
    );
  if (!image.url) return <Skeleton h={question === undefined ? 480 : 48} aria-hidden />;
  return (
    <Image
      src={image.url}
      alt={alt}
      fit="contain"
      radius="sm"
      bd="1px solid var(--mantine-color-gray-4)"
      mah={question === undefined ? 900 : 120}
      w="auto"
      maw="100%"
      data-scan-image={question === undefined ? 'page' : `question-${question}`}
    />
  );
}
