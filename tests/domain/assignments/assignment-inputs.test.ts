import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  assignmentValue,
  managedAssignmentObject,
  saveAssignmentInputSchema,
} from '../../../src/domain/assignments/assignment-inputs.js';
import { eventScriptParses } from '../../../src/domain/assignments/event-script.js';

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Engineering account',
  mapping: 'managedAlpha_user_systemLdapAccount',
  attributes: [
    {
      name: 'employeeType',
      value: '"engineer"',
      assignmentOperation: 'mergeWithTarget',
      unassignmentOperation: 'removeFromTarget',
    },
  ],
  ...overrides,
});

const messages = (value: unknown) => {
  const parsed = z.safeParse(saveAssignmentInputSchema, value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('event scripts', () => {
  it('parse without running', () => {
    expect(eventScriptParses('var a = 1; if (a) { return a; }')).toBe(true);
    expect(eventScriptParses('throw new Error("never run")')).toBe(true);
    expect(eventScriptParses('if (a { }')).toBe(false);
    expect(eventScriptParses('let = ;')).toBe(false);
  });
});

describe('the assignment input', () => {
  it('accepts true, false, numbers and JSON as values', () => {
    for (const value of ['true', 'false', '12', '-0.5', '{"a":[1]}', '"text"']) {
      expect(messages(input({ attributes: [{ ...input().attributes[0], value }] })), value).toEqual(
        [],
      );
    }
  });

  it('refuses other values and scripts that do not parse', () => {
    expect(
      messages(input({ attributes: [{ ...input().attributes[0], value: 'engineer' }] })),
    ).toEqual(['validation.assignmentAttribute']);
    expect(messages(input({ onAssignment: 'function (' }))).toEqual([
      'assignments.validation.invalidScript',
    ]);
    expect(messages(input({ onUnassignment: 'x'.repeat(20_001) }))).toContain(
      'validation.maxLength',
    );
  });

  it('refuses JSON text beyond the shared JSON limits, which a length check alone lets through', () => {
    const deep = '['.repeat(4000) + ']'.repeat(4000);
    expect(messages(input({ attributes: [{ ...input().attributes[0], value: deep }] }))).toEqual([
      'validation.jsonDepth',
    ]);
    const twentyLevels = '['.repeat(20) + ']'.repeat(20);
    expect(
      messages(input({ attributes: [{ ...input().attributes[0], value: twentyLevels }] })),
    ).toEqual([]);
  });

  it('reads values as what they stand for', () => {
    expect(assignmentValue(' true ')).toBe(true);
    expect(assignmentValue('42')).toBe(42);
    expect(assignmentValue('["a"]')).toEqual(['a']);
  });

  it("names each realm's assignment object", () => {
    expect(managedAssignmentObject('alpha')).toBe('alpha_assignment');
    expect(managedAssignmentObject('root')).toBe('assignment');
  });
});
