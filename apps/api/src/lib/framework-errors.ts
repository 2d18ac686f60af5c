import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorMessages } from '@encore/shared/errors';

/**
 * Errors Fastify answers before any route runs (a URL that is not valid percent-encoding, a path
 * parameter over the router's length limit): the one error shape, never echoing the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const code = status === 414 ? ErrorCode.payloadTooLarge : ErrorCode.validation;
  void reply.status(status).send({ error: { code, message: errorMessages[code] } });
}

/**
 * What Node's HTTP parser refuses (oversized headers or URL, a broken request line, a timeout) is written
 * straight to the socket: in the same shape as every other error.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408
    : error.code === 'HPE_HEADER_OVERFLOW' ? 431
    : 400; // prettier-ignore
  const code = status === 400 ? ErrorCode.validation : ErrorCode.payloadTooLarge;
  const body = JSON.stringify({
    error: {
      code: status === 408 ? ErrorCode.validation : code,
      message: status === 408 ? 'The request took too long' : errorMessages[code],
    },
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
