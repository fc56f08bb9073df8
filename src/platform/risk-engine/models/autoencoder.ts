import * as tf from '@tensorflow/tfjs-core';
import * as tfl from '@tensorflow/tfjs-layers';
import type { PipelineParameters } from '../../../domain/autoaccess/pipeline-parameters.js';
import { sampleIndices } from '../seeded-random.js';
import type { InputRows } from './autoencoder-inputs.js';

export type AutoencoderKind = 'variational' | 'plain';

const HIDDEN = 32;
const LATENT = 8;
/** Rows trained on, at most: enough to learn the common patterns within the time budget. */
const MAX_TRAINING_ROWS = 5_000;
const VALIDATION_SHARE = 0.1;
/** Epochs without a better validation loss before training stops. */
const PATIENCE = 3;
/** The engine stops here even when the parameters allow more (they are upper bounds). */
const MAX_EPOCHS = 12;
const PREDICT_BATCH = 8_192;

export interface AutoencoderState {
  kind: AutoencoderKind;
  width: number;
  targetWidth: number;
  weights: { shape: number[]; values: number[] }[];
  /** The mean reconstruction error of each feature block over the training rows. */
  blockErrors: number[];
  epochs: number;
  validationLoss: number;
}

interface Network {
  layers: tfl.layers.Layer[];
  /** Reconstruction, and the KL term (0 for the plain autoencoder). */
  run(input: tf.Tensor2D, noise: tf.Tensor2D | null): { output: tf.Tensor2D; kl: tf.Scalar };
}

function network(kind: AutoencoderKind, width: number, targetWidth: number, seed: number): Network {
  const init = (offset: number) => tfl.initializers.glorotUniform({ seed: seed + offset });
  const dense = (units: number, offset: number, activation?: 'relu') =>
    tfl.layers.dense({
      units,
      kernelInitializer: init(offset),
      ...(activation ? { activation } : {}),
    });
  const encoder = dense(HIDDEN, 1, 'relu');
  const decoderHidden = dense(HIDDEN, 4, 'relu');
  const decoderOutput = dense(targetWidth, 5);
  const decode = (latent: tf.Tensor2D) =>
    decoderOutput.apply(decoderHidden.apply(latent)) as tf.Tensor2D;
  if (kind === 'plain') {
    const bottleneck = dense(LATENT, 2, 'relu');
    return built(width, {
      layers: [encoder, bottleneck, decoderHidden, decoderOutput],
      run: (input) => ({
        output: decode(bottleneck.apply(encoder.apply(input)) as tf.Tensor2D),
        kl: tf.scalar(0),
      }),
    });
  }
  const mean = dense(LATENT, 2);
  const logVariance = dense(LATENT, 3);
  return built(width, {
    layers: [encoder, mean, logVariance, decoderHidden, decoderOutput],
    run(input, noise) {
      const hidden = encoder.apply(input) as tf.Tensor2D;
      const mu = mean.apply(hidden) as tf.Tensor2D;
      const logVar = logVariance.apply(hidden) as tf.Tensor2D;
      const latent = noise ? tf.add(mu, tf.mul(tf.exp(tf.mul(logVar, 0.5)), noise)) : mu;
      const kl = tf.mul<tf.Scalar>(
        -0.5,
        tf.mean(tf.sum(tf.sub(tf.add(1, logVar), tf.add(tf.square(mu), tf.exp(logVar))), 1)),
      );
      return { output: decode(latent as tf.Tensor2D), kl };
    },
  });
}

/** Layers create their weights on their first call: one call on a zero row creates them all. */
function built(width: number, net: Network): Network {
  tf.tidy(() => {
    net.run(tf.zeros([1, width]), null);
  });
  return net;
}

function rowsTensor(inputs: InputRows, picked: Int32Array, from: number, to: number): tf.Tensor2D {
  const { width } = inputs;
  const batch = new Float32Array((to - from) * width);
  for (let row = from; row < to; row += 1) {
    const source = picked[row]!;
    batch.set(inputs.values.subarray(source * width, (source + 1) * width), (row - from) * width);
  }
  return tf.tensor2d(batch, [to - from, width]);
}

function loss(
  network: Network,
  input: tf.Tensor2D,
  targetWidth: number,
  noise: tf.Tensor2D | null,
) {
  const { output, kl } = network.run(input, noise);
  const target = tf.slice(input, [0, 0], [-1, targetWidth]);
  const reconstruction = tf.mean(tf.sum(tf.squaredDifference(output, target), 1));
  return tf.div<tf.Scalar>(tf.add(reconstruction, kl), targetWidth);
}

/**
 * Trains an autoencoder on a seeded sample of the rows: the variational one (Model A) or the
 * plain one (Model B), with a seeded shuffle per epoch and early stopping on a validation split.
 */
export async function trainAutoencoder(
  kind: AutoencoderKind,
  inputs: InputRows,
  trainable: Int32Array,
  parameters: PipelineParameters['modelA'],
  random: () => number,
  seed: number,
  progress: (percent: number) => void,
): Promise<AutoencoderState> {
  const sampled = Int32Array.from(
    sampleIndices(trainable.length, MAX_TRAINING_ROWS, random),
    (position) => trainable[position]!,
  );
  for (let index = sampled.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [sampled[index], sampled[swap]] = [sampled[swap]!, sampled[index]!];
  }
  const validationSize = Math.max(1, Math.floor(sampled.length * VALIDATION_SHARE));
  const validation = sampled.slice(0, validationSize);
  const training = sampled.slice(validationSize);
  const net = network(kind, inputs.width, inputs.targetWidth, seed);
  const optimizer = tf.train.adam(parameters.learning_rate);
  const validationInput = rowsTensor(inputs, validation, 0, validation.length);
  const maxEpochs = Math.min(parameters.epochs, MAX_EPOCHS);
  const batchSize = parameters.batch_size;
  let best = Infinity;
  let bestWeights: tf.Tensor[] | null = null;
  let stale = 0;
  let epochs = 0;
  let step = 0;
  for (let epoch = 0; epoch < maxEpochs && stale < PATIENCE; epoch += 1) {
    for (let index = training.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(random() * (index + 1));
      [training[index], training[swap]] = [training[swap]!, training[index]!];
    }
    for (let start = 0; start < training.length; start += batchSize) {
      const end = Math.min(training.length, start + batchSize);
      step += 1;
      tf.tidy(() => {
        const input = rowsTensor(inputs, training, start, end);
        const noise =
          kind === 'variational'
            ? tf.randomNormal([end - start, LATENT], 0, 1, 'float32', seed + step)
            : null;
        optimizer.minimize(() => loss(net, input, inputs.targetWidth, noise as tf.Tensor2D | null));
      });
    }
    epochs += 1;
    const validationLoss = tf.tidy(
      () => loss(net, validationInput, inputs.targetWidth, null).dataSync()[0]!,
    );
    if (validationLoss < best - 1e-5) {
      best = validationLoss;
      stale = 0;
      bestWeights?.forEach((tensor) => tensor.dispose());
      bestWeights = net.layers.flatMap((layer) =>
        layer.getWeights().map((weight) => weight.clone()),
      );
    } else stale += 1;
    progress(Math.round((100 * (epoch + 1)) / maxEpochs));
    await new Promise((resolve) => setImmediate(resolve));
  }
  validationInput.dispose();
  optimizer.dispose();
  const weights = (bestWeights ?? net.layers.flatMap((layer) => layer.getWeights())).map(
    (tensor) => ({
      shape: tensor.shape,
      values: Array.from(tensor.dataSync()),
    }),
  );
  bestWeights?.forEach((tensor) => tensor.dispose());
  net.layers.forEach((layer) => layer.dispose());
  const state: AutoencoderState = {
    kind,
    width: inputs.width,
    targetWidth: inputs.targetWidth,
    weights,
    blockErrors: [],
    epochs,
    validationLoss: best,
  };
  const errors = reconstructionErrors(state, inputs);
  state.blockErrors = inputs.blocks.map((_, block) => {
    let sum = 0;
    for (const row of training) sum += errors[block]![row]!;
    return Math.max(1e-6, sum / Math.max(1, training.length));
  });
  return state;
}

/** Per feature block, each row's mean squared reconstruction error. */
export function reconstructionErrors(state: AutoencoderState, inputs: InputRows): Float32Array[] {
  const net = network(state.kind, state.width, state.targetWidth, 0);
  let next = 0;
  for (const layer of net.layers) {
    const count = layer.getWeights().length;
    layer.setWeights(
      state.weights.slice(next, next + count).map(({ shape, values }) => tf.tensor(values, shape)),
    );
    next += count;
  }
  const errors = inputs.blocks.map(() => new Float32Array(inputs.rows));
  const all = Int32Array.from({ length: inputs.rows }, (_, index) => index);
  for (let start = 0; start < inputs.rows; start += PREDICT_BATCH) {
    const end = Math.min(inputs.rows, start + PREDICT_BATCH);
    const squared = tf.tidy(() => {
      const input = rowsTensor(inputs, all, start, end);
      const { output } = net.run(input, null);
      return tf.squaredDifference(output, tf.slice(input, [0, 0], [-1, state.targetWidth]));
    });
    const values = squared.dataSync();
    squared.dispose();
    inputs.blocks.forEach((block, position) => {
      for (let row = 0; row < end - start; row += 1) {
        let sum = 0;
        for (let column = block.offset; column < block.offset + block.width; column += 1) {
          sum += values[row * state.targetWidth + column]!;
        }
        errors[position]![start + row] = sum / block.width;
      }
    });
  }
  net.layers.forEach((layer) => layer.dispose());
  return errors;
}
