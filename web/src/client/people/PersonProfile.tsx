import { Alert, NativeSelect, Stack, Title } from '@mantine/core';
import { say } from '../../i18n/say';
import type { ReactNode } from 'react';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage, ListAndFormLayout, type ListItem, RecordActions } from '../../forms';
import { PageSection } from '../../shell/PageSection';
import type { PersonProfileState } from './usePersonProfile';
import { HistoryTabs } from '../../activity/HistoryTabs';
import type { AuditFilter } from '../../api/audit';

/** The words of one screen: its title, the list's, and the dropdown's. */
export interface PersonProfileTexts {
  /** 'Manage Teacher Profile' */
  title: string;
  /** 'Teachers' */
  listTitle: string;
  /** 'Edit teacher', 'New teacher' */
  editing: string;
  creating: string;
  /** The dropdown's label ('select teacher'), its empty entry ('select Teacher') and 'Add New Teacher'. */
  dropdown: string;
  none: string;
  addNew: string;
}

interface PersonProfileProps {
  texts: PersonProfileTexts;
  /** The people listed (by first name), in the list and in the dropdown. */
  items: ListItem[];
  loading: boolean;
  loadError: unknown;
  profile: Pick<
    PersonProfileState,
    'selectedId' | 'mode' | 'dirty' | 'pending' | 'select' | 'choose' | 'dropdownValue' | 'submit' | 'askDelete'
  > & { resetForm: () => void };
  /** Import and Export. */
  transfer: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** The person's History tab (issue 28) beside the form, once a person is chosen: their events' filter. */
  history?: { filter: AuditFilter; caption: string } | null;
}

/**
 * The layout of Manage Teacher Profile and Manage Student Profile: the people on the left, the dropdown
 * (select, Add New) and the form on the right, and the spec's buttons (add, update, delete, Cancel,
 * Import, Export) enabled by mode.
 */
export function PersonProfile({
  texts,
  items,
  loading,
  loadError,
  profile,
  transfer,
  children,
  history,
}: PersonProfileProps) {
  const { t } = useTranslation();
  const form = (
    <Stack gap="md">
      {children}
      <RecordActions
        mode={profile.mode}
        dirty={profile.dirty}
        pending={profile.pending}
        onAdd={profile.submit}
        onUpdate={profile.submit}
        onDelete={profile.askDelete}
        onCancel={() => profile.resetForm()}
        extra={transfer}
      />
    </Stack>
  );
  return (
    <PageSection title={texts.title} size="xl">
      {loadError ? (
        <Alert color="red" title={t('Oops!')} role="alert">
          {say(t, errorMessage(loadError))}
        </Alert>
      ) : null}
      <ListAndFormLayout
        listTitle={texts.listTitle}
        items={items}
        selectedId={profile.selectedId}
        onSelect={profile.select}
        emptyText={loading ? msg('Loading…') : msg('No records yet')}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {profile.selectedId !== null ? t(texts.editing) : t(texts.creating)}
          </Title>
          <NativeSelect
            label={t(texts.dropdown)}
            maw={360}
            value={profile.dropdownValue}
            data={[
              { value: '', label: t(texts.none) },
              { value: 'new', label: t(texts.addNew) },
              ...items.map((item) => ({ value: String(item.id), label: item.label })),
            ]}
            onChange={(event) => profile.choose(event.currentTarget.value)}
          />
          {history && profile.selectedId !== null ? (
            <HistoryTabs mainLabel={msg('Profile')} filter={history.filter} caption={history.caption}>
              {form}
            </HistoryTabs>
          ) : (
            form
          )}
        </Stack>
      </ListAndFormLayout>
    </PageSection>
  );
}
