import { z } from 'zod';
import { NO_PERMISSIONS, type ReviewerPermissions } from '../../../domain/certification.js';

const permissionsSchema = z.object({
  view: z.boolean(),
  comment: z.boolean(),
  decide: z.boolean(),
  forward: z.boolean(),
  signOff: z.boolean(),
});

const reviewerSchema = z.object({
  kind: z.enum(['user', 'role']),
  id: z.string(),
  permissions: permissionsSchema,
});

export type Reviewer = z.infer<typeof reviewerSchema>;
export type ReviewerKind = Reviewer['kind'];

/** An item's stored reviewers. */
export function parseReviewers(stored: unknown): Reviewer[] {
  return z.array(reviewerSchema).parse(stored);
}

/**
 * Who a caller is as a reviewer: themselves, and every role they hold. A role's holders are the
 * users with a grant of that role in the governance store (`iga_grants`, grant type `role`),
 * since the realm's user documents carry no managed roles.
 */
export interface ReviewerIdentity {
  userId: string;
  roleIds: ReadonlySet<string>;
}

export function covers(reviewer: Reviewer, identity: ReviewerIdentity): boolean {
  return reviewer.kind === 'user'
    ? reviewer.id === identity.userId
    : identity.roleIds.has(reviewer.id);
}

export function unitePermissions(permissions: readonly ReviewerPermissions[]): ReviewerPermissions {
  return permissions.reduce<ReviewerPermissions>(
    (all, next) => ({
      view: all.view || next.view,
      comment: all.comment || next.comment,
      decide: all.decide || next.decide,
      forward: all.forward || next.forward,
      signOff: all.signOff || next.signOff,
    }),
    NO_PERMISSIONS,
  );
}

/** What a caller may do on an item: everything any of their reviewer entries allows. */
export function permissionsOf(
  reviewers: readonly Reviewer[],
  identity: ReviewerIdentity,
): ReviewerPermissions {
  return unitePermissions(
    reviewers
      .filter((reviewer) => covers(reviewer, identity))
      .map(({ permissions }) => permissions),
  );
}

/** The caller's own entry on an item, else the first role entry that covers them. */
export function entryOf(
  reviewers: readonly Reviewer[],
  identity: ReviewerIdentity,
): Reviewer | undefined {
  return (
    reviewers.find((reviewer) => reviewer.kind === 'user' && reviewer.id === identity.userId) ??
    reviewers.find((reviewer) => covers(reviewer, identity))
  );
}
