import { CrestError, notFound } from '../../http/errors.js';

const conflict = (message: string) => new CrestError(409, message);

/** The run guards' answers (409), in the words the console shows. */
export const guardRefusals = {
  datasourceInactive: () => conflict('The data source of this pipeline is not active.'),
  trainingNotSucceeded: () =>
    conflict('A Prediction pipeline needs a Training pipeline whose latest run succeeded.'),
  predictionRunning: () => conflict('Another Prediction pipeline is already running.'),
  alreadyRunning: () => conflict('This pipeline is already running.'),
  notPublishable: () =>
    conflict('Only a Training pipeline whose latest run succeeded can be published.'),
};

export const definitionNotFound = (id: string) => notFound(`pipeline definition not found: ${id}`);
export const executionNotFound = (id: string) => notFound(`pipeline execution not found: ${id}`);
export const noTrainedModels = () => notFound('This pipeline has no trained models yet.');
export const neverRan = () => notFound('This pipeline has never run.');
