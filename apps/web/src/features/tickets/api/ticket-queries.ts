import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketApi } from '@encore/shared/tickets/ticket-api';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import type { OrderEmail } from '@encore/shared/tickets/ticket-email.schema';
import { api } from '@/lib/api-client';

/** The contract's paths start with `/api`, the client's base. */
export const apiPath = (path: string) => path.replace(/^\/api/, '');

/**
 * Under the order's own key (`['orders', 'detail', id]`, the orders feature's): cancelling an item, which
 * voids its ticket, or approving the order refreshes its tickets and e-mails with it.
 */
const orderKey = (orderId: string) => ['orders', 'detail', orderId] as const;
export const ticketsKey = (orderId: string) => [...orderKey(orderId), 'tickets'] as const;
export const emailsKey = (orderId: string) => [...orderKey(orderId), 'emails'] as const;

export const orderTicketsOptions = (orderId: string) =>
  queryOptions({
    queryKey: ticketsKey(orderId),
    queryFn: async () => (await api.get<{ data: Ticket[] }>(apiPath(ticketApi.orderTickets(orderId)))).data,
  });

export const useOrderTickets = (orderId: string, enabled = true) =>
  useQuery({ ...orderTicketsOptions(orderId), enabled });

/** While an e-mail waits for (another) SMTP attempt, its state is asked again every few seconds. */
export const useOrderEmails = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: emailsKey(orderId),
    queryFn: async () =>
      (await api.get<{ data: OrderEmail[] }>(apiPath(ticketApi.orderEmails(orderId)))).data,
    enabled,
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'pending') ? 3000 : false),
  });

export function useGenerateTickets(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ data: Ticket[] }>(apiPath(ticketApi.generate(orderId)))).data,
    onSuccess: (tickets) => client.setQueryData(ticketsKey(orderId), tickets),
  });
}

export function useEmailTickets(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ data: OrderEmail }>(apiPath(ticketApi.email(orderId)), {})).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: emailsKey(orderId) }),
  });
}
