// The booklet's versions (issue 30): each version's questions in the order and with the numbers its
// answer sheet prints (paperPrintedNumbers, as the server lays the sheet out), so a student reads the
// same number on the booklet and the sheet.
import { type PaperBooklet, paperPrintedNumbers, paperVersionLetter, type TakingQuestion } from '@prep/domain';

export interface BookletVersion {
  version: number;
  /** "A", "B": printed only when the batch has two versions. */
  letter: string | null;
  questions: { printed: number; question: TakingQuestion }[];
}

export function bookletVersions(booklet: PaperBooklet): BookletVersion[] {
  const byNumber = new Map(booklet.questions.map((q) => [q.question_number, q]));
  const numbers = booklet.questions.map((q) => q.question_number);
  return Array.from({ length: Math.max(1, booklet.versions) }, (_, i) => {
    const version = i + 1;
    return {
      version,
      letter: booklet.versions > 1 ? paperVersionLetter(version) : null,
      questions: paperPrintedNumbers(numbers, booklet.batch, version).flatMap(([printed, number]) => {
        const question = byNumber.get(number);
        return question ? [{ printed, question }] : [];
      }),
    };
  });
}
