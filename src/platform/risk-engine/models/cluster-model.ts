import type { ClusterCentroid } from '../../../domain/autoaccess/pipeline-models.js';
import type { EventFeatureTable, FeatureName } from '../features/event-features.js';
import { buildVocabulary, encodeValues, UNSEEN } from '../features/vocabulary.js';
import { sampleIndices, seededRandom } from '../seeded-random.js';
import type { SignInEvent } from '../sign-in-event.js';
import {
  kModes,
  nearestMode,
  pairwiseDistances,
  silhouette,
  type CategoricalRows,
} from './k-modes.js';
import type { RawScores, TrainingContext } from './learned-model.js';

/** Model C: k-modes over the behaviour features; IPs are left to UEBA and the autoencoders. */
export const CLUSTER_FEATURES: FeatureName[] = [
  'city',
  'country',
  'dayparting',
  'weekday',
  'os',
  'osVersion',
  'device',
  'deviceType',
  'userAgentType',
];
const SAMPLE = 2_000;
const MAX_VOCABULARY = 5_000;

export interface ClusterState {
  k: number;
  vocabularies: string[][];
  /** Inverse document frequency per feature and value code. */
  idf: number[][];
  /** The idf of a value training never saw, per feature. */
  unseenIdf: number[];
  modes: number[];
  sizes: number[];
  userIds: string[];
  /** Each user's dominant cluster. */
  userClusters: number[];
  silhouette: number;
}

function encodeRows(
  table: EventFeatureTable,
  vocabularies: string[][],
  rows?: Int32Array,
): CategoricalRows {
  const columns = CLUSTER_FEATURES.map((name, position) =>
    encodeValues(table.values[name], vocabularies[position]!),
  );
  const picked = rows ?? Int32Array.from({ length: table.count }, (_, index) => index);
  const m = CLUSTER_FEATURES.length;
  const codes = new Int32Array(picked.length * m);
  picked.forEach((event, row) => {
    for (let feature = 0; feature < m; feature += 1)
      codes[row * m + feature] = columns[feature]![event]!;
  });
  return { rows: picked.length, features: m, codes };
}

export function trainClusters(context: TrainingContext): Promise<ClusterState> {
  const { table, included, events } = context;
  const { min_number_of_clusters: minK, max_number_of_clusters: maxK } = context.parameters.modelC;
  const random = seededRandom(context.seed ^ 0x6b6d6f64);
  const kept = Int32Array.from(
    Array.from({ length: table.count }, (_, index) => index).filter(
      (index) => included[index] === 1,
    ),
  );
  const vocabularies = CLUSTER_FEATURES.map((name) =>
    buildVocabulary(
      Array.from(kept, (index) => table.values[name][index]!),
      MAX_VOCABULARY,
    ),
  );
  const all = encodeRows(table, vocabularies);
  const m = CLUSTER_FEATURES.length;
  const counts = vocabularies.map((vocabulary) => new Float64Array(vocabulary.length));
  for (const event of kept) {
    for (let feature = 0; feature < m; feature += 1) {
      const code = all.codes[event * m + feature]!;
      if (code !== UNSEEN) counts[feature]![code]! += 1;
    }
  }
  const total = kept.length;
  const idf = counts.map((perValue) =>
    Array.from(perValue, (n) => Math.log((total + 1) / (n + 1)) + 1),
  );
  const unseenIdf = counts.map(() => Math.log(total + 1) + 1);

  const sampled = Int32Array.from(
    sampleIndices(kept.length, SAMPLE, random),
    (position) => kept[position]!,
  );
  const sample = encodeRows(table, vocabularies, sampled);
  const distances = pairwiseDistances(sample);
  let best: { k: number; quality: number; modes: Int32Array } = {
    k: minK,
    quality: -Infinity,
    modes: new Int32Array(minK * m),
  };
  const highest = Math.min(maxK, Math.max(minK, sample.rows - 1));
  for (let k = minK; k <= highest; k += 1) {
    const fitted = kModes(sample, k, random, 10);
    const quality = silhouette(distances, fitted.labels, k);
    if (quality > best.quality) best = { k, quality, modes: fitted.modes };
    context.progress(Math.round((90 * (k - minK + 1)) / (highest - minK + 1)));
  }

  const { k, modes } = best;
  const labels = new Int32Array(table.count).fill(-1);
  const sizes = new Array<number>(k).fill(0);
  for (const event of kept) {
    labels[event] = nearestMode(all, event, modes, k);
    sizes[labels[event]]! += 1;
  }
  const userIds: string[] = [];
  const userIndex = new Map<string, number>();
  const votes: Map<number, number>[] = [];
  for (const event of kept) {
    if (events[event]!.result === 'FAILED') continue;
    const id = events[event]!.userId;
    let user = userIndex.get(id);
    if (user === undefined) {
      user = userIds.length;
      userIndex.set(id, user);
      userIds.push(id);
      votes.push(new Map());
    }
    const vote = votes[user]!;
    vote.set(labels[event]!, (vote.get(labels[event]!) ?? 0) + 1);
  }
  const userClusters = votes.map((vote) => {
    let best = 0;
    let bestCount = -1;
    for (const [cluster, count] of vote) {
      if (count > bestCount || (count === bestCount && cluster < best)) {
        best = cluster;
        bestCount = count;
      }
    }
    return best;
  });
  context.log(
    `Model C (k-modes): k = ${k} chosen in ${minK}..${maxK} by silhouette ${best.quality.toFixed(3)} on ${sample.rows} sampled events; cluster sizes ${sizes.join(', ')}.`,
  );
  return Promise.resolve({
    k,
    vocabularies,
    idf,
    unseenIdf,
    modes: Array.from(modes),
    sizes,
    userIds,
    userClusters,
    silhouette: best.quality,
  });
}

export function scoreClusters(
  state: ClusterState,
  table: EventFeatureTable,
  events: readonly SignInEvent[],
): RawScores {
  const data = encodeRows(table, state.vocabularies);
  const modes = Int32Array.from(state.modes);
  const m = CLUSTER_FEATURES.length;
  const userIndex = new Map(state.userIds.map((id, index) => [id, index]));
  const raw = new Float64Array(table.count);
  const clusterOf = new Int32Array(table.count);
  for (let event = 0; event < table.count; event += 1) {
    const user = userIndex.get(events[event]!.userId);
    const cluster =
      user === undefined ? nearestMode(data, event, modes, state.k) : state.userClusters[user]!;
    clusterOf[event] = cluster;
    let score = 0;
    for (let feature = 0; feature < m; feature += 1) {
      const code = data.codes[event * m + feature]!;
      if (code !== UNSEEN && code === modes[cluster * m + feature]) continue;
      score += code === UNSEEN ? state.unseenIdf[feature]! : state.idf[feature]![code]!;
    }
    raw[event] = score;
  }
  return {
    raw,
    explain(event) {
      const cluster = clusterOf[event]!;
      const mismatched: { name: string; weight: number }[] = [];
      for (let feature = 0; feature < m; feature += 1) {
        const code = data.codes[event * m + feature]!;
        if (code !== UNSEEN && code === modes[cluster * m + feature]) continue;
        const weight = code === UNSEEN ? state.unseenIdf[feature]! : state.idf[feature]![code]!;
        mismatched.push({ name: CLUSTER_FEATURES[feature]!, weight });
      }
      return mismatched.sort((a, b) => b.weight - a.weight).map(({ name }) => name);
    },
  };
}

export function clusterCentroids(state: ClusterState): ClusterCentroid[] {
  const m = CLUSTER_FEATURES.length;
  return state.sizes.map((size, cluster) => ({
    cluster_name: `Cluster ${cluster + 1}`,
    size,
    modes: Object.fromEntries(
      CLUSTER_FEATURES.map((name, feature) => [
        name,
        state.vocabularies[feature]![state.modes[cluster * m + feature]!] ?? '',
      ]),
    ),
  }));
}
