import type { PolicyRequirement } from '../../../idm/patch/policy-failure.js';
import type { RenderedCallback, SubmittedCallback } from '../callbacks.js';
import type { NodeHandler, RenderedPage } from '../journey.js';
import { translateJourneyText } from '../texts.js';
import type { Collector } from './collectors/collector.js';
import { withoutSecrets, type JourneyPlatform } from './journey-platform.js';

export interface CollectorPage {
  stage: string;
  header: string;
  description?: string;
  /** Values for the `{name}` slots of the translated description. */
  placeholders?: (values: Record<string, string>) => Record<string, string>;
  collectors: Collector[];
}

const inputName = (index: number, suffix = '') => `IDToken${index + 1}${suffix}`;

async function renderPage(
  page: CollectorPage,
  platform: JourneyPlatform,
  values: Record<string, string>,
  failures: readonly (readonly PolicyRequirement[])[],
): Promise<RenderedPage> {
  const translate = (text: string) => translateJourneyText(text, platform.language);
  const callbacks = await Promise.all(
    page.collectors.map(async (collector, index): Promise<RenderedCallback> => {
      const { output, input } = await collector.render({
        platform,
        values,
        failures: failures[index] ?? [],
      });
      return {
        type: collector.type,
        output,
        input: input.map(({ suffix, value }) => ({ name: inputName(index, suffix), value })),
        _id: index,
      };
    }),
  );
  return {
    stage: page.stage,
    header: translate(page.header),
    description: translateJourneyText(
      page.description ?? '',
      platform.language,
      page.placeholders?.(values),
    ),
    callbacks,
  };
}

function answers(submitted: SubmittedCallback[]): Map<string, unknown> {
  return new Map(submitted.flatMap((callback) => callback.input).map((i) => [i.name, i.value]));
}

/**
 * A page of collectors (AM's page node): shown, then read and checked as a whole. A page with
 * failed policies, or answered with `validateOnly`, is shown again with what failed and the
 * values typed (secrets excepted); otherwise the journey goes on (`next`) with the values.
 */
export function collectorPage(page: CollectorPage): NodeHandler {
  return {
    async run({ values, submitted, services: { platform } }) {
      if (!submitted) {
        return { kind: 'page', page: await renderPage(page, platform, values, []), values };
      }
      const answered = answers(submitted);
      const collected = { ...values };
      page.collectors.forEach((collector, index) => {
        Object.assign(
          collected,
          collector.read((suffix) => answered.get(inputName(index, suffix))),
        );
      });
      const failures = await Promise.all(
        page.collectors.map((collector) =>
          collector.validate
            ? collector.validate({ platform, values: collected })
            : Promise.resolve([]),
        ),
      );
      const validateOnly = page.collectors.some(
        (_, index) => answered.get(inputName(index, 'validateOnly')) === true,
      );
      if (validateOnly || failures.some((failed) => failed.length > 0)) {
        const kept = withoutSecrets(collected);
        return {
          kind: 'page',
          page: await renderPage(page, platform, kept, failures),
          values: kept,
        };
      }
      return { kind: 'outcome', outcome: 'next', values: collected };
    },
  };
}
