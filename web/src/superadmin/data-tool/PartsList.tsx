import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DataToolView, dataToolParts, partOf, type Selection } from './dataTool';

/** The parts list: one button a view, the current one marked; parts that need a selection are off without one. */
export function PartsList({
  view,
  selection,
  onView,
}: {
  view: DataToolView;
  selection: Selection;
  onView: (view: DataToolView) => void;
}) {
  const { t } = useTranslation();
  const current = partOf(view);
  return (
    <nav aria-label={t('Data Tool parts')}>
      <Group gap="xs">
        {dataToolParts(selection).map((part) => {
          const here = partOf(part.view) === current && part.enabled;
          return (
            <Button
              key={part.label}
              size="xs"
              variant={here ? 'filled' : 'default'}
              aria-current={here ? 'page' : undefined}
              disabled={!part.enabled}
              onClick={() => onView(part.view)}
            >
              {t(part.label)}
              {part.note && ` (${t(part.note)})`}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
