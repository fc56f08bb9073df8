import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { compileJslt } from '../../src/domain/jslt/evaluate.js';
import { DEFAULT_PIPELINE_PARAMETERS } from '../../src/domain/autoaccess/pipeline-parameters.js';
import { defaultRiskUserConfig } from '../../src/domain/autoaccess/risk-config.js';
import { scoreEvents } from '../../src/platform/risk-engine/score-events.js';
import {
  signInEventFromMapped,
  type SignInEvent,
} from '../../src/platform/risk-engine/sign-in-event.js';
import { trainRiskModel } from '../../src/platform/risk-engine/train.js';

/**
 * The risk engine's bench, run in a child process so that its peak RSS is the engine's own:
 * reads the events through a data source mapping (JSLT), trains, scores the same events, and
 * prints one JSON line of figures. Usage: risk-engine-run.ts <events.jsonl> <labels.jsonl>
 */
const MAPPING: Record<string, string> = {
  userId: '.user.id',
  eventId: '.eventId',
  ipAddress: '.client.ip',
  timestamp: '.timestamp',
  userAgent: '.client.userAgent',
  city: '.geo.city',
  country: '.geo.country',
  lat: '.geo.lat',
  longitude: '.geo.longitude',
  timeZone: '.geo.timeZone',
  result: '.result',
  transactionId: '.transactionId',
};

async function* lines(path: string): AsyncGenerator<string> {
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  })) {
    if (line.trim() !== '') yield line;
  }
}

async function readEvents(path: string): Promise<SignInEvent[]> {
  const compiled = Object.entries(MAPPING).map(
    ([key, expression]) => [key, compileJslt(expression)] as const,
  );
  const events: SignInEvent[] = [];
  for await (const line of lines(path)) {
    const raw: unknown = JSON.parse(line);
    const record: Record<string, unknown> = {};
    for (const [key, jslt] of compiled) record[key] = jslt.evaluate(raw);
    events.push(signInEventFromMapped(record));
  }
  return events;
}

async function readLabels(path: string): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for await (const line of lines(path)) {
    const { eventId, attack } = JSON.parse(line) as { eventId: string; attack: string };
    labels.set(eventId, attack);
  }
  return labels;
}

const [eventsFile, labelsFile] = process.argv.slice(2);
if (!eventsFile || !labelsFile) throw new Error('usage: risk-engine-run.ts <events> <labels>');
const readStarted = performance.now();
const events = await readEvents(eventsFile);
const labels = await readLabels(labelsFile);
const readS = (performance.now() - readStarted) / 1000;
const config = defaultRiskUserConfig();
const log = process.env.RISK_ENGINE_BENCH_LOG ? (line: string) => console.error(line) : () => {};
const started = performance.now();
const model = await trainRiskModel({
  events,
  labels,
  config,
  parameters: DEFAULT_PIPELINE_PARAMETERS,
  seed: 20261124,
  progress: () => {},
  log,
});
const trainedS = (performance.now() - started) / 1000;
const stored = JSON.stringify(model);
const documents = await scoreEvents(JSON.parse(stored) as typeof model, events, config, { log });
const totalS = (performance.now() - started) / 1000;

const perAttack = new Map<string, { events: number; flagged: number }>();
let legitimate = 0;
let legitimateFlagged = 0;
documents.forEach((document, index) => {
  const risky = document.predictionResult.risk_score_data.is_risky_event;
  const attack = labels.get(events[index]!.eventId);
  if (attack === undefined) {
    legitimate += 1;
    if (risky) legitimateFlagged += 1;
    return;
  }
  const figures = perAttack.get(attack) ?? { events: 0, flagged: 0 };
  figures.events += 1;
  if (risky) figures.flagged += 1;
  perAttack.set(attack, figures);
});
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
console.log(
  JSON.stringify({
    events: events.length,
    readS: round(readS, 1),
    trainS: round(trainedS, 1),
    totalS: round(totalS, 1),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    modelBytes: stored.length,
    recall: Object.fromEntries(
      [...perAttack.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([attack, figures]) => [
          attack,
          { ...figures, recall: round(figures.flagged / figures.events, 3) },
        ]),
    ),
    legitimate: {
      events: legitimate,
      flagged: legitimateFlagged,
      share: round(legitimateFlagged / legitimate, 4),
    },
    aucs: Object.fromEntries(
      Object.entries(model.report.curves).map(([name, curve]) => [
        name,
        curve ? curve.rocAuc : null,
      ]),
    ),
  }),
);
