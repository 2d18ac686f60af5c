import type { ApprovalRole, Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useOrderWrite } from './order-write';

/** `POST /api/orders/{id}/approve` as the show manager or as the producer; both make it confirmed. */
export const approveOrder = async ({ orderId, as }: { orderId: string; as: ApprovalRole }) =>
  (await api.post<{ data: Order }>(`/orders/${orderId}/approve`, { as }, { idempotent: true })).data;

export const useApproveOrder = () => useOrderWrite(approveOrder);
