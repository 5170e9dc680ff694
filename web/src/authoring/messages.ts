// The authoring screens' own messages, word for word from the specification (§5, §8). Messages of the
// fields' rules come from the domain's schemas. Each is a catalogue key (msg), translated where it is shown.
import { msg } from '@prep/domain';

/** The titles of the authoring tool's alerts: 'Oops!...' for what the form refuses, 'Oops!' for a failed call. */
export const CHECK_TITLE = msg('Oops!...');
export const FAILURE_TITLE = msg('Oops!');

export const SOMETHING_WENT_WRONG = msg('Something Went Wrong');
export const LONG_STEPS = msg('Looks Like Long steps text!');
export const CONNECTION_ERROR = msg('Connection Error');

export const DELETE_TITLE = msg('Are you sure?');
export const DELETE_MESSAGE = msg("You won't be able to revert this!");

export const SELECT_TEXT_FILE = msg('Please Select Text File');
export const IMPORT_CANCELLED = msg('Import Cancelled !');
export const PROCESSING_COMPLETE = msg('Processing complete!');
export const CONVERTED = msg('Document Converted Successfully! Text File Download will start now');
export const CONVERSION_FAILED = msg('An Error occured');
