export { ListAndFormLayout, type ListItem } from './ListAndFormLayout';
export { RecordList } from './RecordList';
export { RecordActions } from './RecordActions';
export { MarkedField, useMarkProps } from './MarkedField';
export { type FieldChoice, MarkedInput } from './MarkedInput';
export { isMessageMark, useFieldMarks, type FieldMark } from './useFieldMarks';
export { confirmDelete, notifyFailure, notifyInfo, notifySuccess } from './feedback';
export { withOverlays } from './overlayHost';
export { FileImportButton } from './FileImportButton';
export { downloadFile } from './files';
export { REQUIRED_INPUT, requiredInput } from './required';
export { useRecordForm, type RecordMode } from './useRecordForm';
export { Loading, LoadError } from './LoadStates';
export {
  errorMessage,
  fieldErrors,
  serverFieldErrors,
  serverFieldMarks,
} from './errors';
export { pendingAction } from './pending';
export { useRecordCalls } from './useRecordCalls';
export { RowIssuesTable, type RowIssueView } from './RowIssuesTable';
export { ImportProgress, type ImportRefusal, ImportReport, importRefusal } from './ImportReport';
