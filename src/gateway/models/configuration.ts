import { parseJsonObject } from '../../domain/json-object.js';
import type { IdmConfiguration } from '../upstream/idm-configuration.js';

function view(id: string, answer: { document: Record<string, unknown>; revision: string }) {
  const { _id: _ignored, ...document } = answer.document;
  return { id, rev: answer.revision, json: JSON.stringify(document, null, 2) };
}

export async function loadConfiguration(configuration: IdmConfiguration, id: string) {
  return view(id, await configuration.read(id));
}

/** Saves the document at the revision it was read at; the input is already checked as JSON. */
export async function saveConfiguration(
  configuration: IdmConfiguration,
  input: { id: string; rev: string; json: string },
) {
  const document = parseJsonObject(input.json) ?? {};
  return view(input.id, await configuration.save(input.id, input.rev, document));
}
