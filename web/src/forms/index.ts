export { ListAndFormLayout, type ListItem } from './ListAndFormLayout';
export { RecordActions } from './RecordActions';
export { MarkedField, useMarkProps } from './MarkedField';
export { useFieldMarks, type FieldCheck, type FieldMark } from './useFieldMarks';
export { confirmDelete, notifyFailure, notifyInfo, notifySuccess } from './feedback';
export { FileImportButton } from './FileImportButton';
export { downloadFile, extensionOf } from './files';
export { REQUIRED_INPUT, requiredInput } from './required';
export { useRecordForm, type RecordMode } from './useRecordForm';
