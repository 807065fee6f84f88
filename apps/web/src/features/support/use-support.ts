import { type SupportTopic, supportTicketSchema } from '@fika/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlQuery, type RequestResult, request } from '../../lib/request.ts';
import { CREATE_SUPPORT_TICKET_MUTATION, SUPPORT_TICKETS_QUERY } from './support.graphql.ts';

const TICKETS_KEY = ['support-tickets'] as const;

/** The user's latest support requests. */
export function useSupportTickets() {
  return useQuery({
    queryKey: TICKETS_KEY,
    queryFn: async ({ signal }) => (await gqlQuery(SUPPORT_TICKETS_QUERY, {}, { signal })).supportTickets,
    throwOnError: false,
  });
}

/** What the contact form and the chat send. */
export interface SupportRequest {
  topic: SupportTopic;
  message: string;
  screen?: string;
  requestId?: string;
}

/** The field errors of a request as the domain schema sees it: field → message key. */
export function supportRequestErrors(input: SupportRequest): Record<string, string> {
  const result = z.safeParse(supportTicketSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

type Created = RequestResult<{ createSupportTicket: { id: string; reference: string } }>;

/** Sends a support request; the list of requests refreshes afterwards. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportRequest): Promise<Created> =>
      request(
        CREATE_SUPPORT_TICKET_MUTATION,
        { input },
        { expectedCodes: ['BAD_USER_INPUT', 'RATE_LIMITED'] },
      ),
    onSuccess: (result) => {
      if (result.success) void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    },
  });
}
