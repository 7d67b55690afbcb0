// The "replace the whole list" box: one `mode kind value` rule per line.

export interface RuleDraft {
  mode: 'exclude' | 'include';
  kind: 'domain' | 'hostname' | 'url' | 'pattern';
  value: string;
}

const modes = new Set(['exclude', 'include']);
const kinds = new Set(['domain', 'hostname', 'url', 'pattern']);

export function ruleLine(rule: RuleDraft): string {
  return `${rule.mode} ${rule.kind} ${rule.value}`;
}

export function parseRuleLines(text: string): { ok: true; rules: RuleDraft[] } | { ok: false; message: string } {
  const rules: RuleDraft[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const [mode, kind, ...rest] = line.split(/\s+/);
    const value = rest.join(' ');
    if (!mode || !modes.has(mode)) return { ok: false, message: `line ${i + 1}: start with exclude or include` };
    if (!kind || !kinds.has(kind)) return { ok: false, message: `line ${i + 1}: the kind is domain, hostname, url or pattern` };
    if (!value) return { ok: false, message: `line ${i + 1}: give a value after the kind` };
    rules.push({ mode: mode as RuleDraft['mode'], kind: kind as RuleDraft['kind'], value });
  }
  return { ok: true, rules };
}
