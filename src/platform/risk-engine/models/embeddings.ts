import * as tf from '@tensorflow/tfjs-core';
import type { PipelineParameters } from '../../../domain/autoaccess/pipeline-parameters.js';

const NEGATIVES = 4;
const MAX_PAIRS = 20_000;
const EPOCHS = 3;
const BATCH = 2_048;

/**
 * Skip-gram with negative sampling (word2vec) over each user's sequence of a feature's values:
 * values that the same people use near each other in time end up near each other. Returns the
 * vocabulary × dimension matrix, row by row.
 */
export function trainEmbeddings(
  sequences: readonly Int32Array[],
  vocabularySize: number,
  parameters: PipelineParameters['embeddings'],
  random: () => number,
): Float32Array {
  const dimension = parameters.embedding_dimension;
  const centers: number[] = [];
  const contexts: number[] = [];
  const frequency = new Float64Array(vocabularySize);
  let seen = 0;
  // A reservoir sample of the (center, context) pairs keeps the cost bounded.
  const keep = (center: number, context: number) => {
    seen += 1;
    const slot = seen <= MAX_PAIRS ? seen - 1 : Math.floor(random() * seen);
    if (slot >= MAX_PAIRS) return;
    centers[slot] = center;
    contexts[slot] = context;
  };
  for (const sequence of sequences) {
    for (let index = 0; index < sequence.length; index += 1) {
      const center = sequence[index]!;
      frequency[center]! += 1;
      const last = Math.min(sequence.length - 1, index + parameters.window);
      for (let other = Math.max(0, index - parameters.window); other <= last; other += 1) {
        if (other !== index) keep(center, sequence[other]!);
      }
    }
  }
  for (let index = centers.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [centers[index], centers[swap]] = [centers[swap]!, centers[index]!];
    [contexts[index], contexts[swap]] = [contexts[swap]!, contexts[index]!];
  }
  const scale = 0.5 / dimension;
  const initial = Float32Array.from(
    { length: vocabularySize * dimension },
    () => (random() * 2 - 1) * scale,
  );
  if (centers.length === 0 || vocabularySize < 2) return initial;

  // Negatives drawn from the unigram distribution to the power 3/4, as word2vec does.
  const weights = Array.from(frequency, (count) => count ** 0.75);
  const cumulative = new Float64Array(vocabularySize);
  weights.reduce((sum, weight, index) => (cumulative[index] = sum + weight), 0);
  const totalWeight = cumulative[vocabularySize - 1]!;
  const negative = () => {
    const target = random() * totalWeight;
    let low = 0;
    let high = vocabularySize - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };

  const input = tf.variable(tf.tensor2d(initial, [vocabularySize, dimension]));
  const output = tf.variable(tf.zeros([vocabularySize, dimension]));
  const optimizer = tf.train.adam(parameters.learning_rate);
  const pairs = centers.length;
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let start = 0; start < pairs; start += BATCH) {
      const end = Math.min(pairs, start + BATCH);
      const size = end - start;
      const batchCenters = Int32Array.from(centers.slice(start, end));
      const targets = new Int32Array(size * (1 + NEGATIVES));
      const labels = new Float32Array(size * (1 + NEGATIVES));
      for (let row = 0; row < size; row += 1) {
        targets[row * (1 + NEGATIVES)] = contexts[start + row]!;
        labels[row * (1 + NEGATIVES)] = 1;
        for (let k = 1; k <= NEGATIVES; k += 1) targets[row * (1 + NEGATIVES) + k] = negative();
      }
      // Autodiff through a gather needs a kernel the WASM backend lacks (UnsortedSegmentSum), and
      // is slow there: the gradient of the logistic loss is written out, for the gathered rows,
      // then scattered back onto the tables (duplicates summed) for Adam.
      tf.tidy(() => {
        const width = 1 + NEGATIVES;
        const centerIds = tf.tensor2d(batchCenters, [size, 1], 'int32');
        const targetIds = tf.tensor2d(targets, [size * width, 1], 'int32');
        const label = tf.tensor3d(labels, [size, width, 1]);
        const centerVectors = tf.reshape(tf.gatherND(input, centerIds), [size, dimension, 1]);
        const targetVectors = tf.reshape(tf.gatherND(output, targetIds), [size, width, dimension]);
        const logits = tf.matMul(targetVectors, centerVectors);
        const slope = tf.div(tf.sub(tf.sigmoid(logits), label), size * width);
        const centerGradient = tf.matMul(slope, targetVectors, true, false);
        const targetGradient = tf.matMul(slope, centerVectors, false, true);
        const gradients: tf.NamedTensorMap = {
          [input.name]: tf.scatterND(centerIds, tf.reshape(centerGradient, [size, dimension]), [
            vocabularySize,
            dimension,
          ]),
          [output.name]: tf.scatterND(
            targetIds,
            tf.reshape(targetGradient, [size * width, dimension]),
            [vocabularySize, dimension],
          ),
        };
        optimizer.applyGradients(gradients as Parameters<typeof optimizer.applyGradients>[0]);
      });
    }
  }
  const result = input.dataSync() as Float32Array;
  const copy = Float32Array.from(result);
  input.dispose();
  output.dispose();
  optimizer.dispose();
  return copy;
}
