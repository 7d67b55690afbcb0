// Everything a report holds came from a document or a web page someone else wrote:
// it is escaped before it meets markup, in text and in attribute values alike.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** An address fit for an `href`: only http(s), escaped; anything else (javascript:, data:) gives null. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? escapeHtml(parsed.toString()) : null;
  } catch {
    return null;
  }
}
