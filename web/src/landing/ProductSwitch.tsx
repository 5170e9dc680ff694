import { Anchor, Group, SegmentedControl } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_BOT_URL } from '../config/externalLinks';

export type Product = 'train' | 'warmups';

/** The landing page's switch between the two products, with the external homework bot beside it. */
export function ProductSwitch({ value, onChange }: { value: Product; onChange: (value: Product) => void }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  // The landing page is prerendered: a product picked before the app took the page over is kept. In the
  // commit that hydrates, before any render could set the radios back to the state's value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking the markup over
  useLayoutEffect(() => {
    const picked = root.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if ((picked === 'train' || picked === 'warmups') && picked !== value) onChange(picked);
  }, []);
  return (
    <Group gap="sm" wrap="nowrap">
      <SegmentedControl
        ref={root}
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
