import { msg, storedWordLabel } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { type FieldMark, MarkedInput } from '../forms';
import { useCourses } from './useCourses';

interface Props {
  value: string;
  mark: FieldMark | undefined;
  onChange: (value: string) => void;
  onBlur: (value: string) => void;
}

/**
 * A record's program: a select of the course types, each in the language shown; a value no course has any
 * longer (a course renamed since) stays on offer, so the record still shows what it holds.
 */
export function ProgramInput({ value, mark, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const courses = useCourses({ staleTime: 5 * 60_000 });
  const programs = (courses.data ?? []).map((c) => c.course_type);
  if (value && !programs.includes(value)) programs.push(value);
  return (
    <MarkedInput
      label={msg('Program')}
      value={value}
      mark={mark}
      onChange={onChange}
      onBlur={onBlur}
      choice={{
        placeholder: msg('Select Program'),
        options: programs.map((p) => ({ value: p, label: storedWordLabel(t, p) })),
        verbatim: true,
      }}
    />
  );
}
