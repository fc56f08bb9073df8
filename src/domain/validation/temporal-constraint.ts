import * as z from 'zod/mini';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `start/end` in ISO 8601, as IDM keeps a role's time constraint; start before end. */
const temporalDurationSchema = z.string().check(
  z.maxLength(80),
  z.refine((text) => {
    const [start, end, extra] = text.split('/');
    if (extra !== undefined || !start || !end || !INSTANT.test(start) || !INSTANT.test(end)) {
      return false;
    }
    return Date.parse(start) < Date.parse(end);
  }, 'validation.temporalConstraint'),
);

export const temporalConstraintsSchema = z.array(z.object({ duration: temporalDurationSchema }));

/** Whether `now` falls within every constraint (no constraint: always). */
export function withinConstraints(
  constraints: readonly { duration: string }[] | undefined,
  now: Date,
): boolean {
  return (constraints ?? []).every(({ duration }) => {
    const [start = '', end = ''] = duration.split('/');
    return Date.parse(start) <= now.getTime() && now.getTime() < Date.parse(end);
  });
}
