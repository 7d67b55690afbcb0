export type ContentType = 'prose' | 'code' | 'mixed';

const CODE_START =
  /^\s*(?:function\b|def\b|class\b|import\b|from\s+\S+\s+import\b|export\b|return\b|const\b|let\b|var\b|if\s*\(|for\s*\(|while\s*\(|switch\s*\(|#include\b|#define\b|public\b|private\b|protected\b|package\b|using\b|namespace\b|fn\b|pub\b|impl\b|struct\b|enum\b|interface\b|type\s+\w+\s*=|<\?php|SELECT\b|INSERT\b|UPDATE\b|CREATE\s+TABLE\b|\/\/|\/\*|\*\/|#!)/;
const CODE_END = /(?:[;{}]|\)\s*:|=>|\)\s*\{?)$/;
// A name is matched from its first letter only (`(?<!\w)`): tried from every letter of a long
// run of word characters, `\w+\(` rescans the rest of the run each time (quadratic).
const CODE_TOKENS = /=>|==|!=|&&|\|\||::|->|\+\+|\+=|-=|(?<!\w)\w+\(\)|(?<!\w)\w+\.\w+\(|[{}[\];]/g;

/** Whether one line reads as source code rather than as a sentence. */
export function isCodeLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === '') return false;
  if (CODE_START.test(trimmed)) return true;
  const tokens = trimmed.match(CODE_TOKENS)?.length ?? 0;
  const words = trimmed.match(/\p{L}{2,}/gu)?.length ?? 0;
  const symbols = trimmed.replace(/[\p{L}\p{N}\s]/gu, '').length;
  if (CODE_END.test(trimmed) && tokens >= 1 && !/[.!?]["”’)]?$/.test(trimmed)) return true;
  if (tokens >= 2 && tokens * 3 >= words) return true;
  return symbols / trimmed.length > 0.3 && words < 6;
}

/**
 * Prose, code, or a mix of both, judged by the share of characters in lines that read as code.
 * Blank lines carry no weight.
 */
export function detectContentType(text: string): ContentType {
  let code = 0;
  let all = 0;
  for (const line of text.split('\n')) {
    const size = line.trim().length;
    if (size === 0) continue;
    all += size;
    if (isCodeLine(line)) code += size;
  }
  if (all === 0) return 'prose';
  const share = code / all;
  if (share >= 0.8) return 'code';
  if (share <= 0.1) return 'prose';
  return 'mixed';
}
