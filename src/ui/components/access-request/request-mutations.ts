import { graphql } from '../../gql/index.js';

export const RequestActions_Approve = graphql(`
  mutation RequestActions_Approve($input: RequestActionInput!) {
    approveAccessRequest(input: $input) {
      id
      ...AccessRequestView_RequestFragment
    }
  }
`);

export const RequestActions_Reject = graphql(`
  mutation RequestActions_Reject($input: RequestActionInput!) {
    rejectAccessRequest(input: $input) {
      id
      ...AccessRequestView_RequestFragment
    }
  }
`);

export const RequestActions_Forward = graphql(`
  mutation RequestActions_Forward($input: ForwardAccessRequestInput!) {
    forwardAccessRequest(input: $input) {
      id
      ...AccessRequestView_RequestFragment
    }
  }
`);

export const RequestActions_Comment = graphql(`
  mutation RequestActions_Comment($input: RequestActionInput!) {
    commentOnAccessRequest(input: $input) {
      id
      ...AccessRequestView_RequestFragment
    }
  }
`);

export const RequestActions_Cancel = graphql(`
  mutation RequestActions_Cancel($input: RequestActionInput!) {
    cancelAccessRequest(input: $input) {
      id
      ...AccessRequestView_RequestFragment
    }
  }
`);
