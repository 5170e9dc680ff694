// What the authoring screens share (Data Tool, Conversion Tool, Manage Test browser, the client's
// read-only copies): test fields, question display, the import flow and exports.
export { choiceLabel } from './choiceLabels';
export { ExportButtons } from './ExportButtons';
export { ImportPanel } from './ImportPanel';
export { QuestionDetails } from './QuestionDetails';
export { SideListsLayout } from './SideListsLayout';
export { TestFields } from './TestFields';
export { UploadBar } from './UploadBar';
export { callFailureMessage, notifyCallFailure, notifyCheck } from './feedback';
export * from './importFormats';
export * from './messages';
export { cutText, imageSource, pageCount, pageOf, shownQuestion } from './questionDisplay';
export { reloadTests, useNestedTest, useTestQuestions, useTestsAndCourses } from './queries';
export * from './testForm';
export { useTestForm } from './useTestForm';
