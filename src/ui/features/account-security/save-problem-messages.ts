import type { SaveProblemMessages } from '../../components/save-problem-alert.js';
import type { FormProblem } from '../../components/use-revision-save.js';

export const SAVE_FAILED: FormProblem = {
  kind: 'message',
  messageKey: 'accountSecurity.errors.save',
};

export const SAVE_PROBLEM_MESSAGES: SaveProblemMessages = {
  conflict: 'accountSecurity.errors.conflict',
  reload: 'accountSecurity.actions.reload',
};
