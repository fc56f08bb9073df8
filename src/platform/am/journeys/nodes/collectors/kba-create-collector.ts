import { z } from 'zod';
import { KBA_TEXT_MAX_LENGTH } from '../../../../../domain/account-credentials-inputs.js';
import type { PolicyRequirement } from '../../../../idm/patch/policy-failure.js';
import { translateJourneyText } from '../../texts.js';
import { SECRET_PREFIX } from '../journey-platform.js';
import { failedPoliciesOutput, isBlank, text, type Collector } from './collector.js';
import { kbaConfig, localizedText } from './kba-questions.js';

/** Where a page's security questions and answers go: `secret.kba.<n>`, as JSON. */
const KBA_FIELD_PREFIX = `${SECRET_PREFIX}kba.`;

const answerSchema = z.object({ question: z.string(), answer: z.string() });
export type KbaAnswer = z.infer<typeof answerSchema>;

export function kbaAnswers(values: Record<string, string>): KbaAnswer[] {
  return Object.entries(values)
    .filter(([field]) => field.startsWith(KBA_FIELD_PREFIX))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, value]) => {
      const parsed = answerSchema.safeParse(JSON.parse(value));
      return parsed.success ? [parsed.data] : [];
    });
}

const normalized = (question: string) => question.trim().replace(/\s+/gu, ' ').toLowerCase();

function textFailure(value: string): PolicyRequirement | undefined {
  if (isBlank(value)) return { policyRequirement: 'REQUIRED' };
  if ([...value.trim()].length > KBA_TEXT_MAX_LENGTH) {
    return { policyRequirement: 'MAX_LENGTH', params: { maxLength: KBA_TEXT_MAX_LENGTH } };
  }
  return undefined;
}

/** A security question (predefined, or the user's own) and its answer; `index` tells them apart. */
export function kbaCreate(index: number, prompt = 'Select a security question'): Collector {
  const field = `${KBA_FIELD_PREFIX}${index}`;
  return {
    type: 'KbaCreateCallback',
    async render({ platform, failures }) {
      const config = await kbaConfig(platform);
      return {
        output: [
          { name: 'prompt', value: translateJourneyText(prompt, platform.language) },
          {
            name: 'predefinedQuestions',
            value: Object.values(config.questions).map((texts) =>
              localizedText(texts, platform.language),
            ),
          },
          { name: 'allowUserDefinedQuestions', value: true },
          { name: 'failedPolicies', value: failedPoliciesOutput(failures) },
        ],
        input: [
          { suffix: 'question', value: '' },
          { suffix: 'answer', value: '' },
        ],
      };
    },
    read: (input) => ({
      [field]: JSON.stringify({ question: text(input('question')), answer: text(input('answer')) }),
    }),
    validate({ values }) {
      const mine = answerSchema.safeParse(JSON.parse(values[field] ?? '{}'));
      if (!mine.success) return Promise.resolve([{ policyRequirement: 'REQUIRED' }]);
      const { question, answer } = mine.data;
      const failures = [textFailure(question), textFailure(answer)].filter(
        (failure): failure is PolicyRequirement => failure !== undefined,
      );
      const earlier = Object.entries(values)
        .filter(([other]) => other.startsWith(KBA_FIELD_PREFIX) && other < field)
        .map(([, value]) => answerSchema.safeParse(JSON.parse(value)))
        .flatMap((parsed) => (parsed.success ? [normalized(parsed.data.question)] : []));
      if (!isBlank(question) && earlier.includes(normalized(question))) {
        failures.push({ policyRequirement: 'KBA_DUPLICATE_QUESTIONS' });
      }
      return Promise.resolve(failures);
    },
  };
}
