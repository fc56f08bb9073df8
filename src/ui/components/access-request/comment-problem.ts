import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';

/** Why a comment cannot be sent, as a message key; null when it can. */
export function commentProblem(
  text: string,
  required: boolean,
): 'accessRequest.dialog.commentRequired' | 'accessRequest.dialog.commentTooLong' | null {
  if (required && text === '') return 'accessRequest.dialog.commentRequired';
  if (text.length > MAX_COMMENT_LENGTH) return 'accessRequest.dialog.commentTooLong';
  return null;
}
