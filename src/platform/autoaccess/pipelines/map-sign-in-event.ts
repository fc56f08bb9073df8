import {
  compileJslt,
  JsltEvaluationError,
  JsltSyntaxError,
  type CompiledJslt,
} from '../../../domain/jslt/evaluate.js';
import {
  RiskEngineInputError,
  signInEventFromMapped,
  type SignInEvent,
} from '../../risk-engine/sign-in-event.js';
import type { DataRecord } from './data-records.js';
import { RunFailure } from './run-failure.js';

export type SignInEventMapper = (data: DataRecord) => SignInEvent;

function compileFeature(feature: string, expression: string): CompiledJslt {
  try {
    return compileJslt(expression);
  } catch (error) {
    if (error instanceof JsltSyntaxError) {
      throw new RunFailure(`the mapping of feature ${feature}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Maps raw records to sign-in events through a data source's feature mapping (each feature's
 * JSLT expression run on the record), or takes the record's own keys when there is no mapping.
 * A failure names the line and the feature.
 */
export function signInEventMapper(featureMapping: Record<string, string>): SignInEventMapper {
  const features = Object.entries(featureMapping).map(
    ([feature, expression]) => [feature, compileFeature(feature, expression)] as const,
  );
  const mapRecord = (record: Record<string, unknown>, line: number) => {
    if (features.length === 0) return record;
    const mapped: Record<string, unknown> = {};
    for (const [feature, expression] of features) {
      try {
        mapped[feature] = expression.evaluate(record);
      } catch (error) {
        if (error instanceof JsltEvaluationError) {
          throw new RunFailure(`line ${line}, feature ${feature}: ${error.message}`);
        }
        throw error;
      }
    }
    return mapped;
  };
  return ({ line, record }) => {
    try {
      return signInEventFromMapped(mapRecord(record, line));
    } catch (error) {
      if (error instanceof RiskEngineInputError) {
        throw new RunFailure(`line ${line}: ${error.message}`);
      }
      throw error;
    }
  };
}
