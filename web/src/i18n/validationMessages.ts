import { describeIssue, installValidationMessages } from '@prep/domain';
import { installIssueDescriber } from './say';

// The domain's messages for a failure a schema names none for, never zod's English (a catalogue key, shown
// with t()). Its own chunk, loaded by main.tsx before the app renders and by the tests' set-up: zod's core,
// which it needs, is in no first load (docs/decisions/0104-validation-messages-written-for-a-person.md).
// The forms tell an issue with its values through describeIssue, handed over from here (./say.ts).
installValidationMessages();
installIssueDescriber(describeIssue);
