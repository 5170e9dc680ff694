import { Badge, Box, List, Table, Text, Title } from '@mantine/core';
import { msg, type Skill, storedWordLabel, type StudentSkills, plural } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { LEVEL_COLOR, percentText } from './format';

const KIND_TEXT: Record<Skill['kind'], string> = { subject: msg('Subject'), section: msg('Section') };

export function LevelBadge({ skill }: { skill: Skill }) {
  const { t } = useTranslation();
  return (
    <Badge color={LEVEL_COLOR[skill.level]} variant="filled" data-level={skill.level}>
      {t(skill.level)}
    </Badge>
  );
}

/** What to practise next: the weakest skills not yet mastered. */
export function PracticeNext({ skills }: { skills: StudentSkills }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="practice-next" data-section>
      <Title order={3} id="practice-next">
        {t('Practise next')}
      </Title>
      {skills.practice_next.length === 0 ? (
        <Text>
          {skills.skills.length === 0
            ? t('Skills appear here once results are released.')
            : t('Every skill is mastered: keep it up!')}
        </Text>
      ) : (
        <List data-practice-next>
          {skills.practice_next.map((s) => (
            <List.Item key={`${s.kind}-${s.name}`}>
              {t(
                plural(
                  '{{name}} ({{kind}}): {{right}} of your last {{count}} answers right, {{level}}',
                  '{{name}} ({{kind}}): {{right}} of your last {{count}} answer right, {{level}}',
                ),
                {
                  name: storedWordLabel(t, s.name),
                  kind: t(KIND_TEXT[s.kind]).toLowerCase(),
                  right: s.right,
                  count: s.answered,
                  level: t(s.level),
                },
              )}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** Each skill with its level and the share right over the answers that set it. */
export function SkillLevels({ skills }: { skills: StudentSkills }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  return (
    <section aria-labelledby="skill-levels" data-section>
      <Title order={3} id="skill-levels">
        {t('Skills')}
      </Title>
      {skills.skills.length === 0 ? (
        <Text>{t('Skills appear here once results are released.')}</Text>
      ) : (
        // Wider than a narrow phone (in Tamil most), the table scrolls sideways in its own box, which takes the
        // focus so that a keyboard scrolls it too; positioned, it holds the table's hidden texts as well.
        <Box
          role="group"
          aria-labelledby="skill-levels"
          tabIndex={0}
          style={{ overflowX: 'auto', position: 'relative' }}
        >
          <Table striped withTableBorder data-skills>
            <Table.Caption>
              {t('Levels from the newest 10 answers: Familiar at half right, Proficient at 75 %, Mastered at 90 %')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Skill')}</Table.Th>
                <Table.Th scope="col">{t('Kind')}</Table.Th>
                <Table.Th scope="col">{t('Level')}</Table.Th>
                <Table.Th scope="col">{t('Right')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {skills.skills.map((s) => (
                <Table.Tr key={`${s.kind}-${s.name}`}>
                  <Table.Th scope="row">{storedWordLabel(t, s.name)}</Table.Th>
                  <Table.Td>{t(KIND_TEXT[s.kind])}</Table.Td>
                  <Table.Td>
                    <LevelBadge skill={s} />
                  </Table.Td>
                  <Table.Td>
                    {t('{{right}} of {{answered}} ({{share}})', {
                      right: s.right,
                      answered: s.answered,
                      share: percentText(language, s.share),
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </section>
  );
}
