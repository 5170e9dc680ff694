import type { Text } from '@prep/domain';
// The fields the Teacher and Student Profile forms share, as data (label, kind, rules of display), and
// the component that draws a run of them: names, email and mobile, the two emergency contacts, the
// address block. Each screen lists its fields in its order, the shared groups spread in.
import { COUNTRIES, msg, RELATIONSHIPS, US_STATES } from '@prep/domain';
import { type FieldMark, isMessageMark } from '../../forms';
import { ChoiceSelect, MarkedInput, type Option } from './fields';

/** A text field with the on-blur mark. */
export interface TextFieldSpec {
  kind?: 'text';
  label: string;
  type?: 'email' | 'tel' | 'password';
  placeholder?: string;
  /** A name field: a red mark also shows the hint about special characters. */
  nameHint?: boolean;
  required?: boolean;
  multiline?: boolean;
  /** Leaving this field re-checks that one when it holds something (a password and its confirmation). */
  recheck?: string;
}

/** A dropdown of a fixed list; the choice is marked at once. */
export interface ChoiceFieldSpec {
  kind: 'choice';
  label: string;
  /** Data shown as it is (states, teachers' names), or values with a label to translate. */
  options: readonly (string | Option)[];
  /** The first, empty entry; none when the field always has a value. */
  placeholder?: string;
  required?: boolean;
}

export type FieldSpec = TextFieldSpec | ChoiceFieldSpec;
export type FieldSpecs<F extends string> = Partial<Record<F, FieldSpec>>;

const PHONE = { type: 'tel', placeholder: '555-555-5555' } as const;
const SELECT = msg('Select');
const RELATIONSHIP_LABELS: Record<(typeof RELATIONSHIPS)[number], string> = {
  father: msg('father'),
  mother: msg('mother'),
  relative: msg('relative'),
  friend: msg('friend'),
};

/** The relationships as stored (lower case), each with its label. */
const RELATIONSHIP_OPTIONS: readonly Option[] = RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/** First, middle and last name, the first and last required. */
export const nameFields = <A extends string, B extends string, C extends string>(first: A, middle: B, last: C) =>
  ({
    [first]: { label: msg('First Name'), nameHint: true, required: true },
    [middle]: { label: msg('Middle Name'), nameHint: true },
    [last]: { label: msg('Last Name'), nameHint: true, required: true },
  }) as Record<A | B | C, FieldSpec>;

export const EMAIL_FIELD: TextFieldSpec = { label: msg('Email'), type: 'email', required: true };
export const MOBILE_FIELD: TextFieldSpec = { label: msg('Mobile'), ...PHONE };

/** The two emergency contacts: person, mobile and relationship (the same names on both forms). */
export const EMERGENCY_CONTACT_FIELDS = {
  Emergency_Contact_Person1: { label: msg('Emergency Contact Person 1'), nameHint: true },
  Emergency_Mobile1: { label: msg('Emergency Mobile 1'), ...PHONE },
  Relationship_1: { kind: 'choice', label: msg('Relationship 1'), options: RELATIONSHIP_OPTIONS, placeholder: SELECT },
  Emergency_Contact_Person2: { label: msg('Emergency Contact Person 2'), nameHint: true },
  Emergency_Mobile2: { label: msg('Emergency Mobile 2'), ...PHONE },
  Relationship_2: { kind: 'choice', label: msg('Relationship 2'), options: RELATIONSHIP_OPTIONS, placeholder: SELECT },
} satisfies Record<string, FieldSpec>;

/** The address block: the street (Address on a teacher, Student_Address on a student), then the rest. */
export const addressFields = <A extends string>(street: A) =>
  ({
    [street]: { label: msg('Address') },
    City: { label: msg('City') },
    State: { kind: 'choice', label: msg('State'), options: US_STATES, placeholder: SELECT },
    Zip_Code: { label: msg('Zip Code') },
    Country: { kind: 'choice', label: msg('Country'), options: COUNTRIES },
    School_District: { label: msg('School District') },
  }) as Record<A | 'City' | 'State' | 'Zip_Code' | 'Country' | 'School_District', FieldSpec>;

/** What the fields read and write: the record form's values and marks. */
export interface FieldsForm<F extends string> {
  values: Record<F, string>;
  marks: Partial<Record<F, FieldMark>>;
  set: (field: F, value: string) => void;
  markField: (field: F, value: string) => Text | undefined;
}

/** A run of fields, in the order given, as the cells of the form's grid. */
export function PersonFields<F extends string>({ specs, form }: { specs: FieldSpecs<F>; form: FieldsForm<F> }) {
  const { values, marks, set, markField } = form;
  return (Object.entries(specs) as [F, FieldSpec][]).map(([field, spec]) => {
    if (spec.kind === 'choice') {
      const mark = marks[field];
      return (
        <ChoiceSelect
          key={field}
          label={spec.label}
          value={values[field]}
          options={spec.options}
          placeholder={spec.placeholder}
          required={spec.required}
          error={isMessageMark(mark) ? mark : undefined}
          onChange={(value) => {
            set(field, value);
            markField(field, value);
          }}
        />
      );
    }
    const recheck = spec.recheck as F | undefined;
    return (
      <MarkedInput
        key={field}
        label={spec.label}
        value={values[field]}
        mark={marks[field]}
        onChange={(value) => set(field, value)}
        onBlur={(value) => {
          markField(field, value);
          if (recheck && values[recheck]) markField(recheck, values[recheck]);
        }}
        nameHint={spec.nameHint}
        required={spec.required}
        type={spec.type}
        autoComplete={spec.type === 'password' ? 'new-password' : 'off'}
        placeholder={spec.placeholder}
        multiline={spec.multiline}
      />
    );
  });
}
