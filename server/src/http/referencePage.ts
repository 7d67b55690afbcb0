// A readable, self-contained HTML reference of /v1, rendered from the OpenAPI document.

type Json = Record<string, any>;

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema.$ref) {
    const id = String(schema.$ref).split('/').pop();
    return `<a href="#schema-${esc(id)}">${esc(id)}</a>`;
  }
  if (schema.enum) return schema.enum.map((v: unknown) => `<code>${esc(v)}</code>`).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return esc(schema.type ?? 'any');
}

function schemaTable(schema: Json): string {
  const props = schema.properties as Json | undefined;
  if (!props) return `<p>${typeOf(schema)}</p>`;
  const required = new Set<string>(schema.required ?? []);
  const rows = Object.entries(props)
    .map(
      ([name, s]) =>
        `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${typeOf(s)}</td><td>${esc(s.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>field</th><th>type</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function renderReferencePage(doc: Json): string {
  const ops: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(methods as Json)) {
      const params = (op.parameters ?? [])
        .map((p: Json) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}) ${typeOf(p.schema)} ${esc(p.description ?? '')}</li>`)
        .join('');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><strong>${esc(status)}</strong> ${esc((r as Json).description ?? '')}</li>`)
        .join('');
      const body = op.requestBody ? `<p>Body: ${Object.keys(op.requestBody.content).map((t) => `<code>${esc(t)}</code>`).join(', ')}</p>` : '';
      ops.push(
        `<section class="op" id="${esc(op.operationId)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>` +
          `<p>${esc(op.summary ?? '')} ${op.description ? esc(op.description) : ''}</p>${body}` +
          (params ? `<h4>Parameters</h4><ul>${params}</ul>` : '') +
          `<h4>Responses</h4><ul>${responses}</ul></section>`,
      );
    }
  }
  const schemas = Object.entries(doc.components.schemas as Json)
    .map(([id, s]) => `<section id="schema-${esc(id)}"><h3>${esc(id)}</h3>${schemaTable(s as Json)}</section>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} reference</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1b1b1b}
code{background:#f2f2f2;padding:0 .2em;border-radius:3px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.3em;text-align:left;vertical-align:top}.req{color:#9a3412;font-size:.8em}
.m{font-weight:700;padding:0 .3em;border-radius:3px;color:#fff;background:#1d4ed8}.m.post{background:#15803d}.m.delete{background:#b91c1c}
.m.patch,.m.put{background:#a16207}.op{border-top:2px solid #e5e5e5;padding-top:.5em}a{color:#1d4ed8}
</style></head><body><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1><p>${esc(doc.info.description)}</p>
<p>Authenticate with <code>Authorization: Bearer &lt;key&gt;</code>. Every error is <code>{"error":{"code","message"}}</code>. The machine-readable description is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>
<h2>Operations</h2>${ops.join('')}<h2>Schemas</h2>${schemas}</body></html>`;
}
