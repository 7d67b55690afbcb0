import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limits, ServiceFailure } from '@writecheck/shared';
import { fileTooLarge } from '../checks/documentIntake.js';

function send(reply: FastifyReply, failure: ServiceFailure) {
  if (failure.retryAfterSeconds !== undefined) reply.header('Retry-After', String(failure.retryAfterSeconds));
  return reply.code(failure.status).send(failure.toEnvelope());
}

/** Fastify's own request errors, in the service's catalogue. */
function fromFastify(err: FastifyError): ServiceFailure | null {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(limits.maxUploadBytes);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ServiceFailure('invalid_body', `body: ${err.message}`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new ServiceFailure('invalid_body', err.message);
    default:
      break;
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    if (err.statusCode === 413) return fileTooLarge(limits.maxUploadBytes);
    return new ServiceFailure('invalid_body', err.message);
  }
  return null;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ServiceFailure) return send(reply, err);
    const known = fromFastify(err);
    if (known) return send(reply, known);
    req.log.error({ err }, 'unhandled error');
    return send(reply, new ServiceFailure('internal', 'the server failed; retry with backoff'));
  });
  app.setNotFoundHandler((req, reply) =>
    send(reply, new ServiceFailure('not_found', `no route ${req.method} ${req.url.split('?')[0]}`)),
  );
}

/** Fastify's errors before routing (a path whose percent-encoding is malformed), in the envelope. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  void send(reply, fromFastify(err) ?? new ServiceFailure('invalid_body', err.message));
}

/**
 * Requests Node cannot parse (headers past its size limit, bytes that are not HTTP) are
 * answered on the socket, as Fastify's own handler does, but with the envelope.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'the request headers are larger than the server reads']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'the request did not arrive in time']
        : [400, 'the request is not valid HTTP'];
  const body = JSON.stringify({ error: { code: 'invalid_body', message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
