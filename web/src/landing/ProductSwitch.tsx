import { Anchor, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_BOT_URL } from '../config/externalLinks';

export type Product = 'train' | 'warmups';

/** The landing page's switch between the two products, with the external homework bot beside it. */
export function ProductSwitch({ value, onChange }: { value: Product; onChange: (value: Product) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <SegmentedControl
        aria-label={t('Product')}
        size="xs"
        value={value}
        onChange={(next) => onChange(next as Product)}
        data={[
          { value: 'train', label: t('TRAIN') },
          { value: 'warmups', label: t('WARMUPS') },
        ]}
      />
      <Anchor
        href={HOMEWORK_BOT_URL}
        target="_blank"
        rel="noopener noreferrer"
        c="inherit"
        fw={600}
        fz="sm"
        underline="always"
      >
        {t('Homework bot')}
      </Anchor>
    </Group>
  );
}
