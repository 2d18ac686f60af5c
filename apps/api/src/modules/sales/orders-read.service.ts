import type { z } from 'zod';
import type { OrderDetail, orderListQuerySchema } from '@encore/shared/orders/order.schema';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../plugins/auth';
import { allOf } from '../../lib/list-query';
import { assertOrder, orderNotFound, readableOrders } from './order-access';
import { orderDetail } from './order-detail-dto';
import { listOrders, orderFilters } from './sql/orders-list';

type ListQuery = z.output<typeof orderListQuerySchema>;

/** `GET /api/orders` and `GET /api/orders/{id}`: a producer reads its own shows' orders only. */
export function createOrdersReadService(db: Database) {
  return {
    async list(query: ListQuery, session: SessionContext) {
      const where = allOf(readableOrders(session), orderFilters(query, session.user.id));
      const { rows, total, totalIsLowerBound } = await listOrders(db, query, where);
      return {
        data: rows,
        meta: {
          page: query.page,
          pageSize: query.pageSize,
          total,
          ...(totalIsLowerBound && { totalIsLowerBound }),
        },
      };
    },

    async get(id: string, session: SessionContext): Promise<OrderDetail> {
      const order = await orderDetail(db, id);
      if (!order) throw orderNotFound();
      assertOrder(session, 'read', order);
      return order;
    },
  };
}
