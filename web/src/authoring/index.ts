// What the authoring screens share (Data Tool, Conversion Tool, Manage Test browser, the client's
// read-only copies): test fields, question display, the import flow and exports.
export { ExportButtons } from './ExportButtons';
export { ImportIssues } from './ImportIssues';
export { ImportPanel } from './ImportPanel';
export { ImportPreview } from './ImportPreview';
export { QuestionDetails } from './QuestionDetails';
export { SideListsLayout } from './SideListsLayout';
export { TestFields } from './TestFields';
export { UploadBar } from './UploadBar';
export { callFailureMessage, notifyCallFailure, notifyCheck } from './feedback';
export * from './importFormats';
export * from './messages';
export { cutText, imageSource, optionLabel, pageCount, pageOf, shownQuestion } from './questionDisplay';
export { reloadTests, useNestedTest, useTestQuestions, useTestsAndCourses } from './queries';
export * from './testForm';
export { uploadedKb, uploadPercent } from './upload';
export { useTestForm } from './useTestForm';
