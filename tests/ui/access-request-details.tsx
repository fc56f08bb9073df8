import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Route } from 'wouter';
import { AccessRequestDetails_RequestDocument } from '../../src/ui/gql/graphql.js';
import { accessRequest, type RequestShape } from './access-request-fixtures.js';
import { renderWithProviders } from './support/render.js';

/** The details of request r-1, of this shape. */
export function requestDetailsMock(shape: RequestShape): MockLink.MockedResponse {
  return {
    request: { query: AccessRequestDetails_RequestDocument, variables: { id: 'r-1' } },
    result: { data: { accessRequest: accessRequest(shape) } },
  };
}

/** An action on a request with this input, answered with `answer`; `sent` counts the calls. */
export function actionMock(
  query: DocumentNode,
  input: Record<string, unknown>,
  answer: Record<string, unknown>,
  sent = vi.fn(),
): MockLink.MockedResponse {
  return {
    request: { query, variables: { input } },
    result: () => {
      sent();
      return answer;
    },
  };
}

/** A details page on its route (`/…/:requestId`), showing request r-1. */
export function renderRequestDetails(
  route: string,
  page: ReactNode,
  mocks: MockLink.MockedResponse[],
) {
  return renderWithProviders(<Route path={route}>{page}</Route>, {
    path: route.replace(':requestId', 'r-1'),
    mocks,
  });
}

/** The value shown beside a field label of the request. */
export const fieldValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
