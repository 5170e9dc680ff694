// The authoring screens' own messages, word for word from the specification (§5, §8). Messages of the
// fields' rules come from the domain's schemas.

/** The titles of the authoring tool's alerts: 'Oops!...' for what the form refuses, 'Oops!' for a failed call. */
export const CHECK_TITLE = 'Oops!...';
export const FAILURE_TITLE = 'Oops!';

export const SOMETHING_WENT_WRONG = 'Something Went Wrong';
export const LONG_STEPS = 'Looks Like Long steps text!';
export const CONNECTION_ERROR = 'Connection Error';

export const DELETE_TITLE = 'Are you sure?';
export const DELETE_MESSAGE = "You won't be able to revert this!";

export const SELECT_TEXT_FILE = 'Please Select Text File';
export const IMPORT_CANCELLED = 'Import Cancelled !';
export const PROCESSING_COMPLETE = 'Processing complete!';
export const CONVERTED = 'Document Converted Successfully! Text File Download will start now';
export const CONVERSION_FAILED = 'An Error occured';
