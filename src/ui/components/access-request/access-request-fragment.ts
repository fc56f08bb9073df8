import { graphql } from '../../gql/index.js';

export const AccessRequestView_RequestFragment = graphql(`
  fragment AccessRequestView_RequestFragment on AccessRequest {
    id
    rev
    requestType
    priority
    justification
    expiryDate
    requestDate
    status
    decision
    workflowId
    item {
      id
      type
      name
      description
      application {
        id
        name
      }
    }
    requester {
      id
      userName
      displayName
    }
    requestedFor {
      id
      userName
      displayName
    }
    approver {
      id
      userName
      displayName
    }
    history {
      action
      comment
      timestamp
      user {
        id
        displayName
      }
    }
    actions {
      approve
      reject
      forward
      comment
      cancel
    }
  }
`);
