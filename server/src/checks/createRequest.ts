import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { createCheckBodySchema, limits, ServiceFailure } from '@writecheck/shared';
import type { CreateCheckInput } from './checks.service.js';
import { decodePastedBytes, decodeUpload } from './fileField.js';
import { zodFailure } from '../http/zodFailure.js';
import { fileTooLarge } from './documentIntake.js';

// POST /v1/checks takes four encodings; each is turned into the one JSON shape
// and validated by the same schema, so every encoding refuses alike.

const idempotencyKeySchema = z.string().min(1).max(limits.maxIdempotencyKeyChars);

export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new ServiceFailure('invalid_body', 'idempotency-key: 1 to 200 characters');
  return parsed.data;
}

function jsonField(name: string, raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ServiceFailure('invalid_body', `${name}: not valid JSON`);
  }
}

const SCALAR_FIELDS = ['text', 'mode', 'title', 'citationStyle', 'filename', 'mimeType'] as const;
/** Fields each encoding reads itself: the JSON-encoded ones and the file. */
const OTHER_FIELDS = new Set(['options', 'sourceRules', 'file', 'fileText']);

/**
 * Scalar fields shared by the form, multipart and query-string encodings. A form or multipart
 * body is the JSON body in another encoding, so its other fields are kept for the strict schema
 * to refuse as JSON does (they were dropped silently); a query string may carry anything.
 */
function fromFields(fields: Record<string, string | undefined>, keepUnknown = false): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of SCALAR_FIELDS) {
    if (fields[name] !== undefined) body[name] = fields[name];
  }
  if (keepUnknown) {
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined && !(SCALAR_FIELDS as readonly string[]).includes(name) && !OTHER_FIELDS.has(name)) body[name] = value;
    }
  }
  const options = jsonField('options', fields.options);
  if (options !== undefined) body.options = options;
  const rules = jsonField('sourceRules', fields.sourceRules);
  if (rules !== undefined) body.sourceRules = rules;
  return body;
}

function validate(body: unknown) {
  const parsed = createCheckBodySchema.safeParse(body);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

/** The service's input from a create body, whichever encoding or surface it came by. */
export function toCheckInput(
  body: z.infer<typeof createCheckBodySchema>,
  file: { bytes: Uint8Array; filename?: string | undefined } | undefined,
  idempotencyKey: string | undefined,
): CreateCheckInput {
  return {
    text: body.text,
    file,
    mode: body.mode,
    title: body.title,
    options: body.options,
    citationStyle: body.citationStyle,
    sourceRules: body.sourceRules,
    idempotencyKey,
  };
}

function dispositionFilename(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim()).slice(0, 200);
    } catch {
      return undefined;
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return (plain?.[1] ?? plain?.[2])?.slice(0, 200);
}

export async function parseCreateRequest(req: FastifyRequest, maxUploadBytes: number): Promise<CreateCheckInput> {
  const idempotencyKey = idempotencyKeyOf(req);
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

  if (type === 'application/json' || type.endsWith('+json')) {
    const body = validate(req.body ?? {});
    const file = body.file !== undefined ? { bytes: decodeUpload(body.file, maxUploadBytes), filename: body.filename } : undefined;
    return toCheckInput(body, file, idempotencyKey);
  }

  if (type === 'multipart/form-data') {
    const fields: Record<string, string> = {};
    let file: { bytes: Uint8Array; filename?: string | undefined } | undefined;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new ServiceFailure('invalid_body', `${part.fieldname}: only the field \`file\` may carry a file`);
        if (file) throw new ServiceFailure('invalid_body', 'file: send one file per check');
        file = { bytes: await readPart(part, maxUploadBytes), filename: part.filename?.slice(0, 200) || undefined };
      } else if (typeof part.value === 'string') {
        if (part.fieldname === 'file') fields.fileText = part.value;
        else fields[part.fieldname] = part.value;
      }
    }
    const body = validate(fromFields(fields, true));
    if (fields.fileText !== undefined && !file) {
      file = { bytes: decodeUpload(fields.fileText, maxUploadBytes), filename: body.filename };
    }
    if (file && body.filename && !file.filename) file.filename = body.filename;
    return toCheckInput(body, file, idempotencyKey);
  }

  if (type === 'application/x-www-form-urlencoded') {
    const params = new URLSearchParams(String(req.body ?? ''));
    const fields = Object.fromEntries(params.entries());
    const body = validate(fromFields(fields, true));
    const file =
      fields.file !== undefined ? { bytes: decodeUpload(fields.file, maxUploadBytes), filename: body.filename } : undefined;
    return toCheckInput(body, file, idempotencyKey);
  }

  // A raw body: text/* is a paste, anything else a file; the rest travels in the query string.
  const query = (req.query ?? {}) as Record<string, string | undefined>;
  const raw = req.body instanceof Uint8Array ? req.body : new Uint8Array(0);
  const fields = fromFields({ ...query, text: undefined });
  if (raw.byteLength === 0) throw new ServiceFailure('no_input', 'the request body is empty');
  if (type.startsWith('text/')) {
    return toCheckInput(validate({ ...fields, text: decodePastedBytes(raw) }), undefined, idempotencyKey);
  }
  const body = validate(fields);
  const filename = body.filename ?? dispositionFilename(req.headers['content-disposition']);
  if (raw.byteLength > maxUploadBytes) throw fileTooLarge(maxUploadBytes);
  return toCheckInput(body, { bytes: raw, filename }, idempotencyKey);
}

async function readPart(part: MultipartFile, cap: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > cap) throw fileTooLarge(cap);
    chunks.push(chunk);
  }
  if (part.file.truncated) throw fileTooLarge(cap);
  return new Uint8Array(Buffer.concat(chunks));
}

