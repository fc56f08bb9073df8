interface PropertyDefinition {
  type: 'string' | 'number' | 'boolean' | 'object' | 'array';
  description: string;
}

interface EntityDefinition {
  _id: string;
  name: string;
  namespace: string;
  version: string;
  _meta: { properties: Record<string, PropertyDefinition> };
}

function definition(
  namespace: string,
  name: string,
  properties: Record<string, PropertyDefinition>,
): EntityDefinition {
  return { _id: `${namespace}/${name}/1`, name, namespace, version: '1', _meta: { properties } };
}

const text = (description: string): PropertyDefinition => ({ type: 'string', description });

/** The features of an authentication event: the keys of a data source's feature mapping. */
const AUTHENTICATION_DEFINITION = definition('autoaccess/base', 'authentication', {
  userId: text('The user who signed in'),
  userName: text('The name the user signed in with'),
  eventId: text('The identifier of the event'),
  ipAddress: text('The client IP address'),
  timestamp: text('When the sign-in happened (ISO 8601)'),
  userAgent: text('The client user agent string'),
  city: text('The city of the client address'),
  country: text('The country of the client address'),
  lat: { type: 'number', description: 'The latitude of the client address' },
  longitude: { type: 'number', description: 'The longitude of the client address' },
  timeZone: text('The time zone of the client address'),
  result: text('The outcome: SUCCESSFUL or FAILED'),
  transactionId: text('The transaction the sign-in belongs to'),
  isAuth: { type: 'boolean', description: 'Whether the event is an authentication' },
  isBot: {
    type: 'boolean',
    description: "Whether the client's bot detection (BotD) found automation",
  },
});

export const AUTHENTICATION_FEATURES = Object.keys(AUTHENTICATION_DEFINITION._meta.properties);

const DATASOURCES_DEFINITION = definition('autoaccess', 'datasources', {
  datasource_id: text('The identifier of the data source'),
  name: text('The name of the data source'),
  input: text('The bucket and file path: <bucket>/<filePath>'),
  isActive: { type: 'boolean', description: 'Whether pipelines may read the data source' },
  is_ootb: { type: 'boolean', description: 'Whether the data source came with the product' },
  feature_mapping: { type: 'object', description: 'A JSLT expression per feature' },
  datasource_created: text('When the data source was created (ISO 8601)'),
});

const PIPELINE_DEFINITION = definition('autoaccess/api', 'pipeline_definition', {
  pipeline_definition_id: text('The identifier of the pipeline definition'),
  pipeline_name: text('The name of the pipeline'),
  pipeline_type: text('Training or Prediction'),
  pipeline_parameters: { type: 'object', description: 'The parameters of the models' },
  datasource_id: text('The data source the pipeline reads'),
  training_pipeline_definition_id: text('The training pipeline a prediction pipeline uses'),
  pipeline_executions: { type: 'array', description: 'The runs of the pipeline' },
  pipeline_created: text('When the pipeline was created (ISO 8601)'),
  ueba_risk_threshold: { type: 'number', description: 'The UEBA risk threshold (0–100)' },
});

export const ENTITY_DEFINITIONS = [
  AUTHENTICATION_DEFINITION,
  DATASOURCES_DEFINITION,
  PIPELINE_DEFINITION,
] as const;
