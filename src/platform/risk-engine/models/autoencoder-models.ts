import type { EventFeatureTable } from '../features/event-features.js';
import { seededRandom } from '../seeded-random.js';
import type { SignInEvent } from '../sign-in-event.js';
import {
  encodeInputs,
  learnInputEncoding,
  type InputEncoding,
  type InputRows,
} from './autoencoder-inputs.js';
import {
  reconstructionErrors,
  trainAutoencoder,
  type AutoencoderKind,
  type AutoencoderState,
} from './autoencoder.js';
import type { RawScores, TrainingContext } from './learned-model.js';
import { tensorflowBackend } from './tensorflow-backend.js';

/** The inputs both autoencoders share: learned once (embeddings), encoded once per table. */
const encodedRows = new WeakMap<EventFeatureTable, { encoding: InputEncoding; rows: InputRows }>();

function rowsFor(
  encoding: InputEncoding,
  table: EventFeatureTable,
  events: readonly SignInEvent[],
) {
  const cached = encodedRows.get(table);
  if (cached?.encoding === encoding) return cached.rows;
  const rows = encodeInputs(encoding, table, events);
  encodedRows.set(table, { encoding, rows });
  return rows;
}

export async function trainInputEncoding(context: TrainingContext): Promise<InputEncoding> {
  const backend = await tensorflowBackend();
  context.log(`TensorFlow.js backend: ${backend}.`);
  return learnInputEncoding(
    context.events,
    context.table,
    context.included,
    context.parameters.embeddings,
    seededRandom(context.seed ^ 0x656d62),
    (line) => context.log(line),
  );
}

export async function trainReconstructionModel(
  kind: AutoencoderKind,
  context: TrainingContext,
  encoding: InputEncoding,
): Promise<AutoencoderState> {
  await tensorflowBackend();
  const parameters = kind === 'variational' ? context.parameters.modelA : context.parameters.modelB;
  const rows = rowsFor(encoding, context.table, context.events);
  const trainable = Int32Array.from(
    Array.from({ length: rows.rows }, (_, index) => index).filter(
      (index) => context.included[index] === 1,
    ),
  );
  const started = Date.now();
  const seed = (context.seed ^ (kind === 'variational' ? 0x41 : 0x42)) >>> 0;
  const state = await trainAutoencoder(
    kind,
    rows,
    trainable,
    parameters,
    seededRandom(seed),
    seed % 1_000_000,
    (percent) => context.progress(percent),
  );
  context.log(
    `${kind === 'variational' ? 'Model A (variational autoencoder)' : 'Model B (autoencoder)'}: ${state.epochs} epochs (early stopping), validation loss ${state.validationLoss.toFixed(5)}, batch ${parameters.batch_size}, learning rate ${parameters.learning_rate}, ${rows.width} inputs, ${Date.now() - started} ms.`,
  );
  return state;
}

/** Each event's reconstruction error, every feature weighted by its usual error in training. */
export function scoreReconstruction(
  state: AutoencoderState,
  encoding: InputEncoding,
  table: EventFeatureTable,
  events: readonly SignInEvent[],
): RawScores {
  const rows = rowsFor(encoding, table, events);
  const errors = reconstructionErrors(state, rows);
  const raw = new Float64Array(rows.rows);
  errors.forEach((blockErrors, block) => {
    const usual = state.blockErrors[block]!;
    for (let row = 0; row < rows.rows; row += 1) raw[row]! += blockErrors[row]! / usual;
  });
  return {
    raw,
    explain: (event) =>
      rows.blocks
        .map((block, position) => ({
          name: block.name,
          error: errors[position]![event]! / state.blockErrors[position]!,
        }))
        .filter(({ error }) => error > 1)
        .sort((a, b) => b.error - a.error)
        .map(({ name }) => name),
  };
}
