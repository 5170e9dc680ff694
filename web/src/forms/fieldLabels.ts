// The fields a refused file's report names (a CSV column, a list's field, the header or a whole row) in
// words of the language shown (issue 27): the person reads "மின்னஞ்சல்", and the column's own name beside
// it when that differs, since the file's header line is written with it ("முதல் பெயர் (First_Name)").
// A name not listed here (an unknown column the file gave) is shown as the file wrote it.
import { msg } from '@prep/domain';

const EMAIL = msg('Email');
const FIRST = msg('First Name');
const MIDDLE = msg('Middle Name');
const LAST = msg('Last Name');
const MOBILE = msg('Mobile');
const ADDRESS = msg('Address');

const FIELD_WORDS: Readonly<Record<string, string>> = {
  header: msg('header'),
  row: msg('row'),
  client: msg('Client'),
  // The teachers' and students' columns (TEACHER_CSV_COLUMNS, STUDENT_CSV_COLUMNS).
  Prefix: msg('Prefix'),
  First_Name: FIRST,
  Middle_Name: MIDDLE,
  Last_Name: LAST,
  Student_First_Name: FIRST,
  Student_Middle_Name: MIDDLE,
  Student_Last_Name: LAST,
  Email: EMAIL,
  email: EMAIL,
  password: msg('Password'),
  Mobile: MOBILE,
  Student_Mobile: MOBILE,
  Emergency_Contact_Person1: msg('Emergency Contact Person 1'),
  Emergency_Mobile1: msg('Emergency Mobile 1'),
  Relationship_1: msg('Relationship 1'),
  Emergency_Contact_Person2: msg('Emergency Contact Person 2'),
  Emergency_Mobile2: msg('Emergency Mobile 2'),
  Relationship_2: msg('Relationship 2'),
  Address: ADDRESS,
  Student_Address: ADDRESS,
  City: msg('City'),
  State: msg('State'),
  Zip_Code: msg('Zip Code'),
  Country: msg('Country'),
  School_District: msg('School District'),
  Current_School_Attending: msg('Current School Attending'),
  Grade_Level: msg('Grade Level'),
  GAP: msg('GPA'),
  Ap_Classess: msg('AP Classes'),
  Notes_Comments: msg('Notes / Comments'),
  High_Degree_Completed: msg('High Degree Completed'),
  Speciality: msg('Speciality'),
  Enroll_Program: msg('Enroll Program'),
  Exit_Program: msg('Exit Program'),
  // The classes' columns (class_name,teacher_email,student_email and program).
  class_name: msg('Class name'),
  program: msg('Program'),
  teacher_email: msg('Teacher'),
  student_email: msg('Student'),
  // An LMS connection's fields (issue 29), as its audit events name them.
  issuer: msg('Platform ID (issuer)'),
  client_id: msg('Client ID'),
  deployment_ids: msg('Deployment IDs'),
  auth_login_url: msg('Authentication request URL'),
  auth_token_url: msg('Access token URL'),
  keyset_url: msg('Public keyset URL'),
  // The paper answers' columns.
  question_number: msg('No.'),
  questionid: msg('Question'),
  option: msg('Option chosen'),
};

type Translate = (key: string) => string;

/** The field's word (a catalogue key), or undefined for a name not listed. */
export const fieldWord = (field: string): string | undefined => FIELD_WORDS[field];

/**
 * A field of a refused file in words of the language shown, its column name beside it. In English the
 * column's own name is the clearer of the two (the person wrote it in the file's header line): shown alone.
 */
export function fieldLabel(t: Translate, field: string): string {
  const word = FIELD_WORDS[field];
  if (!word) return field;
  const shown = t(word);
  return shown === word || shown === field ? field : `${shown} (${field})`;
}
