import type { PipelineParameters } from '../../../domain/autoaccess/pipeline-parameters.js';
import type { EventFeatureTable, FeatureName } from '../features/event-features.js';
import { buildVocabulary, encodeValues, UNSEEN } from '../features/vocabulary.js';
import type { SignInEvent } from '../sign-in-event.js';
import { trainEmbeddings } from './embeddings.js';

/** Low-cardinality features, one-hot (their most frequent values, the rest as one "other"). */
const ONE_HOT_FEATURES: FeatureName[] = [
  'country',
  'dayparting',
  'weekday',
  'os',
  'osVersion',
  'device',
  'deviceType',
  'userAgentType',
];
/** High-cardinality features, embedded. */
const EMBEDDED_FEATURES: FeatureName[] = ['city', 'uaFamily', 'ipPrefix'];
const ONE_HOT_VALUES = 24;
const EMBEDDED_VALUES = 50_000;

/**
 * How events become the autoencoders' input rows: the event's own features (one-hot and
 * embedded), which the models reconstruct, then the user's usual embedded values (the mean over
 * their training sign-ins), which give the models the context to reconstruct them from.
 */
export interface InputEncoding {
  oneHot: { name: FeatureName; vocabulary: string[] }[];
  embedded: { name: FeatureName; vocabulary: string[]; vectors: number[] }[];
  dimension: number;
  userIds: string[];
  /** Per user, the mean embedded vector of each embedded feature. */
  userContext: number[];
}

interface InputBlock {
  name: FeatureName;
  offset: number;
  width: number;
}

export interface InputRows {
  rows: number;
  width: number;
  /** The leading columns that are reconstructed. */
  targetWidth: number;
  blocks: InputBlock[];
  values: Float32Array;
}

function normalizeRows(vectors: Float32Array, dimension: number): number[] {
  const result = new Array<number>(vectors.length);
  for (let row = 0; row * dimension < vectors.length; row += 1) {
    let norm = 0;
    for (let d = 0; d < dimension; d += 1) norm += vectors[row * dimension + d]! ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dimension; d += 1) {
      result[row * dimension + d] = Math.round(vectors[row * dimension + d]! * scale * 1e4) / 1e4;
    }
  }
  return result;
}

export function learnInputEncoding(
  events: readonly SignInEvent[],
  table: EventFeatureTable,
  included: Uint8Array,
  parameters: PipelineParameters['embeddings'],
  random: () => number,
  log: (line: string) => void,
): InputEncoding {
  const kept = Array.from({ length: table.count }, (_, index) => index).filter(
    (index) => included[index] === 1,
  );
  const order = [...kept].sort((a, b) => events[a]!.timestamp - events[b]!.timestamp || a - b);
  const userIds: string[] = [];
  const userIndex = new Map<string, number>();
  const byUser: number[][] = [];
  for (const event of order) {
    const id = events[event]!.userId;
    let user = userIndex.get(id);
    if (user === undefined) {
      user = userIds.length;
      userIndex.set(id, user);
      userIds.push(id);
      byUser.push([]);
    }
    byUser[user]!.push(event);
  }
  const dimension = parameters.embedding_dimension;
  const oneHot = ONE_HOT_FEATURES.map((name) => ({
    name,
    vocabulary: buildVocabulary(
      kept.map((index) => table.values[name][index]!),
      ONE_HOT_VALUES,
    ),
  }));
  const embedded: InputEncoding['embedded'] = [];
  for (const name of EMBEDDED_FEATURES) {
    const vocabulary = buildVocabulary(
      kept.map((index) => table.values[name][index]!),
      EMBEDDED_VALUES,
    );
    const codes = encodeValues(table.values[name], vocabulary);
    const sequences = byUser.map((userEvents) =>
      Int32Array.from(userEvents.map((event) => codes[event]!).filter((code) => code !== UNSEEN)),
    );
    const vectors = trainEmbeddings(sequences, vocabulary.length, parameters, random);
    embedded.push({ name, vocabulary, vectors: normalizeRows(vectors, dimension) });
  }
  const contextWidth = embedded.length * dimension;
  const userContext = new Array<number>(userIds.length * contextWidth).fill(0);
  embedded.forEach(({ name, vocabulary, vectors }, position) => {
    const codes = encodeValues(table.values[name], vocabulary);
    byUser.forEach((userEvents, user) => {
      const learned = userEvents.filter((event) => events[event]!.result !== 'FAILED');
      if (learned.length === 0) return;
      for (const event of learned) {
        const code = codes[event]!;
        if (code === UNSEEN) continue;
        for (let d = 0; d < dimension; d += 1) {
          userContext[user * contextWidth + position * dimension + d]! +=
            vectors[code * dimension + d]! / learned.length;
        }
      }
    });
  });
  log(
    `Embeddings (dimension ${dimension}, window ${parameters.window}, learning rate ${parameters.learning_rate}): ${embedded.map((e) => `${e.name} ${e.vocabulary.length}`).join(', ')} values.`,
  );
  return {
    oneHot,
    embedded,
    dimension,
    userIds,
    userContext: userContext.map((value) => Math.round(value * 1e4) / 1e4),
  };
}

export function encodeInputs(
  encoding: InputEncoding,
  table: EventFeatureTable,
  events: readonly SignInEvent[],
): InputRows {
  const { dimension } = encoding;
  const blocks: InputBlock[] = [];
  let offset = 0;
  for (const { name, vocabulary } of encoding.oneHot) {
    blocks.push({ name, offset, width: vocabulary.length + 1 });
    offset += vocabulary.length + 1;
  }
  for (const { name } of encoding.embedded) {
    blocks.push({ name, offset, width: dimension });
    offset += dimension;
  }
  const targetWidth = offset;
  const contextWidth = encoding.embedded.length * dimension;
  // The last column is a constant 1 (the networks' layers have no bias vectors).
  const width = targetWidth + contextWidth + 1;
  const rows = table.count;
  const values = new Float32Array(rows * width);
  encoding.oneHot.forEach(({ name, vocabulary }, position) => {
    const codes = encodeValues(table.values[name], vocabulary);
    const block = blocks[position]!;
    for (let row = 0; row < rows; row += 1) {
      const code = codes[row]!;
      values[row * width + block.offset + (code === UNSEEN ? vocabulary.length : code)] = 1;
    }
  });
  encoding.embedded.forEach(({ name, vocabulary, vectors }, position) => {
    const codes = encodeValues(table.values[name], vocabulary);
    const block = blocks[encoding.oneHot.length + position]!;
    for (let row = 0; row < rows; row += 1) {
      const code = codes[row]!;
      if (code === UNSEEN) continue;
      for (let d = 0; d < dimension; d += 1) {
        values[row * width + block.offset + d] = vectors[code * dimension + d]!;
      }
    }
  });
  const userIndex = new Map(encoding.userIds.map((id, index) => [id, index]));
  for (let row = 0; row < rows; row += 1) {
    values[row * width + width - 1] = 1;
    const user = userIndex.get(events[row]!.userId);
    if (user === undefined) continue;
    for (let column = 0; column < contextWidth; column += 1) {
      values[row * width + targetWidth + column] =
        encoding.userContext[user * contextWidth + column]!;
    }
  }
  return { rows, width, targetWidth, blocks, values };
}
