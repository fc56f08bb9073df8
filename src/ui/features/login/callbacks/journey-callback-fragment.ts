import { graphql, type DocumentType } from '../../../gql/index.js';

export const JourneyCallback_CallbackFragment = graphql(`
  fragment JourneyCallback_CallbackFragment on Callback {
    type
    output {
      name
      value
    }
    input {
      name
      value
    }
  }
`);

export type JourneyCallbackData = DocumentType<typeof JourneyCallback_CallbackFragment>;
