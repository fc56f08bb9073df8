import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const VIOLATIONS = `# A hashtag description.
type LintProbe {
  """
  A block description.
  """
  field: String @deprecated
}
`;

async function ruleIdsFor(filePath: string, text: string): Promise<(string | null)[]> {
  const [result] = await new ESLint().lintText(text, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('schema lint', () => {
  it('runs the schema rules on the files in schema/', { timeout: 120_000 }, async () => {
    const ruleIds = await ruleIdsFor('schema/lint-probe.graphql', VIOLATIONS);
    expect(ruleIds).toEqual(
      expect.arrayContaining([
        '@graphql-eslint/no-hashtag-description',
        '@graphql-eslint/description-style',
        '@graphql-eslint/require-deprecation-reason',
      ]),
    );
  });
});
