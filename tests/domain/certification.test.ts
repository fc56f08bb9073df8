import { describe, expect, it } from 'vitest';
import { everyItemDecided, isReviewerAlreadyAssigned } from '../../src/domain/certification.js';

describe('certification helpers', () => {
  it('every item decided needs at least one item and no missing decision', () => {
    expect(everyItemDecided([])).toBe(false);
    expect(everyItemDecided([{ id: 'a', decision: 'exception' }])).toBe(true);
    expect(
      everyItemDecided([
        { id: 'a', decision: 'certify' },
        { id: 'b', decision: null },
      ]),
    ).toBe(false);
  });

  it('recognises the reviewer-already-assigned failure in errors and messages', () => {
    expect(isReviewerAlreadyAssigned(new Error('Reviewer already assigned'))).toBe(true);
    expect(isReviewerAlreadyAssigned({ message: 'Conflict: Reviewer already assigned' })).toBe(
      true,
    );
    expect(isReviewerAlreadyAssigned('Reviewer already assigned')).toBe(true);
    expect(isReviewerAlreadyAssigned(new Error('timeout'))).toBe(false);
    expect(isReviewerAlreadyAssigned(undefined)).toBe(false);
  });
});
