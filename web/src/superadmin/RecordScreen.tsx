import { Alert, Button, Stack, Title } from '@mantine/core';
import { say } from '../i18n/say';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, ListAndFormLayout, type ListItem } from '../forms';
import { PageSection } from '../shell/PageSection';

interface RecordScreenProps {
  /** The page's h1, e.g. 'Client Profile'. */
  title: string;
  /** A failed load of the lists, or null. */
  loadError: unknown;
  listTitle: string;
  /** Above the New button, e.g. the client chooser of Client Admin Profile. */
  listHeader?: ReactNode;
  /** The New button: back to a blank form, enabled once something is selected or changed. */
  newLabel: string;
  onNew: () => void;
  newDisabled: boolean;
  items: ListItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  emptyText: string;
  /** The form's heading: 'Edit client …' or 'New client'. */
  heading: string;
  /** The form, its buttons and dialogs. */
  children: ReactNode;
}

/**
 * The frame of Client Profile and Client Admin Profile: the records on the left under a New button, the
 * form on the right under its heading.
 */
export function RecordScreen({
  title,
  loadError,
  listTitle,
  listHeader,
  newLabel,
  onNew,
  newDisabled,
  items,
  selectedId,
  onSelect,
  emptyText,
  heading,
  children,
}: RecordScreenProps) {
  const { t } = useTranslation();
  return (
    <PageSection title={title} size="xl">
      {loadError ? (
        <Alert color="red" title={t('Oops!')} role="alert">
          {say(t, errorMessage(loadError))}
        </Alert>
      ) : null}
      <ListAndFormLayout
        listTitle={listTitle}
        items={items}
        selectedId={selectedId}
        onSelect={onSelect}
        listHeader={
          <>
            {listHeader}
            <Button variant="light" size="xs" onClick={onNew} disabled={newDisabled}>
              {t(newLabel)}
            </Button>
          </>
        }
        emptyText={emptyText}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {heading}
          </Title>
          {children}
        </Stack>
      </ListAndFormLayout>
    </PageSection>
  );
}
